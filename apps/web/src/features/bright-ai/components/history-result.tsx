import type {
  GeneratedFlashcard,
  LessonPlanArtefact,
  QuizArtefact,
  RubricArtefact,
  SummaryArtefact,
} from '@bright/contracts';
import { Box, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { userTextBlock } from '../../../lib/ui/user-text';

type Result = {
  cards?: GeneratedFlashcard[];
  quiz?: QuizArtefact;
  plan?: LessonPlanArtefact;
  summary?: SummaryArtefact;
  rubric?: RubricArtefact;
};

/** A past result, read-only, in the shape its tool made it. */
export function HistoryResult({ result }: { result: unknown }) {
  const { t } = useTranslation();
  const { quiz, plan, summary, rubric, cards } = (result ?? {}) as Result;
  return (
    <Stack spacing={1.5} data-testid="history-result">
      {quiz?.questions.map((question, index) => (
        <Box key={index}>
          <Typography sx={{ fontWeight: 700 }} {...userTextBlock}>
            {index + 1}. {question.question}
          </Typography>
          <Box component="ul" sx={{ my: 0.5, ps: 3 }}>
            {question.options.map((option) => (
              <li key={option} {...userTextBlock}>
                {option}
                {option === question.answer && ` ✓`}
              </li>
            ))}
          </Box>
          <Typography variant="caption" color="text.secondary">
            {t(`brightAiTools.bloomLevel.${question.bloomLevel}`)}
          </Typography>
        </Box>
      ))}
      {plan && (
        <>
          <Typography variant="h6" component="h3" {...userTextBlock}>
            {plan.title}
          </Typography>
          {plan.phases.map((phase) => (
            <Box key={phase.phase}>
              <Typography sx={{ fontWeight: 700 }}>
                {t(`brightAiTools.phase.${phase.phase}`)} · {t('brightAiTools.minutes', { count: phase.minutes })}
              </Typography>
              <Typography variant="body2" {...userTextBlock}>
                {phase.activity}
              </Typography>
            </Box>
          ))}
        </>
      )}
      {cards?.map((card, index) => (
        <Box key={index}>
          <Typography sx={{ fontWeight: 700 }} {...userTextBlock}>
            {card.front}
          </Typography>
          <Typography variant="body2" {...userTextBlock}>
            {card.back}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t(`brightAiHub.flashcards.source.${card.source}`)}
          </Typography>
        </Box>
      ))}
      {summary?.summary.map((line, index) => (
        <Typography key={index} variant="body2" {...userTextBlock}>
          {line}
        </Typography>
      ))}
      {rubric && (
        <>
          <Typography variant="body2" {...userTextBlock}>
            {rubric.referenceAnswer}
          </Typography>
          {rubric.rubric.map((criterion) => (
            <Typography key={criterion.criterion} variant="body2" sx={{ fontWeight: 700 }} {...userTextBlock}>
              {criterion.criterion}
            </Typography>
          ))}
        </>
      )}
    </Stack>
  );
}
