import { and, asc, eq, gt, inArray, isNull, lt, or } from 'drizzle-orm';
import { calendarFeeds, classMembers, classes, schedules, users } from '../../db/schema';
import type { Executor } from '../../db/client';

export type ScheduleRow = typeof schedules.$inferSelect;
export type NewSchedule = typeof schedules.$inferInsert;

const withNames = {
  schedule: schedules,
  className: classes.name,
  creator: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

export async function findSchedule(db: Executor, scheduleId: string) {
  const [row] = await db.select().from(schedules).where(eq(schedules.id, scheduleId));
  return row;
}

export async function lockSchedule(tx: Executor, scheduleId: string) {
  const [row] = await tx.select().from(schedules).where(eq(schedules.id, scheduleId)).for('update');
  return row;
}

export async function insertSchedule(tx: Executor, values: NewSchedule) {
  const [row] = await tx.insert(schedules).values(values).returning({ id: schedules.id });
  return row!;
}

export async function updateSchedule(tx: Executor, scheduleId: string, values: Partial<NewSchedule>) {
  await tx.update(schedules).set(values).where(eq(schedules.id, scheduleId));
}

export async function deleteSchedule(tx: Executor, scheduleId: string) {
  const rows = await tx.delete(schedules).where(eq(schedules.id, scheduleId)).returning({ id: schedules.id });
  return rows.length === 1;
}

/** Schedules with their class's and creator's names: by ids, or those of classes that overlap a range. */
export async function listSchedules(
  db: Executor,
  filter: { ids?: string[]; classIds?: string[]; from?: Date; to?: Date },
  limit = 2000,
) {
  if (filter.classIds?.length === 0 || filter.ids?.length === 0) return [];
  return db
    .select(withNames)
    .from(schedules)
    .innerJoin(classes, eq(classes.id, schedules.classId))
    .leftJoin(users, eq(users.id, schedules.createdBy))
    .where(
      and(
        filter.ids ? inArray(schedules.id, filter.ids) : undefined,
        filter.classIds ? inArray(schedules.classId, filter.classIds) : undefined,
        filter.to ? lt(schedules.startAt, filter.to) : undefined,
        filter.from ? or(isNull(schedules.seriesEndAt), gt(schedules.seriesEndAt, filter.from)) : undefined,
      ),
    )
    .orderBy(asc(schedules.startAt), asc(schedules.id))
    .limit(limit);
}

export type ScheduleWithNames = Awaited<ReturnType<typeof listSchedules>>[number];

/** The classes a user is a member of in one institute (the calendar feed's classes). */
export async function memberClassIds(db: Executor, userId: string, instituteId: string) {
  const rows = await db
    .select({ id: classes.id })
    .from(classMembers)
    .innerJoin(classes, eq(classes.id, classMembers.classId))
    .where(and(eq(classMembers.userId, userId), eq(classes.instituteId, instituteId)));
  return rows.map((row) => row.id);
}

export async function findFeedOfUser(db: Executor, userId: string) {
  const [row] = await db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
  return row;
}

export async function findFeedBySecretHash(db: Executor, secretHash: string) {
  const [row] = await db
    .select({ feed: calendarFeeds, firstName: users.firstName })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.secretHash, secretHash));
  return row;
}

/** One link per user: a new secret replaces the old one, which stops working at once. */
export async function saveFeed(tx: Executor, values: { userId: string; instituteId: string; secretHash: string }) {
  const [row] = await tx
    .insert(calendarFeeds)
    .values(values)
    .onConflictDoUpdate({
      target: calendarFeeds.userId,
      set: { instituteId: values.instituteId, secretHash: values.secretHash, createdAt: new Date() },
    })
    .returning();
  return row!;
}

export async function deleteFeed(tx: Executor, userId: string) {
  await tx.delete(calendarFeeds).where(eq(calendarFeeds.userId, userId));
}
