import type { AttendanceRange } from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import type { Verdict } from '../../lib/authorize';

/** A teacher reads their own day; the admins of the institute read any teacher's. */
export function canReadDailyLogs(actor: Pick<Actor, 'userId' | 'roles'>, teacherId: string): Verdict {
  if (teacherId === actor.userId)
    return actor.roles.includes('instructor') || actor.roles.includes('admin') ? 'ok' : 'forbidden';
  return actor.roles.includes('admin') ? 'ok' : 'forbidden';
}

/** A range of SPEC §9 as local days: how far back it starts, and how many days it spans. */
export const RANGE_DAYS: Record<AttendanceRange, { back: number; span: number }> = {
  TODAY: { back: 0, span: 1 },
  YESTERDAY: { back: 1, span: 1 },
  LAST_7_DAYS: { back: 6, span: 7 },
  LAST_30_DAYS: { back: 29, span: 30 },
  LAST_60_DAYS: { back: 59, span: 60 },
};
