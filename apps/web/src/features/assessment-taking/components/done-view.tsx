import type { ResponseSummary, TakingAssessment } from '@bright/contracts';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UserText } from '../../../lib/ui/user-text';

/**
 * After submitting: done; the score only once the teacher has released results, with the answers still
 * waiting for the teacher's grading shown as pending (they are not in the score yet).
 */
export function DoneView({
  assessment,
  response,
  reportLink,
  backLink,
}: {
  assessment: TakingAssessment;
  response: ResponseSummary;
  /** Where the student's report is (released results only). */
  reportLink?: string;
  backLink?: string;
}) {
  const { t } = useTranslation();
  const released = assessment.resultsReleased && response.score !== null;
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
      data-testid="taking-done"
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <TaskAltIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
        <Typography variant="h5" component="h1">
          {t('assessmentTaking.doneTitle')}
        </Typography>
        <Typography color="text.secondary">
          <UserText>{assessment.name}</UserText>
        </Typography>
        {released ? (
          <Typography variant="h4" data-testid="done-score" dir="ltr">
            {response.score} / {response.maxScore ?? assessment.maxScore}
          </Typography>
        ) : (
          <Typography data-testid="done-waiting">{t('assessmentTaking.scoreLater')}</Typography>
        )}
        {released && (response.waitingCount ?? 0) > 0 && (
          <Typography color="warning.main" data-testid="done-pending">
            {t('assessmentPending.doneWaiting', { count: response.waitingCount ?? 0, points: response.pendingScore })}
          </Typography>
        )}
        {response.late && <Typography color="warning.main">{t('assessmentTaking.submittedLate')}</Typography>}
        <Stack direction="row" spacing={1}>
          {released && reportLink && (
            <Button variant="contained" component={RouterLink} to={reportLink} data-testid="done-report">
              {t('assessmentTaking.seeReport')}
            </Button>
          )}
          {backLink && (
            <Button component={RouterLink} to={backLink}>
              {t('assessmentTaking.backToList')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Paper>
  );
}
