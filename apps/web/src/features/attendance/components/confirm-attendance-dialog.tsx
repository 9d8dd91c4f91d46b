import { ATTENDANCE_STATUSES, type AttendanceStatus } from '@bright/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { StatusChip } from './status-chip';

/** SPEC §2 "Take Attendance with confirmation": the counts and who is not present, before sending. */
export function ConfirmAttendanceDialog(props: {
  open: boolean;
  className: string;
  lists: Record<AttendanceStatus, string[]>;
  names: Record<string, string>;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const notPresent = ATTENDANCE_STATUSES.filter((status) => status !== 'PRESENT' && props.lists[status].length > 0);
  return (
    <ConfirmDialog
      open={props.open}
      title={t('attendance.confirm.title')}
      body={
        <Stack spacing={2} data-testid="attendance-confirm">
          <Typography>{t('attendance.confirm.body', { name: props.className })}</Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {ATTENDANCE_STATUSES.map((status) => (
              <StatusChip key={status} status={status} count={props.lists[status].length} />
            ))}
          </Stack>
          {notPresent.length === 0 && (
            <Typography color="text.secondary">{t('attendance.confirm.everyone')}</Typography>
          )}
          {notPresent.map((status) => (
            <Typography key={status} variant="body2">
              <strong>{t(`attendance.status.${status}`)}:</strong>{' '}
              {props.lists[status].map((id) => props.names[id]).join(', ')}
            </Typography>
          ))}
        </Stack>
      }
      confirmLabel={t('attendance.confirm.submit')}
      cancelLabel={t('attendance.confirm.back')}
      busy={props.busy}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
      confirmTestId="attendance-confirm-submit"
    />
  );
}
