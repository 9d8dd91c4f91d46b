import { Alert, Skeleton } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useRouteParams } from '../../../lib/route-params';
import { useSessionStore } from '../../../lib/session-store';
import { useAttempt, useMyAssessments } from '../api/taking';
import { AssessmentNotAvailable } from '../components/assessment-not-available';
import { DoneView } from '../components/done-view';
import { StartScreen } from '../components/start-screen';
import { TakingScreen } from '../components/taking-screen';

/**
 * A student takes an assessment: first its start screen (limit and instructions), while it is not started;
 * then the attempt. `webview`: inside the mobile apps (no links to the web's lists).
 */
export function TakeAssessment({ assessmentId, webview = false }: { assessmentId: string; webview?: boolean }) {
  const learner = useSessionStore((state) => Boolean(state.session?.roles.includes('learner')));
  const mine = useMyAssessments(undefined, learner);
  const [started, setStarted] = useState(false);
  if (learner && mine.isPending) return <Skeleton variant="rounded" height={360} />;
  const item = mine.data?.items.find((entry) => entry.assessmentId === assessmentId);
  const notStarted = item && !item.assessmentResponseId && (item.state === 'DUE' || item.state === 'OVERDUE');
  if (notStarted && !started) return <StartScreen item={item} onStart={() => setStarted(true)} />;
  return <Attempt assessmentId={assessmentId} webview={webview} />;
}

/** The attempt: the first read starts it; a reload resumes it with every answer; once submitted, the done page. */
function Attempt({ assessmentId, webview }: { assessmentId: string; webview: boolean }) {
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
