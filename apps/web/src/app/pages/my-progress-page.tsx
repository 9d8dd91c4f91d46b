import { Alert, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { StudentBadges } from '../../features/badges/components/student-badges';
import { StudentBehaviour } from '../../features/behaviour/components/student-behaviour';
import { useMyClasses } from '../../lib/class-queries';
import { UserText } from '../../lib/ui/user-text';

/** /progress: a student's own badges and behaviour, class by class (composed: features stay apart). */
export function MyProgressPage() {
  const { t } = useTranslation();
  const classes = useMyClasses();
  const mine = (classes.data ?? []).filter((klass) => klass.relation === 'learner');
  return (
    <Stack spacing={3} data-testid="my-progress">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('progress.title')}
      </Typography>
      {classes.isPending && <Skeleton variant="rounded" height={240} />}
      {classes.isSuccess && mine.length === 0 && <Alert severity="info">{t('progress.noClasses')}</Alert>}
      {mine.map((klass) => (
        <Card key={klass.classId} variant="outlined" data-testid="progress-class">
          <CardContent>
            <Stack spacing={2.5}>
              <Typography variant="h6" component="h2">
                <UserText>{klass.name}</UserText>
              </Typography>
              <StudentBadges classId={klass.classId} />
              <StudentBehaviour classId={klass.classId} />
            </Stack>
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}
