import { and, asc, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { behaviourFeedback, behaviourSettings, users } from '../../db/schema';
import type { Executor } from '../../db/client';

export type FeedbackRow = typeof behaviourFeedback.$inferSelect;

const student = alias(users, 'student');
const teacher = alias(users, 'teacher');

export async function findRetentionDays(db: Executor, instituteId: string) {
  const [row] = await db
    .select({ retentionDays: behaviourSettings.retentionDays })
    .from(behaviourSettings)
    .where(eq(behaviourSettings.instituteId, instituteId));
  return row?.retentionDays ?? null;
}

export async function saveRetentionDays(
  tx: Executor,
  instituteId: string,
  retentionDays: number | null,
  userId: string,
) {
  await tx
    .insert(behaviourSettings)
    .values({ instituteId, retentionDays, updatedBy: userId })
    .onConflictDoUpdate({
      target: behaviourSettings.instituteId,
      set: { retentionDays, updatedBy: userId, updatedAt: new Date() },
    });
}

/** Removes an institute's records older than the cutoff (the retention setting's cleanup). */
export async function purgeBefore(tx: Executor, instituteId: string, cutoff: Date) {
  const removed = await tx
    .delete(behaviourFeedback)
    .where(and(eq(behaviourFeedback.instituteId, instituteId), lt(behaviourFeedback.createdAt, cutoff)))
    .returning({ id: behaviourFeedback.id });
  return removed.length;
}

export async function insertFeedback(tx: Executor, rows: Array<typeof behaviourFeedback.$inferInsert>) {
  if (rows.length === 0) return [];
  return tx.insert(behaviourFeedback).values(rows).returning({ id: behaviourFeedback.id });
}

export interface FeedbackFilter {
  classId: string;
  studentId?: string;
  since: Date | null;
  ids?: string[];
}

const filterOf = (filter: FeedbackFilter) =>
  and(
    eq(behaviourFeedback.classId, filter.classId),
    filter.studentId ? eq(behaviourFeedback.studentId, filter.studentId) : undefined,
    filter.since ? gte(behaviourFeedback.createdAt, filter.since) : undefined,
    filter.ids ? inArray(behaviourFeedback.id, filter.ids) : undefined,
  );

/** Feedback with its student's and teacher's names, newest first. */
export async function listFeedback(db: Executor, filter: FeedbackFilter, page: { skip: number; limit: number }) {
  return db
    .select({
      entry: behaviourFeedback,
      student: { id: student.id, firstName: student.firstName, lastName: student.lastName },
      teacher: { id: teacher.id, firstName: teacher.firstName, lastName: teacher.lastName },
    })
    .from(behaviourFeedback)
    .leftJoin(student, eq(student.id, behaviourFeedback.studentId))
    .leftJoin(teacher, eq(teacher.id, behaviourFeedback.teacherId))
    .where(filterOf(filter))
    .orderBy(desc(behaviourFeedback.createdAt), desc(behaviourFeedback.id))
    .offset(page.skip)
    .limit(page.limit);
}

export type FeedbackWithPeople = Awaited<ReturnType<typeof listFeedback>>[number];

export async function countFeedback(db: Executor, filter: FeedbackFilter) {
  const [row] = await db.select({ n: count() }).from(behaviourFeedback).where(filterOf(filter));
  return row?.n ?? 0;
}

/** One student's points over time, oldest first (for the series). */
export async function pointsOverTime(db: Executor, filter: FeedbackFilter) {
  return db
    .select({ createdAt: behaviourFeedback.createdAt, behaviorPoints: behaviourFeedback.behaviorPoints })
    .from(behaviourFeedback)
    .where(filterOf(filter))
    .orderBy(asc(behaviourFeedback.createdAt))
    .limit(10_000);
}

/** Per student of a class: points given, positive, needs work and the number of entries. */
export async function totalsByStudent(db: Executor, filter: FeedbackFilter) {
  return db
    .select({
      studentId: behaviourFeedback.studentId,
      totalPoints: sql<number>`coalesce(sum(${behaviourFeedback.behaviorPoints}), 0)::int`,
      positive: sql<number>`coalesce(sum(greatest(${behaviourFeedback.behaviorPoints}, 0)), 0)::int`,
      needsWork: sql<number>`coalesce(sum(greatest(-${behaviourFeedback.behaviorPoints}, 0)), 0)::int`,
      entries: sql<number>`count(*)::int`,
    })
    .from(behaviourFeedback)
    .where(filterOf(filter))
    .groupBy(behaviourFeedback.studentId);
}

export async function usersByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
