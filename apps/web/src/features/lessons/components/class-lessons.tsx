import SlideshowOutlinedIcon from '@mui/icons-material/SlideshowOutlined';
import { List, ListItem, ListItemButton, ListItemIcon, ListItemText, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMyClasses } from '../../../lib/class-queries';
import { formatDateTime, personName } from '../../../lib/format';
import { QueryState } from '../../../lib/ui/query-state';
import { SelectField } from '../../../lib/ui/select-field';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { lessonPath, useWhiteBoards } from '../api/lessons';

function PublishedList({ classId }: { classId: string }) {
  const { t, i18n } = useTranslation();
  const lessons = useWhiteBoards(classId);
  return (
    <QueryState query={lessons} errorText={t('lessons.loadFailed')} empty={t('lessons.student.empty')}>
      {(items) => (
        <List disablePadding data-testid="class-lessons">
          {items.map((lesson) => (
            <ListItem key={lesson.id} disablePadding divider data-testid="class-lesson" data-name={lesson.name}>
              <ListItemButton component={RouterLink} to={lessonPath(lesson.id)}>
                <ListItemIcon sx={{ minWidth: 44 }}>
                  <SlideshowOutlinedIcon color="primary" />
                </ListItemIcon>
                <ListItemText
                  primary={<UserText>{lesson.name}</UserText>}
                  secondary={
                    <MetaLine
                      parts={[
                        lesson.owner ? personName(lesson.owner) : null,
                        t('lessons.pageCount', { count: lesson.pageCount }),
                        lesson.tags.length > 0 ? lesson.tags.join(', ') : null,
                        formatDateTime(lesson.updatedAt, i18n.language),
                      ]}
                    />
                  }
                />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      )}
    </QueryState>
  );
}

/**
 * A student's lessons: those published to a class they learn in, to open and read (the server lets
 * them read, never write). One class at a time, as flow/getWhiteBoard answers by class_id.
 */
export function ClassLessons() {
  const { t } = useTranslation();
  const classes = useMyClasses();
  const learning = (classes.data ?? []).filter((klass) => klass.relation === 'learner');
  const [chosen, setChosen] = useState('');
  const classId = chosen || learning[0]?.classId || '';
  return (
    <Stack spacing={2} data-testid="student-lessons">
      <Typography color="text.secondary">{t('lessons.student.intro')}</Typography>
      <QueryState
        query={classes}
        errorText={t('lessons.student.classesFailed')}
        empty={t('lessons.student.noClasses')}
        isEmpty={() => learning.length === 0}
      >
        {() => (
          <Stack spacing={2}>
            <SelectField
              label={t('lessons.student.class')}
              value={classId}
              options={learning.map((klass) => ({ value: klass.classId, label: klass.name }))}
              onChange={setChosen}
              testId="student-class"
              minWidth={220}
              sx={{ alignSelf: 'flex-start' }}
            />
            {classId && <PublishedList classId={classId} />}
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}
