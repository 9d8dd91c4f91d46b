import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { useMyAssessments } from '../api/taking';
import { MyAssessmentList, WEB_LINKS } from '../components/my-assessment-list';

const useIsLearner = () => useSessionStore((state) => state.session?.roles.includes('learner') ?? false);

/** /dashboard/my-assessments: the student's assigned assessments. */
export function MyAssessmentsPage() {
  const { t } = useTranslation();
  const learner = useIsLearner();
  const list = useMyAssessments(undefined, learner);
  return (
    <Stack spacing={2} data-testid="my-assessments">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('assessmentTaking.myTitle')}
        </Typography>
        {learner && (
          <Button component={RouterLink} to="/overduePage">
            {t('assessmentTaking.overdueLink')}
          </Button>
        )}
      </Stack>
      {!learner ? (
        <Alert severity="info">{t('assessmentTaking.studentsOnly')}</Alert>
      ) : list.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : (
        <MyAssessmentList items={list.data.items} links={WEB_LINKS} />
      )}
    </Stack>
  );
}

/** /overduePage: the assessments past their due date and not submitted (SPEC §2). */
export function OverduePage() {
  const { t } = useTranslation();
  const learner = useIsLearner();
  const list = useMyAssessments(undefined, learner);
  return (
    <Stack spacing={2} data-testid="overdue-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('assessmentTaking.overdueTitle')}
      </Typography>
      {!learner ? (
        <Alert severity="info">{t('assessmentTaking.studentsOnly')}</Alert>
      ) : list.isPending ? (
        <Skeleton variant="rounded" height={200} />
      ) : list.isError ? (
        <Alert severity="error">{list.error.message}</Alert>
      ) : (
        <MyAssessmentList items={list.data.items} links={WEB_LINKS} states={['OVERDUE']} />
      )}
    </Stack>
  );
}

/** A class's assessments for its student, on the class page. */
export function ClassAssessmentsPanel({ classId }: { classId: string }) {
  const list = useMyAssessments(classId);
  if (list.isPending) return <Skeleton variant="rounded" height={160} />;
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  return <MyAssessmentList items={list.data.items} links={WEB_LINKS} />;
}
