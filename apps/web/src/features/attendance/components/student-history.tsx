import { ATTENDANCE_STATUSES, type AttendanceRange } from '@bright/contracts';
import { Alert, Box, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, personName } from '../../../lib/format';
import { useStudentHistory } from '../api/attendance';
import { RangeSelect } from './range-select';
import { StatusChip } from './status-chip';
import { UserText } from '../../../lib/ui/user-text';

/** One student's attendance in a class: totals, rate, and every taking of the range. */
export function StudentHistory({
  classId,
  studentId,
  showName = true,
}: {
  classId: string;
  studentId?: string;
  showName?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<AttendanceRange>('LAST_30_DAYS');
  const history = useStudentHistory(classId, studentId, range);
  return (
    <Stack spacing={2} data-testid="student-history">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          {showName && history.data && (
            <Typography variant="h6" component="h2" noWrap>
              <UserText>{personName(history.data.student)}</UserText>
            </Typography>
          )}
          {history.data && (
            <Typography color="text.secondary">
              {history.data.rate === null
                ? t('attendance.history.noRate')
                : t('attendance.history.rate', { rate: history.data.rate })}
            </Typography>
          )}
        </Box>
        <RangeSelect value={range} onChange={setRange} />
      </Stack>
      {history.isPending && <Skeleton variant="rounded" height={160} />}
      {history.isError && <Alert severity="error">{t('attendance.loadFailed')}</Alert>}
      {history.data && (
        <>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {ATTENDANCE_STATUSES.map((status) => (
              <StatusChip key={status} status={status} count={history.data.counts[status]} />
            ))}
          </Stack>
          {history.data.entries.length === 0 ? (
            <Typography color="text.secondary">{t('attendance.history.none')}</Typography>
          ) : (
            <Paper variant="outlined">
              {history.data.entries.map((entry) => (
                <Stack
                  key={entry.attendanceId}
                  direction="row"
                  sx={{
                    justifyContent: 'space-between',
                    alignItems: 'center',
                    px: 2,
                    py: 1,
                    borderBottom: 1,
                    borderColor: 'divider',
                  }}
                  data-testid="history-entry"
                >
                  <Typography variant="body2">{formatDateTime(entry.takenAt, i18n.language)}</Typography>
                  <StatusChip status={entry.status} />
                </Stack>
              ))}
            </Paper>
          )}
        </>
      )}
    </Stack>
  );
}
