import {
  type AnswerValue,
  type Blank,
  CHOICE_TYPES,
  type NumericAnswer,
  type QuestionOption,
  type QuestionType,
  RESPONSE_MESSAGES,
  isAnswered,
} from '@bright/contracts';

/**
 * Scoring and answer checks, pure (no database). The rules are written out in
 * packages/contracts/src/assessment-responses.ts so that the web can show them.
 */

export interface GradableQuestion {
  id: string;
  type: string;
  points: number;
  options: QuestionOption[];
  correctOptions: string[];
  acceptedAnswers: string[];
  blanks: Blank[];
  numeric: NumericAnswer | null;
}

/** Case, surrounding and repeated spaces ignored. */
export const normalizeText = (text: string) => text.normalize('NFC').trim().replace(/\s+/g, ' ').toLocaleLowerCase();

/** Two decimals, so partial credit (2 × 1/3) does not show float noise. */
export const roundScore = (value: number) => Math.round(value * 100) / 100;

export const percentage = (part: number, whole: number) => (whole > 0 ? roundScore((part / whole) * 100) : 0);

const isChoice = (type: string) => (CHOICE_TYPES as readonly string[]).includes(type);

/** Whether an answer to this question is scored by the teacher (LONG_ANSWER, SHORT_ANSWER with no key). */
export function needsTeacher(question: Pick<GradableQuestion, 'type' | 'acceptedAnswers'>) {
  if (question.type === 'LONG_ANSWER') return true;
  return question.type === 'SHORT_ANSWER' && question.acceptedAnswers.length === 0;
}

const fraction = (right: number, of: number) => (of > 0 ? right / of : 0);

function choiceFraction(question: GradableQuestion, selected: string[]) {
  const chosen = new Set(selected);
  const right = new Set(question.correctOptions);
  if (question.type !== 'MULTIPLE_SELECT') {
    return chosen.size === 1 && right.size === 1 && right.has([...chosen][0]!) ? 1 : 0;
  }
  let rightChosen = 0;
  let wrongChosen = 0;
  for (const id of chosen) {
    if (right.has(id)) rightChosen += 1;
    else wrongChosen += 1;
  }
  return Math.max(0, fraction(rightChosen - wrongChosen, right.size));
}

function blanksFraction(blanks: Blank[], given: string[]) {
  const right = blanks.filter((blank, index) => {
    const answer = normalizeText(given[index] ?? '');
    return answer !== '' && blank.accepted.some((accepted) => normalizeText(accepted) === answer);
  }).length;
  return fraction(right, blanks.length);
}

function matchingFraction(options: QuestionOption[], pairs: Record<string, string>) {
  const right = options.filter((option) => {
    const given = pairs[option.id];
    return given !== undefined && option.match != null && normalizeText(given) === normalizeText(option.match);
  }).length;
  return fraction(right, options.length);
}

function orderingFraction(correct: string[], selected: string[]) {
  return correct.length > 0 && selected.length === correct.length && selected.every((id, i) => id === correct[i])
    ? 1
    : 0;
}

/** Share of the points earned, 0 to 1. */
function earnedFraction(question: GradableQuestion, answer: AnswerValue): number {
  if (isChoice(question.type)) return choiceFraction(question, answer.selected ?? []);
  switch (question.type) {
    case 'SHORT_ANSWER': {
      const text = normalizeText(answer.text ?? '');
      return question.acceptedAnswers.some((accepted) => normalizeText(accepted) === text) ? 1 : 0;
    }
    case 'FILL_IN_THE_BLANK':
      return blanksFraction(question.blanks, answer.blanks ?? []);
    case 'NUMERIC': {
      const key = question.numeric;
      if (!key || typeof answer.number !== 'number') return 0;
      // A hair of slack so 3.14 ± 0.01 accepts 3.15 despite binary floats.
      return Math.abs(answer.number - key.value) <= key.tolerance + 1e-9 ? 1 : 0;
    }
    case 'MATCHING':
      return matchingFraction(question.options, answer.pairs ?? {});
    case 'ORDERING':
      return orderingFraction(question.correctOptions, answer.selected ?? []);
    default:
      return 0;
  }
}

/**
 * The automatic score of one answer: a number, or null when it waits for the teacher. An unanswered
 * question scores 0 (there is nothing to wait for).
 */
export function autoScore(question: GradableQuestion, answer: AnswerValue | null | undefined): number | null {
  if (!answer || !isAnswered(question.type as QuestionType, answer)) return 0;
  if (needsTeacher(question)) return null;
  return roundScore(question.points * earnedFraction(question, answer));
}

/** A response's answers waiting for the teacher: how many, and their points scaled like maxScore. */
export interface Pending {
  count: number;
  score: number;
}

export interface ScoredRow {
  points: number;
  autoScore: number | null;
  teacherScore: number | null;
  waiting: boolean;
}

/** The final score of one answer (the teacher's wins); null while it waits for the teacher. */
export const finalScore = (row: Pick<ScoredRow, 'autoScore' | 'teacherScore'>) =>
  row.teacherScore ?? row.autoScore ?? null;

/**
 * Total of a response, scaled to the assessment's total score when it sets one. A pending answer (no
 * score yet) adds nothing to `score`; its points are `pendingScore`, scaled the same way.
 */
export function totals(rows: Pick<ScoredRow, 'points' | 'autoScore' | 'teacherScore'>[], totalScore: number | null) {
  const rawMax = rows.reduce((sum, row) => sum + row.points, 0);
  const raw = rows.reduce((sum, row) => sum + (finalScore(row) ?? 0), 0);
  const rawPending = rows.reduce((sum, row) => sum + (finalScore(row) == null ? row.points : 0), 0);
  const scale = totalScore != null && rawMax > 0 ? totalScore / rawMax : 1;
  return {
    score: roundScore(raw * scale),
    maxScore: roundScore(rawMax * scale),
    pendingScore: roundScore(rawPending * scale),
  };
}

/**
 * The percentage of what is graded so far: pending points are left out until the teacher scores them,
 * so an ungraded long answer does not count as 0%. null while nothing is graded.
 */
export function gradedPercentage(score: number | null, maxScore: number | null, pendingScore: number | null) {
  if (score == null || maxScore == null) return null;
  const graded = roundScore(maxScore - (pendingScore ?? 0));
  return graded > 0 ? percentage(score, graded) : null;
}

const KIND_FIELDS: Record<string, keyof AnswerValue> = {
  SHORT_ANSWER: 'text',
  LONG_ANSWER: 'text',
  FILL_IN_THE_BLANK: 'blanks',
  NUMERIC: 'number',
  MATCHING: 'pairs',
};

const present = (value: unknown) => value !== undefined && value !== null;

function checkSelected(question: GradableQuestion, selected: string[]): string | null {
  const ids = new Set(question.options.map((option) => option.id));
  if (selected.some((id) => !ids.has(id))) return RESPONSE_MESSAGES.answerUnknownOption;
  if (new Set(selected).size !== selected.length) {
    return question.type === 'ORDERING' ? RESPONSE_MESSAGES.answerOrdering : RESPONSE_MESSAGES.answerUnknownOption;
  }
  if (question.type === 'ORDERING' && selected.length > 0 && selected.length !== ids.size)
    return RESPONSE_MESSAGES.answerOrdering;
  if (isChoice(question.type) && question.type !== 'MULTIPLE_SELECT' && selected.length > 1)
    return RESPONSE_MESSAGES.answerOneOption;
  return null;
}

function checkPairs(question: GradableQuestion, pairs: Record<string, string>): string | null {
  const ids = new Set(question.options.map((option) => option.id));
  const sides = new Set(question.options.map((option) => normalizeText(option.match ?? '')));
  const ok = Object.entries(pairs).every(([id, side]) => ids.has(id) && sides.has(normalizeText(side)));
  return ok ? null : RESPONSE_MESSAGES.answerPairs;
}

/**
 * Checks an answer against its question and keeps only the field its type uses. Returns the message of
 * the first problem, or the answer to store. An empty answer (clearing it) is always accepted.
 */
export function checkAnswer(
  question: GradableQuestion,
  answer: AnswerValue,
): { ok: true; answer: AnswerValue } | { ok: false; message: string } {
  const field: keyof AnswerValue = KIND_FIELDS[question.type] ?? 'selected';
  const others = (Object.keys(answer) as (keyof AnswerValue)[]).filter((key) => key !== field && present(answer[key]));
  if (others.length > 0) return { ok: false, message: RESPONSE_MESSAGES.answerWrongKind };
  const value = answer[field];
  if (!present(value)) return { ok: true, answer: {} };
  let problem: string | null = null;
  if (field === 'selected') problem = checkSelected(question, value as string[]);
  if (field === 'blanks' && (value as string[]).length > Math.max(question.blanks.length, 1))
    problem = RESPONSE_MESSAGES.answerBlanks;
  if (field === 'pairs') problem = checkPairs(question, value as Record<string, string>);
  return problem ? { ok: false, message: problem } : { ok: true, answer: { [field]: value } };
}
