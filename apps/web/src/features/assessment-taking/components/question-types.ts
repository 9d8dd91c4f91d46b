import type { AnswerValue, QuestionType, TakingQuestion } from '@bright/contracts';

export type TakingOption = TakingQuestion['options'][number];

export interface AnswerInputProps {
  question: Pick<TakingQuestion, 'id' | 'type' | 'description' | 'options' | 'matchChoices'>;
  value: AnswerValue | undefined;
  onChange: (answer: AnswerValue) => void;
  disabled?: boolean;
}

/** Typed answers are saved after a pause; a click is saved at once. */
export const isTypedAnswer = (type: QuestionType) =>
  type === 'SHORT_ANSWER' || type === 'LONG_ANSWER' || type === 'FILL_IN_THE_BLANK' || type === 'NUMERIC';
