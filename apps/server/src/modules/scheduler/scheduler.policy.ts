import { SCHEDULER_MESSAGES } from '@bright/contracts';
import { type Caller, canReadClass, canTeachClass } from '../../lib/class-access';
import type { Verdict } from '../../lib/authorize';
import { type Rule, weekdayOf } from './recurrence';

/** Reading a class's schedules: its members and the institute's admins. */
export const canReadSchedules = canReadClass;

/** Creating, changing and deleting a class's schedules: its teachers and the institute's admins. */
export const canManageSchedules = canTeachClass;

/** Another user's schedules: oneself, or any member of the active institute for its admins. */
export const canReadUserSchedules = (actor: Caller, userId: string): Verdict =>
  userId === actor.userId || actor.roles.includes('admin') ? 'ok' : 'forbidden';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const MAX_DURATION_MS = 24 * HOUR_MS;
const MAX_REPEAT_MS = 5 * 366 * DAY_MS;
const MAX_RANGE_MS = 100 * DAY_MS;
const DEFAULT_RANGE_MS = 31 * DAY_MS;

/** The rules of a schedule's times; the first problem as the message the caller gets, or null. */
export function scheduleProblem(input: { start: Date; end: Date; timeZone: string; rule: Rule | null }): string | null {
  if (input.end <= input.start) return SCHEDULER_MESSAGES.endBeforeStart;
  if (input.end.getTime() - input.start.getTime() > MAX_DURATION_MS) return SCHEDULER_MESSAGES.tooLong;
  const rule = input.rule;
  if (!rule) return null;
  if (rule.frequency === 'WEEKLY' && !rule.weekdays.includes(weekdayOf(input.start, input.timeZone))) {
    return SCHEDULER_MESSAGES.startNotOnWeekday;
  }
  if (rule.until && rule.until < input.start) return SCHEDULER_MESSAGES.untilBeforeStart;
  if (rule.until && rule.until.getTime() - input.start.getTime() > MAX_REPEAT_MS) return SCHEDULER_MESSAGES.untilTooFar;
  return null;
}

/** The range occurrences are listed for: from (default now) to (default 31 days on), at most 100 days. */
export function listRange(
  query: { from?: Date; to?: Date },
  now = new Date(),
): { from: Date; to: Date } | { problem: string } {
  const from = query.from ?? (query.to ? new Date(query.to.getTime() - DEFAULT_RANGE_MS) : now);
  const to = query.to ?? new Date(from.getTime() + DEFAULT_RANGE_MS);
  if (to <= from) return { problem: SCHEDULER_MESSAGES.rangeOrder };
  if (to.getTime() - from.getTime() > MAX_RANGE_MS) return { problem: SCHEDULER_MESSAGES.rangeTooLong };
  return { from, to };
}
