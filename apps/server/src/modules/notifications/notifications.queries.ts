import { and, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { classMembers, classes, memberships, notifications } from '../../db/schema';
import type { Executor } from '../../db/client';
import { isMuted, preferencesOf } from './notifications.preferences';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'type' | 'title' | 'body' | 'data'> &
  Partial<Pick<typeof notifications.$inferInsert, 'createdAt'>>;

/**
 * Stores notifications inside the caller's transaction; they are pushed only after it commits. One its
 * receiver muted (its category or its class) is stored already read, so it neither counts nor pings.
 */
export async function insertNotifications(tx: Executor, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  const prefs = await preferencesOf(tx, [...new Set(rows.map((row) => row.userId))]);
  const now = new Date();
  const stored = rows.map((row) =>
    isMuted(prefs.get(row.userId), { type: row.type, data: row.data ?? {} }) ? { ...row, readAt: now } : row,
  );
  return tx.insert(notifications).values(stored).returning();
}

/** A page cursor: its row's owner, id and exact time (as PostgreSQL text, microseconds kept). */
export async function findCursor(db: Executor, id: string) {
  const [row] = await db
    .select({
      id: notifications.id,
      userId: notifications.userId,
      createdAt: sql<string>`${notifications.createdAt}::text`,
    })
    .from(notifications)
    .where(eq(notifications.id, id))
    .limit(1);
  return row;
}

export type Cursor = NonNullable<Awaited<ReturnType<typeof findCursor>>>;

/**
 * A user's notifications newest first, by (created_at, id); `after` is the last row of the previous page.
 * Read backwards, notifications_user_created_id_idx answers a page without sorting the user's rows.
 */
export async function listNotifications(db: Executor, userId: string, limit: number, after?: Cursor) {
  const older = after
    ? sql`(${notifications.createdAt}, ${notifications.id}) < (${after.createdAt}::timestamptz, ${after.id})`
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), older))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the user's own unread notifications read: the listed ones, or all of them. */
export async function markRead(db: Executor, userId: string, ids: string[] | 'all', now = new Date()) {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids === 'all' ? undefined : inArray(notifications.id, ids),
      ),
    );
}

/** The user's own notifications among `ids` (to tell a foreign id from the caller's). */
export async function ownedIds(db: Executor, userId: string, ids: string[]) {
  const rows = await db
    .select({ id: notifications.id })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), inArray(notifications.id, ids)));
  return rows.map((row) => row.id);
}

/** Deletes the user's own notifications: the listed ones, or all of them; answers how many. */
export async function deleteNotifications(db: Executor, userId: string, ids: string[] | 'all') {
  const rows = await db
    .delete(notifications)
    .where(and(eq(notifications.userId, userId), ids === 'all' ? undefined : inArray(notifications.id, ids)))
    .returning({ id: notifications.id });
  return rows.length;
}

/** Of `userIds`, those with a membership in the institute. */
export async function membersOfInstitute(db: Executor, instituteId: string, userIds: string[]) {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.instituteId, instituteId), inArray(memberships.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}

/** Of `userIds`, those in a class of the institute that `teacherId` teaches (or in `classId` only). */
export async function peopleOfTeacher(
  db: Executor,
  teacher: { userId: string; instituteId: string },
  userIds: string[],
  classId?: string,
) {
  const mine = alias(classMembers, 'mine');
  const rows = await db
    .selectDistinct({ userId: classMembers.userId })
    .from(classMembers)
    .innerJoin(
      mine,
      and(eq(mine.classId, classMembers.classId), eq(mine.userId, teacher.userId), eq(mine.role, 'instructor')),
    )
    .innerJoin(classes, and(eq(classes.id, classMembers.classId), eq(classes.instituteId, teacher.instituteId)))
    .where(and(inArray(classMembers.userId, userIds), classId ? eq(classMembers.classId, classId) : undefined));
  return new Set(rows.map((row) => row.userId));
}

/** Of `userIds`, the members of one class. */
export async function membersOfClass(db: Executor, classId: string, userIds: string[]) {
  const rows = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), inArray(classMembers.userId, userIds)));
  return new Set(rows.map((row) => row.userId));
}
