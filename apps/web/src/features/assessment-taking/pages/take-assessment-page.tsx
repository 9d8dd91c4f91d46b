import { Alert, Skeleton } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useRouteParams } from '../../../lib/route-params';
import { useAttempt } from '../api/taking';
import { AssessmentNotAvailable } from '../components/assessment-not-available';
import { DoneView } from '../components/done-view';
import { TakingScreen } from '../components/taking-screen';

/**
 * A student takes an assessment: the first read starts the attempt; a reload resumes it with every
 * answer; once submitted, the done page. `webview`: inside the mobile apps (no links to the web's lists).
 */
export function TakeAssessment({ assessmentId, webview = false }: { assessmentId: string; webview?: boolean }) {
  const { t } = useTranslation();
  const attempt = useAttempt(assessmentId);
  if (attempt.isPending) return <Skeleton variant="rounded" height={360} />;
  if (attempt.isError) {
    const status = attempt.error instanceof ApiError ? attempt.error.status : 0;
    if (status === 404) return <AssessmentNotAvailable />;
    return <Alert severity="error">{attempt.error.message}</Alert>;
  }
  const { view, offset } = attempt.data;
  if (view.view !== 'student') return <Alert severity="info">{t('assessmentTaking.studentsOnly')}</Alert>;
  if (view.response.status === 'IN_PROGRESS') return <TakingScreen view={view} offset={offset} />;
  const reportPath = webview
    ? `/assessment-results-webview/student_report?assessmentResponseId=${encodeURIComponent(view.response.assessmentResponseId)}`
    : `/assessment/report/${encodeURIComponent(view.response.assessmentResponseId)}`;
  return (
    <DoneView
      assessment={view.assessment}
      response={view.response}
      reportLink={reportPath}
      backLink={webview ? undefined : '/dashboard/my-assessments'}
    />
  );
}

/** /assessment/take/:assessmentId */
export function TakeAssessmentPage() {
  const { assessmentId = '' } = useRouteParams<'assessmentId'>('/assessment/take/:assessmentId');
  return <TakeAssessment key={assessmentId} assessmentId={assessmentId} />;
}
