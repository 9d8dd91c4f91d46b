import { type BehaviourEntry, REMARK_PRESETS } from '@bright/contracts';
import { List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDateTime, personName } from '../../../lib/format';
import { PointsChip } from './points-chip';

/** Feedback, newest first: the remark, points, who gave it and when (and to whom, for teachers). */
export function FeedbackList({ entries, showStudent }: { entries: BehaviourEntry[]; showStudent: boolean }) {
  const { t, i18n } = useTranslation();
  // A preset's remark is stored in English; it is shown in the reader's language.
  const remarksText = (remarks: string) => {
    const preset = REMARK_PRESETS.find((entry) => entry.remarks === remarks);
    return preset ? t(`behaviour.presets.${preset.key}`) : remarks || t('behaviour.noRemarks');
  };
  if (entries.length === 0) return <Typography color="text.secondary">{t('behaviour.none')}</Typography>;
  return (
    <List disablePadding data-testid="feedback-list">
      {entries.map((entry) => (
        <ListItem key={entry.id} divider disableGutters data-testid="feedback-entry">
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}>
            <PointsChip points={entry.behaviorPoints} />
            <ListItemText
              sx={{ minWidth: 0 }}
              primary={<bdi>{remarksText(entry.remarks)}</bdi>}
              // Each part isolated: names, phrases and dates in different scripts stay in order.
              secondary={[
                showStudent && entry.student ? personName(entry.student) : null,
                entry.teacher ? t('behaviour.by', { name: personName(entry.teacher) }) : null,
                formatDateTime(entry.createdAt, i18n.language),
              ]
                .filter((part): part is string => Boolean(part))
                .map((part, index) => (
                  <span key={index}>
                    {index > 0 && ' · '}
                    <bdi>{part}</bdi>
                  </span>
                ))}
              slotProps={{ primary: { sx: { overflowWrap: 'anywhere' } } }}
            />
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
