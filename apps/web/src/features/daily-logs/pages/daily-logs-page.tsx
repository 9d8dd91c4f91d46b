import EventNoteOutlinedIcon from '@mui/icons-material/EventNoteOutlined';
import { ATTENDANCE_RANGES, ATTENDANCE_STATUSES, type AttendanceRange } from '@bright/contracts';
import { Alert, Box, Chip, Link, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDay, formatDateTime, personName } from '../../../lib/format';
import { isAdmin, useSessionStore } from '../../../lib/session-store';
import { useDailyLogs, useTeachers } from '../api/daily-logs';
import { UserText } from '../../../lib/ui/user-text';

const STATUS_COLOR = { PRESENT: 'success', ABSENT: 'error', LATE: 'warning', EXCUSED: 'info' } as const;

/** Daily Logs (SPEC §2): a teacher's days, the classes taught, the attendance taken and the feedback given, over a range of §9. */
export function DailyLogsPage() {
  const { t, i18n } = useTranslation();
  const session = useSessionStore((state) => state.session);
  const admin = isAdmin(session);
  const staff = admin || (session?.roles.includes('instructor') ?? false);
  const [range, setRange] = useState<AttendanceRange>('LAST_7_DAYS');
  const [teacherId, setTeacherId] = useState('');
  const teachers = useTeachers(session?.instituteId, admin);
  const logs = useDailyLogs(range, teacherId || undefined);
  if (!staff) return <Alert severity="info">{t('dailyLogs.staffOnly')}</Alert>;
  return (
    <Stack spacing={2.5} data-testid="daily-logs-page">
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('dailyLogs.title')}
          </Typography>
          <Typography color="text.secondary">
            {logs.data
              ? t('dailyLogs.subtitle', { name: personName(logs.data.teacher), count: logs.data.classCount })
              : ' '}
          </Typography>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          {admin && (
            <TextField
              select
              size="small"
              label={t('dailyLogs.teacher')}
              value={teacherId}
              onChange={(event) => setTeacherId(event.target.value)}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              sx={{ minWidth: 200 }}
            >
              <MenuItem value="">{t('dailyLogs.me')}</MenuItem>
              {(teachers.data ?? [])
                .filter((person) => !person.isSelf)
                .map((person) => (
                  <MenuItem key={person.id} value={person.id}>
                    <UserText>{personName(person)}</UserText>
                  </MenuItem>
                ))}
            </TextField>
          )}
          <TextField
            select
            size="small"
            label={t('dailyLogs.range')}
            value={range}
            onChange={(event) => setRange(event.target.value as AttendanceRange)}
            sx={{ minWidth: 170 }}
            slotProps={{ htmlInput: { 'data-testid': 'daily-logs-range' } }}
          >
            {ATTENDANCE_RANGES.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`attendance.range.${value}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
      </Stack>
      {logs.isPending && <Skeleton variant="rounded" height={200} />}
      {logs.isError && <Alert severity="error">{logs.error.message}</Alert>}
      {logs.data?.days.length === 0 && (
        <Paper variant="outlined" sx={{ p: 4, textAlign: 'center' }}>
          <EventNoteOutlinedIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden />
          <Typography color="text.secondary">{t('dailyLogs.none')}</Typography>
        </Paper>
      )}
      {logs.data?.days.map((day) => (
        <Paper
          key={day.date}
          variant="outlined"
          sx={{ p: { xs: 1.5, sm: 2.5 }, opacity: logs.isPlaceholderData ? 0.6 : 1 }}
          data-testid="daily-log-day"
        >
          <Stack
            direction={{ xs: 'column', sm: 'row' }}
            spacing={1}
            sx={{ justifyContent: 'space-between', alignItems: { sm: 'baseline' }, mb: 1 }}
          >
            <Typography variant="h6" component="h2">
              {formatDay(day.date, i18n.language)}
            </Typography>
            <Typography variant="body2" color="text.secondary" data-testid="daily-log-summary">
              {[
                t('dailyLogs.classes', { count: day.classes.length }),
                day.attendanceTaken > 0 && t('dailyLogs.taken', { count: day.attendanceTaken }),
                day.feedbackGiven > 0 && t('dailyLogs.feedback', { count: day.feedbackGiven }),
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography>
          </Stack>
          {day.classes.map((klass) => (
            <Stack
              key={klass.classId}
              direction={{ xs: 'column', sm: 'row' }}
              spacing={1}
              sx={{ py: 1, borderTop: 1, borderColor: 'divider', alignItems: { sm: 'center' } }}
            >
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link component={RouterLink} to={`/classes/${klass.classId}?tab=attendance`} sx={{ fontWeight: 600 }}>
                  <UserText>{klass.className}</UserText>
                </Link>
                <Typography variant="body2" color="text.secondary">
                  {[
                    klass.attendanceTaken > 0 && t('dailyLogs.taken', { count: klass.attendanceTaken }),
                    klass.lastTakenAt && formatDateTime(klass.lastTakenAt, i18n.language),
                    klass.feedbackGiven > 0 && t('dailyLogs.feedback', { count: klass.feedbackGiven }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Typography>
              </Box>
              <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {klass.attendanceTaken > 0 &&
                  ATTENDANCE_STATUSES.map((status) => (
                    <Chip
                      key={status}
                      size="small"
                      color={STATUS_COLOR[status]}
                      variant={klass.counts[status] ? 'filled' : 'outlined'}
                      label={`${t(`attendance.status.${status}`)} ${klass.counts[status]}`}
                    />
                  ))}
              </Stack>
            </Stack>
          ))}
        </Paper>
      ))}
    </Stack>
  );
}
