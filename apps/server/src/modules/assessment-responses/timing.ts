import { CHOICE_TYPES, SAVE_GRACE_SECONDS } from '@bright/contracts';
import { randomInt } from 'node:crypto';

export interface Timing {
  /** startedAt + timeLimit + extra minutes; null without a time limit. */
  deadline: Date | null;
  late: boolean;
}

/** The deadline of an attempt and whether it is late (after dueOn, or submitted after the deadline). */
export function timingOf(
  response: { startedAt: Date; submittedAt: Date | null },
  assessment: { timeLimit: number; dueOn: Date | null },
  extraMinutes: number,
): Timing {
  const minutes = assessment.timeLimit + extraMinutes;
  const deadline = assessment.timeLimit > 0 ? new Date(response.startedAt.getTime() + minutes * 60_000) : null;
  const last = response.submittedAt ?? response.startedAt;
  const afterDue = assessment.dueOn != null && last.getTime() > assessment.dueOn.getTime();
  const afterDeadline =
    deadline != null &&
    response.submittedAt != null &&
    response.submittedAt.getTime() > deadline.getTime() + SAVE_GRACE_SECONDS * 1000;
  return { deadline, late: afterDue || afterDeadline };
}

/** Whether a save at `now` is too late (the deadline plus the grace for a slow network). */
export const timeIsUp = (timing: Timing, now: Date) =>
  timing.deadline != null && now.getTime() > timing.deadline.getTime() + SAVE_GRACE_SECONDS * 1000;

/** Fisher-Yates with a cryptographic source: one student cannot predict another's order. */
export function shuffled<T>(items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}

interface OrderableQuestion {
  id: string;
  type: string;
  options: { id: string }[];
}

/**
 * A student's order, fixed at start: questions shuffled when the settings say so; options of choice
 * types when shuffleAnswerOptions; ORDERING options and MATCHING right-hand sides always (their stored
 * order may give the answer away).
 */
export function startOrders(
  questions: OrderableQuestion[],
  settings: { shuffleQuestions: boolean; shuffleAnswerOptions: boolean },
) {
  const ids = questions.map((question) => question.id);
  const questionOrder = settings.shuffleQuestions ? shuffled(ids) : ids;
  const optionOrder: Record<string, string[]> = {};
  for (const question of questions) {
    const optionIds = question.options.map((option) => option.id);
    const choice = (CHOICE_TYPES as readonly string[]).includes(question.type);
    if ((choice && settings.shuffleAnswerOptions) || question.type === 'ORDERING')
      optionOrder[question.id] = shuffled(optionIds);
    if (question.type === 'MATCHING') optionOrder[`match:${question.id}`] = shuffled(optionIds);
  }
  return { questionOrder, optionOrder };
}

/** Questions in the student's order; ones added after the start come last, removed ones drop out. */
export function inStudentOrder<T extends { id: string }>(questions: T[], order: string[]): T[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  const known = order.filter((id) => byId.has(id)).map((id) => byId.get(id)!);
  const seen = new Set(order);
  return [...known, ...questions.filter((question) => !seen.has(question.id))];
}
