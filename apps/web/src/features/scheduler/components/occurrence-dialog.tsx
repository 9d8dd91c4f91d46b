import VideocamIcon from '@mui/icons-material/Videocam';
import type { Occurrence, Schedule } from '@bright/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDay } from '../../../lib/format';
import { useDeleteSchedule } from '../api/scheduler';
import { toDateInput } from '../calendar';
import { recurrenceText, timeRange } from './schedule-text';
import { UserText, userTextBlock } from '../../../lib/ui/user-text';

/** One occurrence: when, which class, how it repeats, the meeting link; edit or delete the series. */
export function OccurrenceDialog(props: {
  occurrence: Occurrence;
  schedule?: Schedule;
  onEdit: (schedule: Schedule) => void;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteSchedule();
  const [confirming, setConfirming] = useState(false);
  const { occurrence, schedule } = props;
  const start = new Date(occurrence.start);
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" data-testid="occurrence-dialog">
      <DialogTitle>
        <UserText>{occurrence.title}</UserText>
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1}>
          <Typography>{formatDay(toDateInput(start), i18n.language)}</Typography>
          <Typography dir="auto">{timeRange(occurrence, i18n.language)}</Typography>
          <Typography color="text.secondary">
            <UserText>{occurrence.className}</UserText>
          </Typography>
          {schedule && schedule.recurrence.frequency !== 'NONE' && (
            <Typography color="text.secondary">{recurrenceText(schedule, t, i18n.language)}</Typography>
          )}
          {schedule?.description && (
            <Typography {...userTextBlock} sx={{ whiteSpace: 'pre-wrap' }}>
              {schedule.description}
            </Typography>
          )}
          {confirming && <Typography color="error">{t('scheduler.deleteConfirm')}</Typography>}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {occurrence.meetingLink && (
          <Button
            startIcon={<VideocamIcon />}
            href={occurrence.meetingLink}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="occurrence-join"
          >
            {t('scheduler.join')}
          </Button>
        )}
        {schedule?.abilities.canEdit && !confirming && (
          <>
            <Button color="error" onClick={() => setConfirming(true)} data-testid="occurrence-delete">
              {t('scheduler.delete')}
            </Button>
            <Button onClick={() => props.onEdit(schedule)} data-testid="occurrence-edit">
              {t('scheduler.edit')}
            </Button>
          </>
        )}
        {confirming && schedule && (
          <Button
            color="error"
            variant="contained"
            onClick={() => remove.mutate(schedule.scheduleId, { onSuccess: props.onClose })}
            data-testid="occurrence-delete-confirm"
          >
            {t('scheduler.delete')}
          </Button>
        )}
        <Button onClick={props.onClose}>{t('scheduler.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
