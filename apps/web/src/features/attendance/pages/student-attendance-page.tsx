import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { BackToClass } from '../components/back-to-class';
import { StudentHistory } from '../components/student-history';
import { useRouteParams } from '../../../lib/route-params';

/** /classes/:classId/students/:studentId/attendance: one student's history in a class. */
export function StudentAttendancePage() {
  const { t } = useTranslation();
  const { classId = '', studentId } = useRouteParams<'classId' | 'studentId'>('/classes/:classId/students/:studentId');
  return (
    <Stack spacing={2} data-testid="student-attendance-page">
      <BackToClass classId={classId} />
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('attendance.history.title')}
      </Typography>
      <StudentHistory classId={classId} studentId={studentId} />
    </Stack>
  );
}
