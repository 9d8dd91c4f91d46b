import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { notebookMessages, notebookThreads, notebooks, users } from '../../db/schema';

export type ThreadRow = typeof notebookThreads.$inferSelect;
export type MessageRow = typeof notebookMessages.$inferSelect;

const threadColumns = {
  thread: notebookThreads,
  notebookName: notebooks.name,
  firstName: users.firstName,
  lastName: users.lastName,
  messageCount: sql<number>`(select count(*)::int from notebook_messages m where m.thread_id = notebook_threads.id)`,
  isStudent: sql<boolean>`exists (select 1 from class_members cm where cm.user_id = notebook_threads.user_id and cm.role = 'learner')`,
};

const baseThreads = (db: Executor) =>
  db
    .select(threadColumns)
    .from(notebookThreads)
    .innerJoin(notebooks, eq(notebooks.id, notebookThreads.notebookId))
    .innerJoin(users, eq(users.id, notebookThreads.userId));

export async function findThread(db: Executor, threadId: string) {
  const [row] = await baseThreads(db).where(eq(notebookThreads.id, threadId));
  return row;
}

/** The user's own threads (of one notebook, or of every notebook in the institute). */
export async function listOwnThreads(db: Executor, userId: string, instituteId: string, notebookId?: string) {
  return baseThreads(db)
    .where(
      and(
        eq(notebookThreads.userId, userId),
        eq(notebooks.instituteId, instituteId),
        notebookId ? eq(notebookThreads.notebookId, notebookId) : undefined,
      ),
    )
    .orderBy(desc(notebookThreads.updatedAt))
    .limit(500);
}

/** Other people's threads on a notebook: what students asked, for its owner. */
export async function listOthersThreads(db: Executor, notebookId: string, ownerId: string) {
  return baseThreads(db)
    .where(and(eq(notebookThreads.notebookId, notebookId), ne(notebookThreads.userId, ownerId)))
    .orderBy(desc(notebookThreads.updatedAt))
    .limit(500);
}

export async function insertThread(db: Executor, values: typeof notebookThreads.$inferInsert) {
  const [row] = await db.insert(notebookThreads).values(values).returning();
  return row!;
}

export const touchThread = (db: Executor, id: string) =>
  db.update(notebookThreads).set({ updatedAt: new Date() }).where(eq(notebookThreads.id, id));

export const deleteThread = (db: Executor, id: string) => db.delete(notebookThreads).where(eq(notebookThreads.id, id));

export async function insertMessage(db: Executor, values: typeof notebookMessages.$inferInsert) {
  const [row] = await db.insert(notebookMessages).values(values).returning();
  return row!;
}

export async function listMessages(db: Executor, threadId: string) {
  return db
    .select()
    .from(notebookMessages)
    .where(eq(notebookMessages.threadId, threadId))
    .orderBy(asc(notebookMessages.createdAt), desc(notebookMessages.role));
}
