import { type AttendanceRange, type DailyLogDay, type DailyLogs, PEOPLE_MESSAGES } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { findMemberRoles } from '../classes';
import { enforce } from '../../lib/authorize';
import { findUserById } from '../institutes';
import { RANGE_DAYS, canReadDailyLogs } from './daily-logs.policy';
import { toDailyLogDays } from './daily-logs.presenter';
import * as q from './daily-logs.queries';

/**
 * A teacher's days (SPEC §2 Daily Logs): per local day, the classes where they took attendance and how
 * it went, and the behaviour feedback they gave.
 */
export async function dailyLogs(
  db: Db,
  actor: Actor,
  query: { range?: AttendanceRange; teacherId?: string; timeZone?: string },
): Promise<DailyLogs> {
  const teacherId = query.teacherId ?? actor.userId;
  enforce(canReadDailyLogs(actor, teacherId), PEOPLE_MESSAGES.teacherNotFound);
  const instituteId = actor.instituteId;
  const roles = instituteId ? await findMemberRoles(db, instituteId, teacherId) : undefined;
  const teacher = roles?.some((role) => role === 'instructor' || role === 'admin')
    ? await findUserById(db, teacherId)
    : undefined;
  if (!teacher || !instituteId) throw notFound(PEOPLE_MESSAGES.teacherNotFound);
  const timeZone = query.timeZone ?? 'UTC';
  const { back, span } = RANGE_DAYS[query.range ?? 'LAST_7_DAYS'];
  const filter = { teacherId, instituteId, timeZone, back, span };
  const [attendance, feedback, classCount] = await Promise.all([
    q.attendanceByDay(db, filter),
    q.feedbackByDay(db, filter),
    q.taughtClassCount(db, teacherId, instituteId),
  ]);
  const days: DailyLogDay[] = toDailyLogDays(attendance, feedback);
  return {
    teacher: { id: teacher.id, first_name: teacher.firstName, last_name: teacher.lastName },
    timeZone,
    days,
    classCount,
  };
}
