import { and, count, desc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import { notifications } from '../../db/schema';
import type { Executor } from '../../db/client';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'type' | 'title' | 'body' | 'data'> &
  Partial<Pick<typeof notifications.$inferInsert, 'createdAt'>>;

/** Stores notifications inside the caller's transaction; they are pushed only after it commits. */
export async function insertNotifications(tx: Executor, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(notifications).values(rows).returning();
}

export async function findNotification(db: Executor, id: string) {
  const [row] = await db.select().from(notifications).where(eq(notifications.id, id)).limit(1);
  return row;
}

/** A user's notifications newest first; `after` is the last row of the previous page (same time: by id). */
/** The cursor travels as a JavaScript date (milliseconds); PostgreSQL keeps microseconds, so compare at the cursor's precision. */
const createdMs = sql<Date>`date_trunc('milliseconds', ${notifications.createdAt})`;

export async function listNotifications(
  db: Executor,
  userId: string,
  limit: number,
  after?: Pick<NotificationRow, 'id' | 'createdAt'>,
) {
  const older = after
    ? or(
        lt(createdMs, sql`${after.createdAt.toISOString()}::timestamptz`),
        and(eq(createdMs, sql`${after.createdAt.toISOString()}::timestamptz`), lt(notifications.id, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), older))
    .orderBy(desc(createdMs), desc(notifications.id))
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
