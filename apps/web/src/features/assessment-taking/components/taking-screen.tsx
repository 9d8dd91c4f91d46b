import { type AnswerValue, type TakingView, isAnswered } from '@bright/contracts';
import TimerOutlinedIcon from '@mui/icons-material/TimerOutlined';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { saveAnswer, useSubmitAttempt } from '../api/taking';
import { useAnswerSaver } from '../hooks/use-answer-saver';
import { useCountdown } from '../hooks/use-countdown';
import { formatRemaining } from '../lib/clock';
import {
  isFirst,
  isLast,
  nextIndex,
  previousIndex,
  readPosition,
  resetPosition,
  writePosition,
} from '../lib/navigation';
import { clearPending, mergeAnswers, readPending } from '../lib/pending-answers';
import { QuestionCard } from './question-card';
import { QuestionMap } from './question-map';
import { isTypedAnswer } from './question-types';
import { SaveIndicator } from './save-indicator';
import { SubmitDialog } from './submit-dialog';
import { UserText } from '../../../lib/ui/user-text';

function Countdown({ left }: { left: number | null }) {
  const { t } = useTranslation();
  if (left === null) return null;
  const low = left <= 60_000;
  return (
    <Chip
      icon={<TimerOutlinedIcon />}
      color={low ? 'error' : 'default'}
      label={<span dir="ltr">{formatRemaining(left)}</span>}
      aria-label={t('assessmentTaking.timeLeft', { time: formatRemaining(left) })}
      role="timer"
      data-testid="countdown"
      sx={{ fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
    />
  );
}

/** The attempt in progress: one question at a time, the map, the countdown, saving as answers are given. */
export function TakingScreen({ view, offset }: { view: TakingView; offset: number }) {
  const { t } = useTranslation();
  const { response, assessment, questions } = view;
  const responseId = response.assessmentResponseId;
  const count = questions.length;
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>(() =>
    mergeAnswers(Object.fromEntries(view.answers.map((a) => [a.questionId, a.answer])), readPending(responseId)),
  );
  const [index, setIndex] = useState(() => readPosition(responseId, count));
  const [confirming, setConfirming] = useState(false);
  const [submitError, setSubmitError] = useState<string | null>(null);
  const saver = useAnswerSaver(responseId, (questionId, answer) => saveAnswer(responseId, questionId, answer));
  const submit = useSubmitAttempt(assessment.assessmentId);
  const submitting = useRef(false);

  /** Moves to a question and remembers it for a reload (ending the test clears it instead). */
  const go = (to: number) => {
    setIndex(to);
    writePosition(responseId, to);
  };

  const answered = useMemo(() => questions.map((q) => isAnswered(q.type, answers[q.id])), [questions, answers]);
  const unanswered = answered.flatMap((done, i) => (done ? [] : [i + 1]));
  const question = questions[index];

  const onAnswer = (answer: AnswerValue) => {
    if (!question) return;
    setAnswers((all) => ({ ...all, [question.id]: answer }));
    saver.saver.record(question.id, answer, isTypedAnswer(question.type));
  };

  const finish = useCallback(async () => {
    if (submitting.current) return;
    submitting.current = true;
    setSubmitError(null);
    try {
      if (!(await saver.saver.flushAll())) {
        setSubmitError(t('assessmentTaking.notAllSaved'));
        return;
      }
      await submit.mutateAsync(responseId);
      clearPending(responseId);
      // SPEC §4: ending the test resets the index to 0.
      setIndex(resetPosition(responseId));
    } catch (error) {
      setSubmitError(error instanceof Error ? error.message : String(error));
      setConfirming(true);
    } finally {
      submitting.current = false;
    }
  }, [saver, submit, responseId, t]);

  const left = useCountdown(response.deadline, offset, () => void finish());

  if (!question) return <Alert severity="info">{t('assessmentTaking.noQuestions')}</Alert>;
  return (
    <Stack spacing={2} data-testid="taking-screen" data-response-id={responseId}>
      <Paper
        variant="outlined"
        sx={{ p: 2, position: 'sticky', top: { xs: 56, sm: 64 }, zIndex: 2 }}
        component="header"
      >
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <Typography
            variant="h6"
            component="h1"
            sx={{ fontWeight: 800, flexGrow: 1, minWidth: 0, overflowWrap: 'anywhere' }}
          >
            <UserText>{assessment.name}</UserText>
          </Typography>
          <SaveIndicator state={saver.state} />
          <Countdown left={left} />
        </Stack>
      </Paper>
      {left === 0 && <Alert severity="warning">{t('assessmentTaking.timeUp')}</Alert>}
      {saver.refusal && <Alert severity="error">{saver.refusal}</Alert>}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 260px' }, alignItems: 'start' }}>
        <Stack spacing={2}>
          <QuestionCard
            question={question}
            number={index + 1}
            total={count}
            answer={answers[question.id]}
            onAnswer={onAnswer}
            disabled={left === 0 || submit.isPending}
          />
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
            <Button
              variant="outlined"
              onClick={() => go(previousIndex(index, count))}
              disabled={isFirst(index)}
              data-testid="question-previous"
            >
              {t('assessmentTaking.previous')}
            </Button>
            {isLast(index, count) ? (
              <Button variant="contained" onClick={() => setConfirming(true)} data-testid="open-submit">
                {t('assessmentTaking.submit')}
              </Button>
            ) : (
              <Button variant="contained" onClick={() => go(nextIndex(index, count))} data-testid="question-next">
                {t('assessmentTaking.next')}
              </Button>
            )}
          </Stack>
        </Stack>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <QuestionMap answered={answered} current={index} onJump={go} />
          <Button
            fullWidth
            sx={{ mt: 2 }}
            variant="outlined"
            onClick={() => setConfirming(true)}
            data-testid="map-submit"
          >
            {t('assessmentTaking.submit')}
          </Button>
        </Paper>
      </Box>
      <SubmitDialog
        open={confirming}
        unanswered={unanswered}
        error={submitError}
        busy={submit.isPending}
        onCancel={() => {
          setConfirming(false);
          setSubmitError(null);
        }}
        onConfirm={() => {
          setConfirming(false);
          void finish();
        }}
      />
    </Stack>
  );
}
