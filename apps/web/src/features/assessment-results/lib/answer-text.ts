import type { AnswerValue, KeyedQuestion } from '@bright/contracts';

type Question = Pick<KeyedQuestion, 'type' | 'options' | 'correctOptions' | 'acceptedAnswers' | 'blanks' | 'numeric'>;

/** An option's words (its title, or 'Option n' when it is a picture only). */
const optionText = (question: Question, id: string, fallback: (n: number) => string) => {
  const index = question.options.findIndex((o) => o.id === id);
  if (index < 0) return id;
  return question.options[index]!.title.trim() || fallback(index + 1);
};

/** A question's text as people read it: fill-in-the-blank marks `{{n}}` shown as a line to fill. */
export const readableDescription = (description: string) => description.replace(/\{\{\d+\}\}/g, '_____');

/** A student's answer as lines of text, in the question's terms; [] when unanswered. */
export function describeAnswer(
  question: Question,
  answer: AnswerValue | null | undefined,
  fallback: (n: number) => string,
): string[] {
  if (!answer) return [];
  switch (question.type) {
    case 'SHORT_ANSWER':
    case 'LONG_ANSWER':
      return answer.text?.trim() ? [answer.text] : [];
    case 'FILL_IN_THE_BLANK':
      return (answer.blanks ?? []).map((text, i) => `${i + 1}: ${text.trim() || '–'}`);
    case 'NUMERIC':
      return typeof answer.number === 'number' ? [String(answer.number)] : [];
    case 'MATCHING':
      return question.options
        .filter((o) => answer.pairs?.[o.id])
        .map((o, i) => `${o.title || fallback(i + 1)} → ${answer.pairs![o.id]}`);
    case 'ORDERING':
      return (answer.selected ?? []).map((id, i) => `${i + 1}. ${optionText(question, id, fallback)}`);
    default:
      return (answer.selected ?? []).map((id) => optionText(question, id, fallback));
  }
}

/** The key as lines of text; [] when the teacher scores it by hand (no accepted answers). */
export function describeKey(question: Question, fallback: (n: number) => string): string[] {
  switch (question.type) {
    case 'SHORT_ANSWER':
      return question.acceptedAnswers;
    case 'LONG_ANSWER':
      return [];
    case 'FILL_IN_THE_BLANK':
      return question.blanks.map((blank, i) => `${i + 1}: ${blank.accepted.join(' / ')}`);
    case 'NUMERIC':
      return question.numeric
        ? [
            question.numeric.tolerance > 0
              ? `${question.numeric.value} ± ${question.numeric.tolerance}`
              : String(question.numeric.value),
          ]
        : [];
    case 'MATCHING':
      return question.options.map((o, i) => `${o.title || fallback(i + 1)} → ${o.match ?? ''}`);
    case 'ORDERING':
      return question.correctOptions.map((id, i) => `${i + 1}. ${optionText(question, id, fallback)}`);
    default:
      return question.correctOptions.map((id) => optionText(question, id, fallback));
  }
}

/** A score a teacher typed: a number from 0 to max, else null. */
export function parseScore(text: string, max: number): number | null {
  if (text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) && value >= 0 && value <= max ? value : null;
}
