import type { ResponseStatus } from '@bright/contracts';
import { Alert, Button, MenuItem, Paper, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import {
  useResponseBloomReport,
  useResponseDetail,
  useRoster,
  useUpdateQuestionScore,
  useUpdateResponseScore,
  useUpdateResponseStatus,
} from '../api/results';
import { AnswerReview } from '../components/answer-review';
import { BloomReportView } from '../components/bloom-report-view';
import { ResponseHeader } from '../components/response-header';
import { parseScore } from '../lib/answer-text';

function OverallScore({ responseId, current, max }: { responseId: string; current: number | null; max: number }) {
  const { t } = useTranslation();
  const update = useUpdateResponseScore();
  const [text, setText] = useState(current === null ? '' : String(current));
  const score = parseScore(text, max);
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (score !== null) update.mutate({ assessmentResponseId: responseId, score });
      }}
    >
      <TextField
        size="small"
        label={t('assessmentResults.overallScore', { max })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={text.trim() !== '' && score === null}
        sx={{ width: 170 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'overall-score-input' } }}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={score === null || update.isPending}
        data-testid="overall-score-save"
      >
        {t('assessmentResults.override')}
      </Button>
    </Stack>
  );
}

/** A teacher grades one response: per-answer scores with the rubric beside, overall override, status, next and previous student. */
export function GradingView({
  assessmentId,
  responseId,
  linkTo,
}: {
  assessmentId: string;
  responseId: string;
  linkTo: (responseId: string) => string;
}) {
  const { t } = useTranslation();
  const detail = useResponseDetail(responseId);
  const roster = useRoster(assessmentId);
  const bloom = useResponseBloomReport(responseId);
  const scoreQuestion = useUpdateQuestionScore();
  const setStatus = useUpdateResponseStatus();
  if (detail.isPending) return <Skeleton variant="rounded" height={360} />;
  if (detail.isError) return <Alert severity="error">{detail.error.message}</Alert>;
  const { response, answers, abilities, assessment } = detail.data;
  const gradable = (roster.data?.rows ?? []).filter(
    (row) => row.assessmentResponseId && (row.status === 'SUBMITTED' || row.status === 'GRADED'),
  );
  const at = gradable.findIndex((row) => row.assessmentResponseId === responseId);
  const previous = at > 0 ? gradable[at - 1] : undefined;
  const next = at >= 0 && at < gradable.length - 1 ? gradable[at + 1] : undefined;
  return (
    <Stack spacing={2} data-testid="grading" data-response-id={responseId}>
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 1 }}>
        <Button component={RouterLink} to={`/dashboard/assessment/${encodeURIComponent(assessmentId)}/results`}>
          {t('assessmentResults.backToResults')}
        </Button>
        <Stack direction="row" spacing={1}>
          <Button
            disabled={!previous}
            component={RouterLink}
            to={previous ? linkTo(previous.assessmentResponseId!) : '#'}
            data-testid="previous-student"
          >
            {t('assessmentResults.previousStudent')}
          </Button>
          <Button
            disabled={!next}
            component={RouterLink}
            to={next ? linkTo(next.assessmentResponseId!) : '#'}
            data-testid="next-student"
          >
            {t('assessmentResults.nextStudent')}
          </Button>
        </Stack>
      </Stack>
      <ResponseHeader detail={detail.data} />
      {abilities.canGrade && response.status !== 'IN_PROGRESS' && (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <OverallScore
              key={`${response.score}`}
              responseId={responseId}
              current={response.score}
              max={response.maxScore ?? assessment.maxScore}
            />
            <TextField
              select
              size="small"
              label={t('assessmentResults.status')}
              value={response.status}
              onChange={(event) =>
                setStatus.mutate({ assessmentResponseId: responseId, status: event.target.value as ResponseStatus })
              }
              sx={{ minWidth: 200 }}
              slotProps={{ htmlInput: { 'data-testid': 'response-status' } }}
            >
              {(['SUBMITTED', 'GRADED', 'IN_PROGRESS'] as const).map((status) => (
                <MenuItem key={status} value={status}>
                  {status === 'IN_PROGRESS'
                    ? t('assessmentResults.reopen')
                    : t(`assessmentResults.statusLabel.${status}`)}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
        </Paper>
      )}
      {response.status === 'IN_PROGRESS' && <Alert severity="info">{t('assessmentResults.notSubmittedYet')}</Alert>}
      <Typography variant="h6" component="h2">
        {t('assessmentResults.answers')}
      </Typography>
      {answers.map((item, index) => (
        <AnswerReview
          key={item.questionId}
          item={item}
          number={index + 1}
          busy={scoreQuestion.isPending}
          onScore={
            abilities.canGrade && response.status !== 'IN_PROGRESS'
              ? (score) =>
                  scoreQuestion.mutate({ assessmentResponseId: responseId, questionId: item.questionId, score })
              : undefined
          }
        />
      ))}
      {bloom.data && <BloomReportView report={bloom.data} student />}
    </Stack>
  );
}

/** /dashboard/assessment/:assessmentId/responses/:responseId */
export function GradingPage() {
  const { assessmentId = '', responseId = '' } = useRouteParams<'assessmentId' | 'responseId'>(
    '/dashboard/assessment/:assessmentId/responses/:responseId',
  );
  return (
    <GradingView
      key={responseId}
      assessmentId={assessmentId}
      responseId={responseId}
      linkTo={(id) => `/dashboard/assessment/${encodeURIComponent(assessmentId)}/responses/${encodeURIComponent(id)}`}
    />
  );
}
