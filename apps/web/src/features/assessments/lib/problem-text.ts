import { ASSESSMENT_MESSAGES, QUESTION_MESSAGES } from '@bright/contracts';
import type { TFunction } from 'i18next';

/**
 * The contract's problem texts stay English (the server sends them); the web shows them through
 * these keys, one per message, under `assessments.problems`. Keyed by the English text.
 */
export const PROBLEM_KEYS: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.keys(QUESTION_MESSAGES).map((name) => [
      QUESTION_MESSAGES[name as keyof typeof QUESTION_MESSAGES],
      `assessments.problems.${name}`,
    ]),
  ),
  [ASSESSMENT_MESSAGES.nameRequired]: 'assessments.problems.nameRequired',
  [ASSESSMENT_MESSAGES.nameTooLong]: 'assessments.problems.nameTooLong',
  [ASSESSMENT_MESSAGES.noMarkup]: 'assessments.problems.noMarkup',
  [ASSESSMENT_MESSAGES.alreadyExists]: 'assessments.problems.alreadyExists',
  [ASSESSMENT_MESSAGES.needsQuestion]: 'assessments.problems.needsQuestion',
  [ASSESSMENT_MESSAGES.tooManyQuestions]: 'assessments.problems.tooManyQuestions',
};

/** `questionProblemMessage(n, problem)` from the server's publish check: "Question 3: <problem>". */
const IN_QUESTION = /^Question (\d+): (.*)$/s;

/**
 * A contract problem message in the UI language; anything unknown (a server text we have no key
 * for) is shown as it came. blanksNeeded names the literal `{{n}}` mark, passed in as `mark` so
 * i18next does not read it as a placeholder.
 */
export function problemText(t: TFunction, message: string): string {
  const key = PROBLEM_KEYS[message];
  if (key) return t(key, { mark: '{{n}}' });
  const inQuestion = IN_QUESTION.exec(message);
  if (inQuestion && PROBLEM_KEYS[inQuestion[2]!])
    return t('assessments.problems.inQuestion', { n: Number(inQuestion[1]), problem: problemText(t, inQuestion[2]!) });
  return message;
}
