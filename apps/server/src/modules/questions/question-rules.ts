import {
  CHOICE_TYPES,
  OPTION_LIMITS,
  QUESTION_MESSAGES,
  type QuestionContent,
  type QuestionOption,
  type QuestionType,
} from '@bright/contracts';

/**
 * The pure rules of editing a question: starting content per type, what a type change keeps, and the
 * checks every saved edit passes. Completeness (an empty option, no correct option yet) is left to
 * checkQuestionContent at publish time, because the editor saves field by field.
 */

type Limits = { min: number; max: number };
export const limitsOf = (type: QuestionType): Limits | null =>
  (OPTION_LIMITS as Partial<Record<QuestionType, Limits>>)[type] ?? null;

const isChoice = (type: QuestionType) => (CHOICE_TYPES as readonly string[]).includes(type);
const SINGLE_CORRECT: readonly QuestionType[] = ['MCQ', 'TRUE_OR_FALSE', 'PICTURE_CHOICE'];

export const TRUE_FALSE_OPTIONS: QuestionOption[] = [
  { id: 'true', title: 'True' },
  { id: 'false', title: 'False' },
];

const empty = (count: number, prefix = 'o'): QuestionOption[] =>
  Array.from({ length: count }, (_, index) => ({ id: `${prefix}${index + 1}`, title: '' }));

/** The options a new question of a type starts with (empty ones are allowed while editing). */
export function startingOptions(type: QuestionType): QuestionOption[] {
  switch (type) {
    case 'TRUE_OR_FALSE':
      return TRUE_FALSE_OPTIONS.map((option) => ({ ...option }));
    case 'MCQ':
    case 'MULTIPLE_SELECT':
      return empty(4);
    case 'PICTURE_CHOICE':
      return empty(2);
    case 'MATCHING':
      return empty(2).map((option) => ({ ...option, match: '' }));
    case 'ORDERING':
      return empty(3);
    default:
      return [];
  }
}

/** The content fields that depend on the type, reset for a type. */
export function startingKey(type: QuestionType) {
  const options = startingOptions(type);
  return {
    options,
    correctOptions: type === 'ORDERING' ? options.map((option) => option.id) : [],
    acceptedAnswers: [] as string[],
    blanks: [] as QuestionContent['blanks'],
    numeric: null as QuestionContent['numeric'],
  };
}

type Keyed = Pick<QuestionContent, 'type' | 'options' | 'correctOptions' | 'acceptedAnswers' | 'blanks' | 'numeric'>;

/**
 * Changing a question's type keeps what still fits and resets the rest:
 * - to TRUE_OR_FALSE: the options become True/False; a correct 'true' or 'false' is kept.
 * - between option types (MCQ, MULTIPLE_SELECT, PICTURE_CHOICE, MATCHING, ORDERING): the options are
 *   kept (the first `max` of them, padded with empty ones up to `min`), without their right-hand side
 *   unless the new type is MATCHING; correct options are kept if they still exist (one at most for
 *   single-answer types); ORDERING takes the listed order as the correct one, MATCHING needs none.
 * - from an option type to one without options: options and correct options are cleared.
 * - accepted answers stay only on SHORT_ANSWER, blanks only on FILL_IN_THE_BLANK, the numeric answer
 *   only on NUMERIC. Description, points, Bloom level, answer and rubric are always kept.
 */
export function changeType(current: Keyed, type: QuestionType): Keyed {
  if (current.type === type) return current;
  const limits = limitsOf(type);
  const base = startingKey(type);
  const next: Keyed = {
    type,
    options: base.options,
    correctOptions: base.correctOptions,
    acceptedAnswers: type === 'SHORT_ANSWER' ? current.acceptedAnswers : [],
    blanks: type === 'FILL_IN_THE_BLANK' ? current.blanks : [],
    numeric: type === 'NUMERIC' ? current.numeric : null,
  };
  if (!limits || type === 'TRUE_OR_FALSE') {
    if (type === 'TRUE_OR_FALSE')
      next.correctOptions = current.correctOptions.filter((id) => id === 'true' || id === 'false').slice(0, 1);
    return next;
  }
  if (!limitsOf(current.type) || current.options.length === 0) return next;
  const kept = current.options.slice(0, limits.max).map(({ match, ...option }) => ({
    ...option,
    ...(type === 'MATCHING' ? { match: match ?? '' } : {}),
  }));
  const padded = [...kept, ...empty(Math.max(0, limits.min - kept.length), 'n')];
  const ids = new Set(padded.map((option) => option.id));
  next.options = padded;
  if (type === 'ORDERING') next.correctOptions = padded.map((option) => option.id);
  else if (type === 'MATCHING') next.correctOptions = [];
  else {
    const still = current.correctOptions.filter((id) => ids.has(id));
    next.correctOptions = SINGLE_CORRECT.includes(type) ? still.slice(0, 1) : still;
  }
  return next;
}

/**
 * What every saved edit must satisfy: the option count of the type ('option count must be valid'), no
 * duplicate option ids or titles, correct options that are options (one at most for single-answer
 * types). Returns the first problem, or null.
 */
export function editProblem(content: Keyed): string | null {
  const { type, options, correctOptions } = content;
  const limits = limitsOf(type);
  if (!limits) {
    if (options.length > 0) return QUESTION_MESSAGES.optionCount;
    if (correctOptions.length > 0) return QUESTION_MESSAGES.correctUnknown;
    return null;
  }
  if (options.length < limits.min || options.length > limits.max) return QUESTION_MESSAGES.optionCount;
  const ids = new Set(options.map((option) => option.id));
  if (ids.size !== options.length) return QUESTION_MESSAGES.duplicateOptions;
  const titles = options
    .filter((option) => option.title.trim() !== '' && !option.image)
    .map((option) => option.title.trim().toLowerCase());
  if (new Set(titles).size !== titles.length) return QUESTION_MESSAGES.duplicateOptions;
  if (correctOptions.some((id) => !ids.has(id))) return QUESTION_MESSAGES.correctUnknown;
  if (new Set(correctOptions).size !== correctOptions.length) return QUESTION_MESSAGES.correctUnknown;
  if (SINGLE_CORRECT.includes(type) && correctOptions.length > 1) return QUESTION_MESSAGES.oneCorrect;
  return null;
}

/** updateCorrectOption: never empty, options only, one for single-answer types, every option for ORDERING. */
export function correctOptionsProblem(content: Keyed, correctOptions: string[]): string | null {
  if (correctOptions.length === 0) return QUESTION_MESSAGES.correctEmpty;
  if (!limitsOf(content.type) || content.type === 'MATCHING') return QUESTION_MESSAGES.correctUnknown;
  const ids = new Set(content.options.map((option) => option.id));
  if (correctOptions.some((id) => !ids.has(id))) return QUESTION_MESSAGES.correctUnknown;
  if (new Set(correctOptions).size !== correctOptions.length) return QUESTION_MESSAGES.correctUnknown;
  if (SINGLE_CORRECT.includes(content.type) && correctOptions.length > 1) return QUESTION_MESSAGES.oneCorrect;
  if (content.type === 'ORDERING' && correctOptions.length !== content.options.length)
    return QUESTION_MESSAGES.correctEmpty;
  return null;
}

export const isOptionType = (type: QuestionType) => limitsOf(type) !== null || isChoice(type);
