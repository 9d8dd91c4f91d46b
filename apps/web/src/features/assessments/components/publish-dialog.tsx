import { type AssessmentDetail, TIME_LIMIT_MAX } from '@bright/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../lib/format';
import { usePublish, useSaveSettings } from '../api/assessments';
import { errorText, shownError } from '../../../lib/error-text';

const validLimit = (text: string) => /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= TIME_LIMIT_MAX;

/** The time limit, shown and changeable where the teacher publishes (its default is one minute, SPEC §9). */
function TimeLimitField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const valid = validLimit(value);
  return (
    <TextField
      type="number"
      label={t('publishLimit.label')}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      error={!valid}
      helperText={
        valid
          ? t('publishLimit.help', { count: Number(value) })
          : t('assessments.settings.timeLimitHelp', { max: TIME_LIMIT_MAX })
      }
      slotProps={{ htmlInput: { min: 1, max: TIME_LIMIT_MAX, 'data-testid': 'publish-time-limit' } }}
      sx={{ maxWidth: 320 }}
    />
  );
}

/** Publish (or change who it is assigned to): all students, or the ones ticked; and the time limit. */
export function PublishDialog({ assessment, onClose }: { assessment: AssessmentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const students = assessment.assignees?.students ?? [];
  const [mode, setMode] = useState<'ALL' | 'SOME'>(assessment.assignedToAll ? 'ALL' : 'SOME');
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(assessment.assignedToAll ? [] : students.filter((s) => s.assigned).map((s) => s.id)),
  );
  const publish = usePublish(assessment);
  const saveSettings = useSaveSettings(assessment.id);
  const [limit, setLimit] = useState(String(assessment.settings.timeLimit));
  const confirm = async () => {
    if (Number(limit) !== assessment.settings.timeLimit) await saveSettings.mutateAsync({ timeLimit: Number(limit) });
    publish.mutate(mode === 'ALL' ? 'ALL' : [...chosen], { onSuccess: onClose });
  };
  const toggle = (id: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const ready = (mode === 'ALL' || chosen.size > 0) && validLimit(limit);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="publish-title">
      <DialogTitle id="publish-title">
        {t(assessment.published ? 'assessments.publish.assignTitle' : 'assessments.publish.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <TimeLimitField value={limit} onChange={setLimit} />
          <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as 'ALL' | 'SOME')}>
            <FormControlLabel
              value="ALL"
              control={<Radio slotProps={{ input: { 'data-testid': 'publish-all' } as object }} />}
              label={t('assessments.publish.all', { count: students.length })}
            />
            <FormControlLabel
              value="SOME"
              control={<Radio slotProps={{ input: { 'data-testid': 'publish-some' } as object }} />}
              label={t('assessments.publish.some')}
            />
          </RadioGroup>
          {mode === 'SOME' && (
            <>
              {students.length === 0 && (
                <Typography color="text.secondary">{t('assessments.publish.noStudents')}</Typography>
              )}
              <List dense sx={{ maxHeight: 280, overflow: 'auto' }} data-testid="publish-students">
                {students.map((student) => (
                  <ListItem key={student.id} disablePadding>
                    <FormControlLabel
                      sx={{ mx: 0 }}
                      control={
                        <Checkbox
                          checked={chosen.has(student.id)}
                          onChange={() => toggle(student.id)}
                          slotProps={{ input: { 'data-testid': 'publish-student' } as object }}
                        />
                      }
                      label={personName(student)}
                    />
                  </ListItem>
                ))}
              </List>
              <Typography variant="body2" color="text.secondary">
                {t('assessments.publish.chosen', { count: chosen.size })}
              </Typography>
            </>
          )}
          {(publish.error ?? saveSettings.error) && (
            <Alert severity="error" data-testid="publish-error">
              {errorText(t, shownError(publish.error ?? saveSettings.error))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assessments.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready || publish.isPending || saveSettings.isPending}
          data-testid="publish-confirm"
          onClick={() => void confirm().catch(() => undefined)}
        >
          {t(assessment.published ? 'assessments.publish.save' : 'assessments.publish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
