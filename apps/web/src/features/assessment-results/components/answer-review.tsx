import type { ScoredAnswer } from '@bright/contracts';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CancelIcon from '@mui/icons-material/Cancel';
import HourglassEmptyIcon from '@mui/icons-material/HourglassEmpty';
import { Box, Button, Chip, Paper, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { describeAnswer, describeKey, parseScore, readableDescription } from '../lib/answer-text';
import { userTextBlock, withShownOptionTitles } from '../../../lib/ui/user-text';

function Lines({ lines, empty, testId }: { lines: string[]; empty: string; testId: string }) {
  if (lines.length === 0)
    return (
      <Typography color="text.secondary" data-testid={testId}>
        {empty}
      </Typography>
    );
  return (
    <Box data-testid={testId}>
      {lines.map((line, i) => (
        <Typography key={i} {...userTextBlock} sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {line}
        </Typography>
      ))}
    </Box>
  );
}

function ScoreForm({ item, onScore, busy }: { item: ScoredAnswer; onScore: (score: number) => void; busy: boolean }) {
  const { t } = useTranslation();
  const [text, setText] = useState(item.score === null ? '' : String(item.score));
  const score = parseScore(text, item.points);
  const invalid = text.trim() !== '' && score === null;
  return (
    <Stack
      component="form"
      direction="row"
      spacing={1}
      sx={{ alignItems: 'flex-start' }}
      onSubmit={(event) => {
        event.preventDefault();
        if (score !== null) onScore(score);
      }}
    >
      <TextField
        size="small"
        label={t('assessmentResults.scoreOf', { points: item.points })}
        value={text}
        onChange={(event) => setText(event.target.value)}
        error={invalid}
        helperText={invalid ? t('assessmentResults.scoreRange', { max: item.points }) : ' '}
        sx={{ width: 150 }}
        slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'question-score-input' } }}
      />
      <Button type="submit" variant="contained" disabled={score === null || busy} data-testid="question-score-save">
        {t('assessmentResults.saveScore')}
      </Button>
    </Stack>
  );
}

/** One answer with the key, the automatic and the teacher's score; the rubric and reference answer beside it. */
export function AnswerReview({
  item,
  number,
  onScore,
  busy = false,
}: {
  item: ScoredAnswer;
  number: number;
  /** Given when the caller may grade. */
  onScore?: (score: number) => void;
  busy?: boolean;
}) {
  const { t } = useTranslation();
  const question = withShownOptionTitles(item.question, t);
  const fallback = (n: number) => t('assessmentTaking.optionN', { n });
  const Icon = item.waiting ? HourglassEmptyIcon : item.correct ? CheckCircleIcon : CancelIcon;
  const guide = question.answer || question.rubric;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      data-testid="answer-review"
      data-question-id={question.id}
      data-type={question.type}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 0.5 }}>
        <Icon color={item.waiting ? 'warning' : item.correct ? 'success' : 'error'} aria-hidden />
        <Typography variant="subtitle2" component="h3">
          {t('assessmentResults.questionN', { n: number })}
        </Typography>
        <Chip size="small" variant="outlined" label={t(`assessmentTaking.type.${question.type}`)} />
        {question.bloomLevel && <Chip size="small" label={t(`assessmentResults.bloom.label.${question.bloomLevel}`)} />}
        <Box sx={{ flexGrow: 1 }} />
        <Typography sx={{ fontWeight: 700 }} dir="ltr" data-testid="answer-score">
          {item.waiting ? t('assessmentResults.waiting') : `${item.score} / ${item.points}`}
        </Typography>
      </Stack>
      <Typography dir="auto" sx={{ mb: 1.5, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {readableDescription(question.description)}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: guide ? '1fr 1fr' : '1fr' } }}>
        <Stack spacing={1.5}>
          <Box>
            <Typography variant="overline">{t('assessmentResults.studentAnswer')}</Typography>
            <Lines
              lines={describeAnswer(question, item.answer, fallback)}
              empty={t('assessmentResults.noAnswer')}
              testId="student-answer"
            />
          </Box>
          <Box>
            <Typography variant="overline">{t('assessmentResults.key')}</Typography>
            <Lines
              lines={describeKey(question, fallback)}
              empty={t('assessmentResults.handScored')}
              testId="answer-key"
            />
          </Box>
          <Typography variant="body2" color="text.secondary" data-testid="auto-score">
            {item.autoScore === null
              ? t('assessmentResults.noAutoScore')
              : t('assessmentResults.autoScore', { score: item.autoScore, points: item.points })}
            {item.teacherScore !== null && ` · ${t('assessmentResults.teacherScore', { score: item.teacherScore })}`}
          </Typography>
          {onScore && <ScoreForm key={`${item.score}`} item={item} onScore={onScore} busy={busy} />}
        </Stack>
        {guide && (
          <Paper variant="outlined" sx={{ p: 1.5, bgcolor: 'action.hover' }} data-testid="rubric">
            {question.answer && (
              <>
                <Typography variant="overline">{t('assessmentResults.referenceAnswer')}</Typography>
                <Typography {...userTextBlock} sx={{ whiteSpace: 'pre-wrap', mb: 1 }}>
                  {question.answer}
                </Typography>
              </>
            )}
            {question.rubric && (
              <>
                <Typography variant="overline">{t('assessmentResults.rubric')}</Typography>
                <Typography {...userTextBlock} sx={{ whiteSpace: 'pre-wrap' }}>
                  {question.rubric}
                </Typography>
              </>
            )}
          </Paper>
        )}
      </Box>
    </Paper>
  );
}
