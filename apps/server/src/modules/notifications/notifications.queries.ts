import { notifications } from '../../db/schema';
import type { Executor } from '../../db/client';

export type NotificationRow = typeof notifications.$inferSelect;
export type NewNotification = Pick<typeof notifications.$inferInsert, 'userId' | 'type' | 'title' | 'body' | 'data'>;

/** Stores notifications inside the caller's transaction; they are pushed only after it commits. */
export async function insertNotifications(tx: Executor, rows: NewNotification[]): Promise<NotificationRow[]> {
  if (rows.length === 0) return [];
  return tx.insert(notifications).values(rows).returning();
}
