import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useClassSummary } from '../../../lib/class-queries';
import { useSessionStore } from '../../../lib/session-store';
import { AttendanceSheet } from '../components/attendance-sheet';
import { StudentHistory } from '../components/student-history';
import { UserText } from '../../../lib/ui/user-text';

/**
 * /studentAttendance-webview?classId=…[&studentId=…]: in the mobile apps, a teacher takes the class's
 * attendance (or reads a student's history with studentId); a student reads their own.
 */
export function StudentAttendanceWebview() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSessionStore((state) => Boolean(state.session));
  const classId = params.get('classId') ?? '';
  const studentId = params.get('studentId') ?? undefined;
  const klass = useClassSummary(signedIn ? classId : '');
  const [done, setDone] = useState(false);
  if (!signedIn) return <Alert severity="error">{t('webview.invalidCredentials')}</Alert>;
  if (!classId) return <Alert severity="error">{t('webview.invalidClassId')}</Alert>;
  if (klass.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!klass.data) return <Alert severity="error">{t('webview.invalidClassId')}</Alert>;
  const teach = klass.data.abilities.canTeach;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }} data-testid="student-attendance-webview">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {teach && !studentId ? t('attendance.take.title') : t('attendance.history.title')} ·{' '}
        <UserText>{klass.data.name}</UserText>
      </Typography>
      {teach && !studentId ? (
        done ? (
          <Alert severity="success">{t('attendance.take.done')}</Alert>
        ) : (
          <AttendanceSheet klass={klass.data} onDone={() => setDone(true)} />
        )
      ) : (
        <StudentHistory classId={classId} studentId={studentId} showName={teach} />
      )}
    </Stack>
  );
}
