import type { AnswerValue, Question, TakingQuestion } from '@bright/contracts';
import { Alert, Chip, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuestions } from '../api/questions';
import { toTakingQuestion } from '../lib/preview';
import { UserText, optionTitle, userTextBlock } from '../../../lib/ui/user-text';

/** How the app draws one question as a student sees it (the taking screen's card, composed in app/). */
export type RenderPreviewQuestion = (props: {
  question: TakingQuestion;
  number: number;
  total: number;
  answer: AnswerValue | undefined;
  onAnswer: (answer: AnswerValue) => void;
}) => ReactNode;

function PlainQuestion({ question, number, total }: { question: TakingQuestion; number: number; total: number }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="question-card">
      <Typography variant="overline">{t('assessments.preview.questionOf', { n: number, total })}</Typography>
      <Typography {...userTextBlock} sx={{ whiteSpace: 'pre-wrap' }}>
        {question.description}
      </Typography>
      <Stack component="ul" sx={{ pl: 3 }}>
        {question.options.map((o) => (
          <li key={o.id}>
            <UserText>{optionTitle(question.type, o.title, t)}</UserText>
          </li>
        ))}
      </Stack>
    </Paper>
  );
}

/** The assessment as a student sees it: try the answers, nothing is saved. */
export function AssessmentPreview(props: {
  assessmentId: string;
  name: string;
  description: string;
  timeLimit: number;
  renderQuestion?: RenderPreviewQuestion;
}) {
  const { t } = useTranslation();
  const list = useQuestions(props.assessmentId);
  const [answers, setAnswers] = useState<Record<string, AnswerValue>>({});
  if (list.isPending) return <Skeleton variant="rounded" height={240} />;
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  const questions = list.data.questions.map((q: Question) => toTakingQuestion(q));
  return (
    <Stack spacing={2} data-testid="assessment-preview">
      <Alert severity="info">{t('assessments.preview.notice')}</Alert>
      <Stack spacing={0.5}>
        <Typography variant="h5" component="h2" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          <UserText>{props.name}</UserText>
        </Typography>
        {props.description && (
          <Typography color="text.secondary" {...userTextBlock} sx={{ whiteSpace: 'pre-wrap' }}>
            {props.description}
          </Typography>
        )}
        <Stack direction="row" spacing={1}>
          <Chip size="small" label={t('assessments.preview.timeLimit', { count: props.timeLimit })} />
          <Chip size="small" label={t('assessments.list.questions', { count: questions.length })} />
        </Stack>
      </Stack>
      {questions.length === 0 && <Typography color="text.secondary">{t('assessments.questions.empty')}</Typography>}
      {questions.map((question, index) => (
        <div key={question.id}>
          {props.renderQuestion ? (
            props.renderQuestion({
              question,
              number: index + 1,
              total: questions.length,
              answer: answers[question.id],
              onAnswer: (answer) => setAnswers((old) => ({ ...old, [question.id]: answer })),
            })
          ) : (
            <PlainQuestion question={question} number={index + 1} total={questions.length} />
          )}
        </div>
      ))}
    </Stack>
  );
}
