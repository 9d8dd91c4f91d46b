import { DIALOG_WIDTH, LESSON_TAG_MAX, LESSON_TAGS_MAX, type LessonItem } from '@bright/contracts';
import {
  Alert,
  Autocomplete,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyClasses } from '../../../lib/class-queries';
import { SelectField } from '../../../lib/ui/select-field';
import { UserText } from '../../../lib/ui/user-text';
import { lessonErrorText } from '../api/lesson-error';
import { usePublish } from '../api/lesson-mutations';

/**
 * The publish dialog (SPEC §2): a class the teacher teaches, the lesson's tags, Publish; the classes it
 * is already published to, each with "Unpublish". The class's students then read it, never write it.
 */
export function PublishDialog({ lesson, onClose }: { lesson: LessonItem; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const classes = useMyClasses();
  const publish = usePublish();
  const [classId, setClassId] = useState('');
  const [tags, setTags] = useState<string[]>(lesson.tags);
  const teaching = (classes.data ?? []).filter((klass) => klass.relation !== 'learner');
  const send = (target: string, isPublic: boolean) =>
    publish.mutate({ flow_id: lesson.id, class_id: target, isPublic, tags }, { onSuccess: onClose });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby={titleId}
      data-testid="publish-dialog"
    >
      <DialogTitle id={titleId}>{t('lessons.publish.title', { name: lesson.name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <SelectField
            label={t('lessons.publish.class')}
            value={classId}
            options={teaching.map((klass) => ({ value: klass.classId, label: klass.name }))}
            onChange={setClassId}
            fullWidth
            testId="publish-class"
          />
          <Autocomplete
            multiple
            freeSolo
            options={[]}
            value={tags}
            onChange={(_, value) =>
              setTags(
                value
                  .map((tag) => tag.trim())
                  .filter(Boolean)
                  .slice(0, LESSON_TAGS_MAX),
              )
            }
            renderValue={(value, getItemProps) =>
              value.map((tag, index) => {
                const { key, ...itemProps } = getItemProps({ index });
                return <Chip key={key} label={<UserText>{tag}</UserText>} size="small" {...itemProps} />;
              })
            }
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('lessons.publish.tags')}
                helperText={t('lessons.publish.tagsHint', { max: LESSON_TAGS_MAX })}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: {
                    ...params.slotProps.htmlInput,
                    maxLength: LESSON_TAG_MAX,
                    dir: 'auto',
                    'data-testid': 'publish-tags',
                  },
                }}
              />
            )}
          />
          {lesson.publishedTo.length > 0 && (
            <div>
              <Typography variant="subtitle2">{t('lessons.publish.publishedTo')}</Typography>
              <List dense disablePadding>
                {lesson.publishedTo.map((row) => (
                  <ListItem
                    key={row.classId}
                    disableGutters
                    secondaryAction={
                      <Button size="small" onClick={() => send(row.classId, false)} disabled={publish.isPending}>
                        {t('lessons.publish.unpublish')}
                      </Button>
                    }
                  >
                    <ListItemText primary={<UserText>{row.className}</UserText>} />
                  </ListItem>
                ))}
              </List>
            </div>
          )}
          {publish.error && <Alert severity="error">{lessonErrorText(t, publish.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>{t('lessons.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!classId || publish.isPending}
          onClick={() => send(classId, true)}
          data-testid="publish-save"
        >
          {t('lessons.publish.publish')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
