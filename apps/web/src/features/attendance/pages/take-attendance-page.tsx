import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useClassSummary } from '../../../lib/class-queries';
import { AttendanceSheet } from '../components/attendance-sheet';
import { BackToClass } from '../components/back-to-class';
import { useRouteParams } from '../../../lib/route-params';

/** /classes/:classId/attendance: Take Attendance; afterwards, today's report. */
export function TakeAttendancePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { classId = '' } = useRouteParams<'classId'>('/classes/:classId');
  const klass = useClassSummary(classId);
  if (klass.isPending) return <Skeleton variant="rounded" height={280} />;
  if (!klass.data) return <Alert severity="error">{t('attendance.classMissing')}</Alert>;
  return (
    <Stack spacing={2} data-testid="take-attendance-page">
      <BackToClass classId={classId} />
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('attendance.take.title')}
        </Typography>
        <Typography color="text.secondary">
          {klass.data.name} · {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'full' }).format(new Date())}
        </Typography>
      </Box>
      {klass.data.abilities.canTeach ? (
        <AttendanceSheet
          klass={klass.data}
          onDone={() => void navigate(`/classes/${classId}/attendance/report?range=TODAY`)}
        />
      ) : (
        <Alert severity="info">{t('attendance.teachersOnly')}</Alert>
      )}
    </Stack>
  );
}
