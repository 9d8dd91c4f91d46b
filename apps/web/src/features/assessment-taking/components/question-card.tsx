import type { AnswerValue, TakingQuestion } from '@bright/contracts';
import { Box, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuthedFile } from '../../../lib/authed-file';
import { AnswerInput } from './answer-input';

function QuestionPicture({ url }: { url: string }) {
  const { t } = useTranslation();
  const file = useAuthedFile(url);
  if (!file.data) return <Skeleton variant="rounded" height={180} sx={{ maxWidth: 360 }} />;
  return (
    <Box
      component="img"
      src={file.data}
      alt={t('assessmentTaking.questionPicture')}
      data-testid="question-image"
      sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, objectFit: 'contain', borderRadius: 1 }}
    />
  );
}

/** One question: its number, points, text, picture and the answer input of its type. */
export function QuestionCard({
  question,
  number,
  total,
  answer,
  onAnswer,
  disabled,
}: {
  question: TakingQuestion;
  number: number;
  total: number;
  answer: AnswerValue | undefined;
  onAnswer: (answer: AnswerValue) => void;
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const pictures = question.files.filter((file) => file.contentType.startsWith('image/'));
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={`question-title-${question.id}`}
      sx={{ p: { xs: 2, sm: 3 } }}
      data-testid="question-card"
      data-question-id={question.id}
      data-type={question.type}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1.5 }}>
        <Typography variant="overline" component="h2" id={`question-title-${question.id}`} sx={{ fontWeight: 700 }}>
          {t('assessmentTaking.questionOf', { n: number, total })}
        </Typography>
        <Chip size="small" label={t('assessmentTaking.points', { count: question.points })} />
        <Chip size="small" variant="outlined" label={t(`assessmentTaking.type.${question.type}`)} />
      </Stack>
      <Stack spacing={2}>
        {question.type !== 'FILL_IN_THE_BLANK' && (
          <Typography
            sx={{ fontSize: '1.1rem', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            data-testid="question-text"
            dir="auto"
          >
            {question.description}
          </Typography>
        )}
        {question.image && <QuestionPicture url={question.image} />}
        {pictures.map((file) => (
          <QuestionPicture key={file.id} url={file.url} />
        ))}
        <AnswerInput key={question.id} question={question} value={answer} onChange={onAnswer} disabled={disabled} />
      </Stack>
    </Paper>
  );
}
