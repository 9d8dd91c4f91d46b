import PublishIcon from '@mui/icons-material/Publish';
import { Alert, Box, Button, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '../../../lib/session-store';
import { useAssessmentDetail, useAssessmentQuestions, usePublishAssessment } from '../api/results';
import { describeKey, readableDescription } from '../lib/answer-text';
import { UserText, userTextBlock } from '../../../lib/ui/user-text';

/** The instructor's read-only overview of an assessment in the webview: settings, questions with keys, publish. */
export function AssessmentOverview({ assessmentId, className }: { assessmentId: string; className?: string }) {
  const { t } = useTranslation();
  const instituteId = useSessionStore((state) => state.session?.instituteId ?? '');
  const detail = useAssessmentDetail(assessmentId);
  const questions = useAssessmentQuestions(assessmentId);
  const publish = usePublishAssessment(assessmentId, instituteId);
  if (detail.isPending) return <Skeleton variant="rounded" height={320} />;
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  const assessment = detail.data;
  const fallback = (n: number) => t('assessmentTaking.optionN', { n });
  return (
    <Stack spacing={2} data-testid="assessment-overview" sx={{ maxWidth: 960, mx: 'auto' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Stack sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }}>
            <UserText>{assessment.name}</UserText>
          </Typography>
          <Typography color="text.secondary">
            <UserText>{className ?? assessment.className}</UserText> ·{' '}
            {t('assessmentTaking.minutes', { count: assessment.settings.timeLimit })}
          </Typography>
        </Stack>
        <Chip
          label={assessment.published ? t('assessmentResults.published') : t('assessmentResults.unpublished')}
          data-testid="overview-status"
        />
        {assessment.abilities.canEdit && !assessment.published && (
          <Button
            variant="contained"
            startIcon={<PublishIcon />}
            onClick={() => publish.mutate()}
            disabled={publish.isPending}
            data-testid="overview-publish"
          >
            {t('assessmentResults.publish')}
          </Button>
        )}
      </Stack>
      {assessment.settings.description && (
        <Typography {...userTextBlock} sx={{ whiteSpace: 'pre-wrap' }}>
          {assessment.settings.description}
        </Typography>
      )}
      {questions.isPending && <Skeleton variant="rounded" height={200} />}
      {questions.data?.questions.length === 0 && <Alert severity="info">{t('assessmentTaking.noQuestions')}</Alert>}
      {questions.data?.questions.map((question, index) => (
        <Paper key={question.id} variant="outlined" sx={{ p: 2 }} data-testid="overview-question">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap', rowGap: 0.5 }}>
            <Typography variant="subtitle2" component="h2">
              {t('assessmentResults.questionN', { n: index + 1 })}
            </Typography>
            <Chip size="small" variant="outlined" label={t(`assessmentTaking.type.${question.type}`)} />
            <Chip size="small" label={t('assessmentTaking.points', { count: question.points })} />
          </Stack>
          <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {readableDescription(question.description)}
          </Typography>
          {question.options.length > 0 && question.type !== 'MATCHING' && (
            <Box component="ul" sx={{ my: 1, pl: 3 }}>
              {question.options.map((option, i) => (
                <li key={option.id}>
                  <Typography sx={{ fontWeight: question.correctOptions.includes(option.id) ? 700 : 400 }}>
                    {option.title || fallback(i + 1)}
                  </Typography>
                </li>
              ))}
            </Box>
          )}
          {describeKey(question, fallback).length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t('assessmentResults.key')}: {describeKey(question, fallback).join(' · ')}
            </Typography>
          )}
        </Paper>
      ))}
    </Stack>
  );
}
