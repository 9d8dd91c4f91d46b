import DownloadIcon from '@mui/icons-material/Download';
import { ATTENDANCE_RANGES, ATTENDANCE_STATUSES, type AttendanceRange } from '@bright/contracts';
import {
  Alert,
  Box,
  Button,
  Link,
  Paper,
  Skeleton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { personName } from '../../../lib/format';
import { useSessionStore } from '../../../lib/session-store';
import { exportAttendance, useAttendanceReport } from '../api/attendance';
import { BackToClass } from '../components/back-to-class';
import { useLiveAttendance } from '../hooks/use-live-attendance';
import { RangeSelect } from '../components/range-select';
import { StatusChip } from '../components/status-chip';
import { useRouteParams } from '../../../lib/route-params';
import { UserText } from '../../../lib/ui/user-text';

/**
 * The attendance report: every student's counts and rate over a range, with CSV export.
 * /classes/:classId/attendance/report in the app, /webview/attendance-report?classId=… in the mobile apps.
 */
export function AttendanceReportPage({ webview = false }: { webview?: boolean }) {
  const { t } = useTranslation();
  const params = useRouteParams<'classId'>('/classes/:classId');
  const [search, setSearch] = useSearchParams();
  const signedIn = useSessionStore((state) => Boolean(state.session));
  const classId = params.classId ?? search.get('classId') ?? '';
  const rangeParam = search.get('range') ?? '';
  const range: AttendanceRange = (ATTENDANCE_RANGES as readonly string[]).includes(rangeParam)
    ? (rangeParam as AttendanceRange)
    : 'LAST_30_DAYS';
  const report = useAttendanceReport(signedIn ? classId : '', range);
  useLiveAttendance(signedIn ? classId : '');
  const setRange = (next: AttendanceRange) => {
    const copy = new URLSearchParams(search);
    copy.set('range', next);
    setSearch(copy, { replace: true });
  };

  if (!signedIn) return <Alert severity="error">{t('webview.invalidCredentials')}</Alert>;
  if (!classId) return <Alert severity="error">{t('webview.invalidClassId')}</Alert>;
  const data = report.data;
  return (
    <Stack spacing={2.5} data-testid="attendance-report">
      {!webview && <BackToClass classId={classId} />}
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant={webview ? 'h5' : 'h4'} component="h1" sx={{ fontWeight: 800 }}>
            {t('attendance.report.title')}
          </Typography>
          {data && (
            <Typography color="text.secondary">
              {t('attendance.report.subtitle', { name: data.className, count: data.sessions })}
            </Typography>
          )}
        </Box>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <RangeSelect value={range} onChange={setRange} />
          <Button
            startIcon={<DownloadIcon />}
            variant="outlined"
            onClick={() => void exportAttendance(classId, range)}
            data-testid="report-export"
          >
            {t('attendance.export')}
          </Button>
        </Stack>
      </Stack>
      {report.isPending && <Skeleton variant="rounded" height={240} />}
      {report.isError && <Alert severity="error">{report.error.message}</Alert>}
      {data && (
        <>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center' }} data-testid="report-totals">
              <Typography sx={{ fontWeight: 700, mr: 1 }}>
                {data.rate === null
                  ? t('attendance.history.noRate')
                  : t('attendance.history.rate', { rate: data.rate })}
              </Typography>
              {ATTENDANCE_STATUSES.map((status) => (
                <StatusChip key={status} status={status} count={data.counts[status]} />
              ))}
            </Stack>
          </Paper>
          <TableContainer component={Paper} variant="outlined">
            <Table
              size="small"
              aria-label={t('attendance.report.title')}
              sx={{ '& th, & td': { px: { xs: 1, sm: 2 } } }}
            >
              <TableHead>
                <TableRow>
                  <TableCell>{t('attendance.report.student')}</TableCell>
                  {ATTENDANCE_STATUSES.map((status) => (
                    <TableCell key={status} align="right" title={t(`attendance.status.${status}`)}>
                      <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
                        {t(`attendance.status.${status}`)}
                      </Box>
                      <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }} aria-hidden>
                        {t(`attendance.letter.${status}`)}
                      </Box>
                    </TableCell>
                  ))}
                  <TableCell align="right">{t('attendance.report.rate')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.students.map((student) => (
                  <TableRow key={student.studentId} data-testid="report-row">
                    <TableCell
                      sx={{
                        maxWidth: { xs: 120, sm: 'none' },
                        overflow: 'hidden',
                        textOverflow: 'ellipsis',
                        whiteSpace: 'nowrap',
                      }}
                    >
                      {webview ? (
                        <UserText>{personName(student)}</UserText>
                      ) : (
                        <Link
                          component={RouterLink}
                          to={`/classes/${classId}/students/${student.studentId}/attendance`}
                        >
                          <UserText>{personName(student)}</UserText>
                        </Link>
                      )}
                    </TableCell>
                    {ATTENDANCE_STATUSES.map((status) => (
                      <TableCell key={status} align="right" data-status={status}>
                        {student.counts[status]}
                      </TableCell>
                    ))}
                    <TableCell align="right">{student.rate === null ? '—' : `${student.rate}%`}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </>
      )}
    </Stack>
  );
}
