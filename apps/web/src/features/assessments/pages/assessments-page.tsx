import type { AssessmentCategory } from '@bright/contracts';
import { Stack, Tab, Tabs, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { AssessmentList } from '../components/assessment-list';

const PAGES = { TEST: '/dashboard/tests', ASSIGNMENT: '/dashboard/assignments' } as const;

/** /dashboard/tests and /dashboard/assignments: every class the caller teaches. */
export function AssessmentsPage({ category }: { category: AssessmentCategory }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t(category === 'TEST' ? 'assessments.pages.tests' : 'assessments.pages.assignments')}
      </Typography>
      <Tabs value={category} aria-label={t('assessments.pages.switch')}>
        <Tab
          value="TEST"
          label={t('assessments.pages.tests')}
          component={RouterLink}
          to={PAGES.TEST}
          data-testid="page-tests"
        />
        <Tab
          value="ASSIGNMENT"
          label={t('assessments.pages.assignments')}
          component={RouterLink}
          to={PAGES.ASSIGNMENT}
          data-testid="page-assignments"
        />
      </Tabs>
      <AssessmentList key={category} category={category} />
    </Stack>
  );
}

/** A class's own tests, as a tab of the class home. */
export function ClassAssessmentsTab({ classId }: { classId: string }) {
  return <AssessmentList category="TEST" classId={classId} />;
}
