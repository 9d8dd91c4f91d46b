import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import { useSessionStore } from '../../../lib/session-store';
import { useResponseBloomReport, useResponseDetail } from '../api/results';
import { AnswerReview } from '../components/answer-review';
import { BloomReportView } from '../components/bloom-report-view';
import { ResponseHeader } from '../components/response-header';

/** A student's report once released (teachers always): answers, scores, key, Bloom report, PDF. */
export function StudentReport({ responseId }: { responseId: string }) {
  const { t } = useTranslation();
  const detail = useResponseDetail(responseId);
  const bloom = useResponseBloomReport(responseId, detail.isSuccess);
  if (!responseId) return <Alert severity="error">{t('assessmentResults.noResponseId')}</Alert>;
  if (detail.isPending) return <Skeleton variant="rounded" height={360} />;
  if (detail.isError)
    return (
      <Alert severity="info" data-testid="report-unavailable">
        {detail.error.message}
      </Alert>
    );
  return (
    <Stack spacing={2} data-testid="student-report" sx={{ maxWidth: 960, mx: 'auto' }}>
      <ResponseHeader detail={detail.data} />
      {bloom.data && <BloomReportView report={bloom.data} student />}
      <Typography variant="h6" component="h2">
        {t('assessmentResults.answers')}
      </Typography>
      {detail.data.answers.map((item, index) => (
        <AnswerReview key={item.questionId} item={item} number={index + 1} />
      ))}
    </Stack>
  );
}

/** /assessment/report/:responseId */
export function StudentReportPage() {
  const { responseId = '' } = useRouteParams<'responseId'>('/assessment/report/:responseId');
  return <StudentReport key={responseId} responseId={responseId} />;
}

/** /assessment-results-webview/student_report?assessmentResponseId=… */
export function StudentReportWebview() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSessionStore((state) => Boolean(state.session));
  if (!signedIn)
    return (
      <Alert severity="error" data-testid="webview-message">
        {t('webview.invalidCredentials')}
      </Alert>
    );
  const responseId = params.get('assessmentResponseId') ?? '';
  return <StudentReport key={responseId} responseId={responseId} />;
}
