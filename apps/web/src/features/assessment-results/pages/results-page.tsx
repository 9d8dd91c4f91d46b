import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import DownloadIcon from '@mui/icons-material/Download';
import { Alert, Button, FormControlLabel, Paper, Skeleton, Stack, Switch, Typography } from '@mui/material';
import type { RosterRow } from '../api/results';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import {
  downloadResultsCsv,
  useAssessmentDetail,
  useAssessmentResult,
  useClassBloomReport,
  useReleaseResults,
  useRoster,
} from '../api/results';
import { BloomReportView } from '../components/bloom-report-view';
import { QuestionAnalysisList } from '../components/question-analysis';
import { RosterTable } from '../components/roster-table';
import { SummaryCards } from '../components/summary-cards';
import { UserText } from '../../../lib/ui/user-text';

/** The results of one assessment for its teachers: summary, responses, Bloom report, per-question analysis. */
export function AssessmentResults({
  assessmentId,
  responseLink,
  title,
  backToClass = false,
}: {
  assessmentId: string;
  responseLink: (row: RosterRow) => string;
  /** A way back to the class's tests (not in the chrome-less webview). */
  backToClass?: boolean;
  /** Shown instead of the assessment's name (the webview passes the class name along). */
  title?: string;
}) {
  const { t } = useTranslation();
  const detail = useAssessmentDetail(assessmentId);
  const result = useAssessmentResult(assessmentId);
  const bloom = useClassBloomReport(assessmentId);
  const roster = useRoster(assessmentId);
  const release = useReleaseResults(assessmentId);
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  if (detail.isPending || result.isPending) return <Skeleton variant="rounded" height={320} />;
  if (result.isError) return <Alert severity="error">{result.error.message}</Alert>;
  const released = detail.data.settings.resultsReleased;
  return (
    <Stack spacing={3} data-testid="assessment-results" data-assessment-id={assessmentId}>
      {backToClass && (
        <Button
          component={RouterLink}
          to={`/classes/${encodeURIComponent(detail.data.classId)}?tab=tests`}
          startIcon={
            <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          }
          sx={{ alignSelf: 'flex-start' }}
          data-testid="results-back"
        >
          {t('assessmentResults.backToClass')}
        </Button>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            <UserText>{detail.data.name}</UserText>
          </Typography>
          <Typography color="text.secondary">
            <UserText>{title ?? detail.data.className}</UserText> · {t('assessmentResults.title')}
          </Typography>
        </Stack>
        <Button
          startIcon={<DownloadIcon />}
          variant="outlined"
          onClick={() => void downloadResultsCsv(assessmentId)}
          data-testid="results-csv"
        >
          {t('assessmentResults.csv')}
        </Button>
      </Stack>
      {detail.data.abilities.canEdit && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <FormControlLabel
            control={
              <Switch
                checked={released}
                onChange={(event) => release.mutate(event.target.checked)}
                disabled={release.isPending}
                slotProps={{ input: { 'aria-describedby': 'release-help' } }}
                data-testid="release-results"
              />
            }
            label={t('assessmentResults.release')}
          />
          <Typography id="release-help" variant="body2" color="text.secondary">
            {released ? t('assessmentResults.releasedHelp') : t('assessmentResults.notReleasedHelp')}
          </Typography>
        </Paper>
      )}
      <SummaryCards result={result.data} />
      <Stack spacing={1} component="section">
        <Typography variant="h6" component="h2">
          {t('assessmentResults.responses')}
        </Typography>
        {roster.isPending ? (
          <Skeleton variant="rounded" height={160} />
        ) : (
          roster.data && <RosterTable rows={roster.data.rows} responseLink={responseLink} />
        )}
      </Stack>
      {bloom.data && <BloomReportView report={bloom.data} />}
      <Stack spacing={1} component="section">
        <Typography variant="h6" component="h2">
          {t('assessmentResults.perQuestion')}
        </Typography>
        <QuestionAnalysisList questions={result.data.questions} />
      </Stack>
    </Stack>
  );
}

/** /dashboard/assessment/:assessmentId/results */
export function ResultsPage() {
  const { assessmentId = '' } = useRouteParams<'assessmentId'>('/dashboard/assessment/:assessmentId/results');
  return (
    <AssessmentResults
      assessmentId={assessmentId}
      backToClass
      responseLink={(row) =>
        `/dashboard/assessment/${encodeURIComponent(assessmentId)}/responses/${encodeURIComponent(row.assessmentResponseId ?? '')}`
      }
    />
  );
}
