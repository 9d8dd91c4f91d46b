import { z } from 'zod';
import { type CodedMessage, defineMessages } from './message-catalogue';

/**
 * The shape of a question, shared by assessments, question banks, curated questions, the
 * QTI/GIFT/Aiken importers and exporters, the taking screen and grading. One place, so a round
 * trip through any of them keeps every field (issue 6, "Interoperability").
 */

/** SPEC §3 names the first five; the rest are ours (issue 6). MCQ is the default. */
export const QUESTION_TYPES = [
  'MCQ',
  'TRUE_OR_FALSE',
  'SHORT_ANSWER',
  'MULTIPLE_SELECT',
  'PICTURE_CHOICE',
  'FILL_IN_THE_BLANK',
  'MATCHING',
  'ORDERING',
  'NUMERIC',
  'LONG_ANSWER',
] as const;
export const QuestionType = z.enum(QUESTION_TYPES);
export type QuestionType = z.infer<typeof QuestionType>;
export const DEFAULT_QUESTION_TYPE: QuestionType = 'MCQ';

/** SPEC §9, in taxonomy order. */
export const BLOOM_LEVELS = ['REMEMBER', 'UNDERSTAND', 'APPLY', 'ANALYZE', 'EVALUATE', 'CREATE'] as const;
export const BloomLevel = z.enum(BLOOM_LEVELS);
export type BloomLevel = z.infer<typeof BloomLevel>;

/**
 * SPEC §9: report letters A to F are Remembering, Understanding, Evaluating, Applying, Analyzing,
 * Creating (that order, as the spec gives it), plus Uncategorised for questions without a level.
 */
export const BLOOM_REPORT_LETTERS = [
  { letter: 'A', level: 'REMEMBER', label: 'Remembering' },
  { letter: 'B', level: 'UNDERSTAND', label: 'Understanding' },
  { letter: 'C', level: 'EVALUATE', label: 'Evaluating' },
  { letter: 'D', level: 'APPLY', label: 'Applying' },
  { letter: 'E', level: 'ANALYZE', label: 'Analyzing' },
  { letter: 'F', level: 'CREATE', label: 'Creating' },
] as const satisfies readonly { letter: string; level: BloomLevel; label: string }[];
export const BLOOM_UNCATEGORISED = 'Uncategorised';

/** Types whose answer is picked from `options`. */
export const CHOICE_TYPES = [
  'MCQ',
  'TRUE_OR_FALSE',
  'MULTIPLE_SELECT',
  'PICTURE_CHOICE',
] as const satisfies readonly QuestionType[];
/** Types a teacher always scores by hand. SHORT_ANSWER is scored by hand only when it has no accepted answers. */
export const MANUAL_TYPES = ['LONG_ANSWER'] as const satisfies readonly QuestionType[];

export const QUESTION_MESSAGES = defineMessages('question', {
  optionCount: 'option count must be valid',
  correctEmpty: 'correct answers must not be empty',
  correctUnknown: 'A correct option must be one of the options',
  duplicateOptions: 'Options must be different from each other',
  emptyOption: 'An option must have a title or a picture',
  pictureNeeded: 'Every option of a picture choice needs a picture',
  pointsRange: 'points must be a number from 0 to 1000',
  descriptionTooLong: 'description must be at most 10000 characters',
  oneCorrect: 'This question type has exactly one correct option',
  blanksNeeded:
    'A fill in the blank question needs one {{n}} mark per blank, numbered from 1, and accepted answers for each',
  numericNeeded: 'A numeric question needs a value and a tolerance of 0 or more',
  matchNeeded: 'Every matching pair needs both sides',
} as const);

export const OPTION_LIMITS = {
  MCQ: { min: 2, max: 10 },
  TRUE_OR_FALSE: { min: 2, max: 2 },
  MULTIPLE_SELECT: { min: 2, max: 10 },
  PICTURE_CHOICE: { min: 2, max: 10 },
  MATCHING: { min: 2, max: 10 },
  ORDERING: { min: 2, max: 10 },
} as const satisfies Partial<Record<QuestionType, { min: number; max: number }>>;

export const POINTS_MAX = 1000;
export const DEFAULT_POINTS = 1;

/**
 * One option. `image` is a file URL for picture choices. `match` is the right-hand side of a
 * matching pair (the option's title is the left). For ordering, options are listed as shown and
 * `correctOptions` holds their ids in the right order.
 */
export const QuestionOption = z.object({
  id: z.string().trim().min(1).max(64),
  title: z.string().trim().max(2000).default(''),
  image: z.string().max(500).nullish(),
  match: z.string().trim().max(2000).nullish(),
});
export type QuestionOption = z.infer<typeof QuestionOption>;

export const Points = z
  .number({ error: QUESTION_MESSAGES.pointsRange })
  .min(0, { error: QUESTION_MESSAGES.pointsRange })
  .max(POINTS_MAX, { error: QUESTION_MESSAGES.pointsRange });

/** A fill in the blank: blank n is written `{{n}}` in the description; accepted answers per blank, in order. */
export const Blank = z.object({ accepted: z.array(z.string().trim().min(1).max(500)).min(1).max(20) });
export type Blank = z.infer<typeof Blank>;

export const NumericAnswer = z.object({ value: z.number().finite(), tolerance: z.number().finite().min(0) });
export type NumericAnswer = z.infer<typeof NumericAnswer>;

/** What a question says and how it is scored: stored per question, bank item and curated item. */
export const QuestionContent = z.object({
  type: QuestionType.default(DEFAULT_QUESTION_TYPE),
  description: z.string().max(10000, { error: QUESTION_MESSAGES.descriptionTooLong }).default(''),
  points: Points.default(DEFAULT_POINTS),
  options: z.array(QuestionOption).default([]),
  correctOptions: z.array(z.string()).default([]),
  /** SHORT_ANSWER: answers scored right automatically (case and spacing ignored); empty means the teacher scores it. */
  acceptedAnswers: z.array(z.string().trim().min(1).max(500)).max(50).default([]),
  blanks: z.array(Blank).max(20).default([]),
  numeric: NumericAnswer.nullish(),
  bloomLevel: BloomLevel.nullish(),
  /** Reference answer and rubric shown beside a student's answer when grading. */
  answer: z.string().max(10000).nullish(),
  rubric: z.string().max(10000).nullish(),
});
export type QuestionContent = z.infer<typeof QuestionContent>;

export interface ContentProblem extends CodedMessage {
  path: (string | number)[];
}

const blankMarks = (description: string) => [...description.matchAll(/\{\{(\d+)\}\}/g)].map((m) => Number(m[1]));

/**
 * Whether a question is complete enough to be taken. Used when saving a whole question (import,
 * bank, add-question) and before publishing; the editor saves field by field and shows these.
 */
export function checkQuestionContent(content: QuestionContent): ContentProblem[] {
  const problems: ContentProblem[] = [];
  const add = (key: keyof typeof QUESTION_MESSAGES, ...path: (string | number)[]) =>
    problems.push({ code: `question.${key}`, message: QUESTION_MESSAGES[key], path });
  const { type, options, correctOptions } = content;
  const limits = (OPTION_LIMITS as Partial<Record<QuestionType, { min: number; max: number }>>)[type];

  if (limits) {
    if (options.length < limits.min || options.length > limits.max) add('optionCount', 'options');
    const ids = new Set(options.map((o) => o.id));
    if (ids.size !== options.length) add('duplicateOptions', 'options');
    const titles = options.filter((o) => o.title.trim() !== '' && !o.image).map((o) => o.title.trim().toLowerCase());
    if (new Set(titles).size !== titles.length) add('duplicateOptions', 'options');
    options.forEach((o, i) => {
      if (o.title.trim() === '' && !o.image) add('emptyOption', 'options', i);
      if (type === 'PICTURE_CHOICE' && !o.image) add('pictureNeeded', 'options', i);
      if (type === 'MATCHING' && !o.match?.trim()) add('matchNeeded', 'options', i);
    });
    if ((CHOICE_TYPES as readonly string[]).includes(type)) {
      if (correctOptions.length === 0) add('correctEmpty', 'correctOptions');
      if (correctOptions.some((id) => !ids.has(id))) add('correctUnknown', 'correctOptions');
      if (new Set(correctOptions).size !== correctOptions.length) add('correctUnknown', 'correctOptions');
      if (type !== 'MULTIPLE_SELECT' && correctOptions.length > 1) add('oneCorrect', 'correctOptions');
    }
    if (type === 'ORDERING') {
      const sameSet = correctOptions.length === options.length && correctOptions.every((id) => ids.has(id));
      if (!sameSet || new Set(correctOptions).size !== correctOptions.length) add('correctEmpty', 'correctOptions');
    }
  }
  if (type === 'FILL_IN_THE_BLANK') {
    const marks = blankMarks(content.description);
    const expected = content.blanks.map((_, i) => i + 1);
    const ok =
      content.blanks.length > 0 && marks.length === expected.length && marks.every((n, i) => n === expected[i]);
    if (!ok) add('blanksNeeded', 'blanks');
  }
  if (type === 'NUMERIC' && !content.numeric) add('numericNeeded', 'numeric');
  return problems;
}

/**
 * A student's answer to one question. Which field is used depends on the type:
 * choices and ordering use `selected` (ordering: ids in the student's order), short and long
 * answers use `text`, blanks use `blanks` (in order), numeric uses `number`, matching uses
 * `pairs` (option id to the chosen right-hand side).
 */
export const AnswerValue = z.object({
  selected: z.array(z.string().max(64)).max(20).optional(),
  text: z.string().max(20000).optional(),
  blanks: z.array(z.string().max(500)).max(20).optional(),
  number: z.number().finite().nullable().optional(),
  pairs: z.record(z.string().max(64), z.string().max(2000)).optional(),
});
export type AnswerValue = z.infer<typeof AnswerValue>;

/** Whether an answer says anything at all ('All Questions must be answered'). */
export function isAnswered(type: QuestionType, answer: AnswerValue | null | undefined): boolean {
  if (!answer) return false;
  switch (type) {
    case 'SHORT_ANSWER':
    case 'LONG_ANSWER':
      return (answer.text ?? '').trim() !== '';
    case 'FILL_IN_THE_BLANK':
      return (answer.blanks ?? []).some((b) => b.trim() !== '');
    case 'NUMERIC':
      return typeof answer.number === 'number';
    case 'MATCHING':
      return Object.keys(answer.pairs ?? {}).length > 0;
    default:
      return (answer.selected ?? []).length > 0;
  }
}

/** The fields a student may see of a question before results are released: never the key. */
export const STUDENT_HIDDEN_FIELDS = [
  'correctOptions',
  'acceptedAnswers',
  'blanks',
  'numeric',
  'answer',
  'rubric',
] as const;
