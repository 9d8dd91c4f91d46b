import type { BehaviourEntry } from '@bright/contracts';
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, personName } from '../../../lib/format';
import { PointsChip } from './points-chip';

/** Feedback, newest first: the remark, points, who gave it and when (and to whom, for teachers). */
export function FeedbackList({ entries, showStudent }: { entries: BehaviourEntry[]; showStudent: boolean }) {
  const { t, i18n } = useTranslation();
  if (entries.length === 0) return <Typography color="text.secondary">{t('behaviour.none')}</Typography>;
  return (
    <List disablePadding data-testid="feedback-list">
      {entries.map((entry) => (
        <ListItem key={entry.id} divider disableGutters data-testid="feedback-entry">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
            <PointsChip points={entry.behaviorPoints} />
            <ListItemText
              sx={{ minWidth: 0 }}
              primary={<bdi>{entry.remarks || t('behaviour.noRemarks')}</bdi>}
              secondary={[
                showStudent && entry.student ? personName(entry.student) : null,
                entry.teacher ? t('behaviour.by', { name: personName(entry.teacher) }) : null,
                formatDateTime(entry.createdAt, i18n.language),
              ]
                .filter(Boolean)
                .join(' · ')}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
