import type { QuestionAnalysis } from '@bright/contracts';
import { Chip, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { readableDescription } from '../lib/answer-text';
import { optionBars } from '../lib/chart-data';
import { OptionChart } from './option-chart';
import { optionTitle } from '../../../lib/ui/user-text';

/** Per question: how many answered, got it right, wait for grading, the average score and the option chart. */
export function QuestionAnalysisList({ questions }: { questions: QuestionAnalysis[] }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5} data-testid="question-analysis">
      {questions.map((question) => (
        <Paper
          key={question.questionId}
          variant="outlined"
          sx={{ p: 2 }}
          data-testid="analysis-question"
          data-question-id={question.questionId}
        >
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1, rowGap: 0.5 }}>
            <Typography variant="subtitle2" component="h3">
              {t('assessmentResults.questionN', { n: question.position + 1 })}
            </Typography>
            <Chip size="small" variant="outlined" label={t(`assessmentTaking.type.${question.type}`)} />
            {question.bloomLevel && (
              <Chip size="small" label={t(`assessmentResults.bloom.label.${question.bloomLevel}`)} />
            )}
          </Stack>
          <Typography dir="auto" sx={{ mb: 1, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {readableDescription(question.description)}
          </Typography>
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mb: question.options.length ? 1.5 : 0 }}
            data-testid="analysis-numbers"
          >
            {t('assessmentResults.analysisNumbers', {
              answered: question.answered,
              correct: question.correctCount,
              waiting: question.waitingCount,
              average: Math.round(question.averageScore * 100) / 100,
              points: question.points,
            })}
          </Typography>
          {question.options.length > 0 && (
            <OptionChart
              bars={optionBars(
                question.options.map((o) => ({
                  id: o.id,
                  title: optionTitle(question.type, o.title, t),
                  count: o.chosen,
                  correct: o.correct,
                })),
                question.answered,
                (i) => t('assessmentTaking.optionN', { n: i + 1 }),
              )}
            />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
