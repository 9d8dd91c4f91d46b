import { MultipleSelectAnswer, SingleChoiceAnswer } from './choice-answer';
import { OrderingAnswer } from './ordering-answer';
import type { AnswerInputProps } from './question-types';
import { BlanksAnswer, MatchingAnswer, NumericAnswer, TextAnswer } from './text-answers';

/** The input that fits the question's type. */
export function AnswerInput(props: AnswerInputProps) {
  switch (props.question.type) {
    case 'MCQ':
    case 'TRUE_OR_FALSE':
    case 'PICTURE_CHOICE':
      return <SingleChoiceAnswer {...props} />;
    case 'MULTIPLE_SELECT':
      return <MultipleSelectAnswer {...props} />;
    case 'SHORT_ANSWER':
    case 'LONG_ANSWER':
      return <TextAnswer {...props} />;
    case 'FILL_IN_THE_BLANK':
      return <BlanksAnswer {...props} />;
    case 'MATCHING':
      return <MatchingAnswer {...props} />;
    case 'ORDERING':
      return <OrderingAnswer {...props} />;
    case 'NUMERIC':
      return <NumericAnswer {...props} />;
  }
}
