import AssessmentOutlinedIcon from '@mui/icons-material/AssessmentOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { ATTENDANCE_STATUSES, type AttendanceRange, type ClassSummary } from '@bright/contracts';
import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Alert,
  Box,
  Button,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime, personName } from '../../../lib/format';
import { exportAttendance, useAttendanceLogs } from '../api/attendance';
import { useLiveAttendance } from '../hooks/use-live-attendance';
import { RangeSelect } from './range-select';
import { StatusChip } from './status-chip';
import { StudentHistory } from './student-history';
import { UserText } from '../../../lib/ui/user-text';

function Logs({ klass }: { klass: ClassSummary }) {
  const { t, i18n } = useTranslation();
  const [range, setRange] = useState<AttendanceRange>('LAST_7_DAYS');
  const logs = useAttendanceLogs(klass.classId, range);
  useLiveAttendance(klass.classId);
  return (
    <Stack spacing={1.5}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
          {t('attendance.logs.title')}
        </Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RangeSelect value={range} onChange={setRange} />
          <Button
            startIcon={<DownloadIcon />}
            onClick={() => void exportAttendance(klass.classId, range)}
            data-testid="attendance-export"
          >
            {t('attendance.export')}
          </Button>
        </Stack>
      </Stack>
      {logs.isPending && <Skeleton variant="rounded" height={120} />}
      {logs.isError && <Alert severity="error">{t('attendance.loadFailed')}</Alert>}
      {logs.data?.length === 0 && <Typography color="text.secondary">{t('attendance.logs.none')}</Typography>}
      <Box data-testid="attendance-logs" sx={{ opacity: logs.isPlaceholderData ? 0.6 : 1 }}>
        {logs.data?.map((log) => (
          <Accordion key={log.attendanceId} variant="outlined" disableGutters data-testid="attendance-log">
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 600 }}>{formatDateTime(log.takenAt, i18n.language)}</Typography>
                <Typography variant="body2" color="text.secondary" noWrap>
                  {t('attendance.logs.by', { name: log.teacher.name || t('attendance.logs.someone') })}
                </Typography>
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                  {ATTENDANCE_STATUSES.map((status) => (
                    <StatusChip key={status} status={status} count={log.counts[status]} />
                  ))}
                </Stack>
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              {log.marks.map((mark) => (
                <Stack
                  key={mark.studentId}
                  direction="row"
                  sx={{ justifyContent: 'space-between', alignItems: 'center', py: 0.5 }}
                >
                  <Typography variant="body2" noWrap>
                    <UserText>{personName(mark)}</UserText>
                  </Typography>
                  <StatusChip status={mark.status} />
                </Stack>
              ))}
            </AccordionDetails>
          </Accordion>
        ))}
      </Box>
    </Stack>
  );
}

/** The Attendance tab: teachers take it and read the logs; a student sees their own history. */
export function AttendancePanel({ klass }: { klass: ClassSummary }) {
  const { t } = useTranslation();
  if (!klass.abilities.canTeach) return <StudentHistory classId={klass.classId} showName={false} />;
  return (
    <Stack spacing={3} data-testid="attendance-panel">
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <Button
          variant="contained"
          size="large"
          startIcon={<FactCheckOutlinedIcon />}
          component={RouterLink}
          to={`/classes/${klass.classId}/attendance`}
          data-testid="take-attendance"
        >
          {t('attendance.take.button')}
        </Button>
        <Button
          variant="outlined"
          size="large"
          startIcon={<AssessmentOutlinedIcon />}
          component={RouterLink}
          to={`/classes/${klass.classId}/attendance/report`}
          data-testid="attendance-report-link"
        >
          {t('attendance.report.button')}
        </Button>
      </Stack>
      <Logs klass={klass} />
    </Stack>
  );
}
