import { isStaff } from '@bright/contracts';
import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { ClassAssessmentList } from '../../features/assessment-results/components/class-assessment-list';
import { AssessmentOverview } from '../../features/assessment-results/pages/assessment-overview';
import { AssessmentResults } from '../../features/assessment-results/pages/results-page';
import { AssessmentNotAvailable } from '../../features/assessment-taking/components/assessment-not-available';
import { entryTarget } from '../../features/assessment-taking/pages/assessment-entry';
import { ClassAssessmentsWebviewList } from '../../features/assessment-taking/pages/my-assessments-webview';
import { TakeAssessment } from '../../features/assessment-taking/pages/take-assessment-page';
import { useMyClasses } from '../../lib/class-queries';
import { useRouteParams } from '../../lib/route-params';
import { useSessionStore } from '../../lib/session-store';
import { WebviewMessage } from './webview-message';

/**
 * The assessment webviews of SPEC §2, composed from the taking and results features by role: staff see
 * the overview and results, learners take the assessment and see their own report.
 */
function useWebviewSession() {
  const session = useSessionStore((state) => state.session);
  return { signedIn: Boolean(session), staff: session ? isStaff(session.roles) : false };
}

const reportLink = (assessmentResponseId: string) =>
  `/assessment-results-webview/student_report?${new URLSearchParams({ assessmentResponseId })}`;

/** /assessment-webview?assessmentId&classId&className */
export function AssessmentWebviewPage() {
  const [params] = useSearchParams();
  const { signedIn, staff } = useWebviewSession();
  const assessmentId = params.get('assessmentId') ?? '';
  if (!signedIn) return <WebviewMessage messageKey="invalidCredentials" />;
  if (!assessmentId) return <AssessmentNotAvailable />;
  return (
    <Stack data-testid="assessment-webview" data-class-id={params.get('classId') ?? ''}>
      {staff ? (
        <AssessmentOverview assessmentId={assessmentId} className={params.get('className') ?? undefined} />
      ) : (
        <TakeAssessment key={assessmentId} assessmentId={assessmentId} webview />
      )}
    </Stack>
  );
}

/** /assessment-results-webview?assessmentId&className */
export function AssessmentResultsWebviewPage() {
  const [params] = useSearchParams();
  const { signedIn, staff } = useWebviewSession();
  const assessmentId = params.get('assessmentId') ?? '';
  if (!signedIn) return <WebviewMessage messageKey="invalidCredentials" />;
  if (!assessmentId) return <AssessmentNotAvailable />;
  return (
    <Stack data-testid="assessment-results-webview">
      {staff ? (
        <AssessmentResults
          assessmentId={assessmentId}
          title={params.get('className') ?? undefined}
          responseLink={(row) => reportLink(row.assessmentResponseId ?? '')}
        />
      ) : (
        <TakeAssessment key={assessmentId} assessmentId={assessmentId} webview />
      )}
    </Stack>
  );
}

/** /assessment-list-webview?classId */
export function AssessmentListWebviewPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { signedIn, staff } = useWebviewSession();
  const classId = params.get('classId') ?? '';
  if (!signedIn) return <WebviewMessage messageKey="invalidCredentials" />;
  if (!classId) return <WebviewMessage messageKey="invalidClassId" />;
  return (
    <Stack spacing={2} data-testid="assessment-list-webview" sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('areas.assessmentList')}
      </Typography>
      {staff ? (
        <ClassAssessmentList
          classId={classId}
          linkTo={(item) => entryTarget({ id: item.id, classId: item.classId, status: item.status }, item.className)}
        />
      ) : (
        <ClassAssessmentsWebviewList classId={classId} />
      )}
    </Stack>
  );
}

/** /webview/assessment/full/:classId, after the token sign-in: the class must be the user's. */
export function AssessmentListEntry() {
  const { classId = '' } = useRouteParams<'classId'>('/webview/assessment/full/:classId');
  const classes = useMyClasses();
  if (classes.isPending) return <Skeleton variant="rounded" height={240} />;
  if (classes.isError) return <Alert severity="error">{classes.error.message}</Alert>;
  if (!classes.data.some((klass) => klass.classId === classId)) return <WebviewMessage messageKey="invalidClassId" />;
  return <Navigate to={`/assessment-list-webview?${new URLSearchParams({ classId })}`} replace />;
}
