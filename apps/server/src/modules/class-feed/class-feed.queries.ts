import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import { classMembers, feedAttachments, feedComments, feedPosts, users } from '../../db/schema';
import type { Executor } from '../../db/client';

export type PostRow = typeof feedPosts.$inferSelect;
export type AttachmentRow = typeof feedAttachments.$inferSelect;
export type CommentRow = typeof feedComments.$inferSelect;

export async function findPost(db: Executor, postId: string) {
  const [row] = await db.select().from(feedPosts).where(eq(feedPosts.id, postId));
  return row;
}

export async function lockPost(tx: Executor, postId: string) {
  const [row] = await tx.select().from(feedPosts).where(eq(feedPosts.id, postId)).for('update');
  return row;
}

export async function findComment(db: Executor, commentId: string) {
  const [row] = await db
    .select({ comment: feedComments, post: feedPosts })
    .from(feedComments)
    .innerJoin(feedPosts, eq(feedPosts.id, feedComments.postId))
    .where(eq(feedComments.id, commentId));
  return row;
}

export async function findAttachment(db: Executor, attachmentId: string) {
  const [row] = await db
    .select({ attachment: feedAttachments, classId: feedPosts.classId })
    .from(feedAttachments)
    .innerJoin(feedPosts, eq(feedPosts.id, feedAttachments.postId))
    .where(eq(feedAttachments.id, attachmentId));
  return row;
}

export async function memberIds(db: Executor, classId: string) {
  const rows = await db
    .select({ userId: classMembers.userId })
    .from(classMembers)
    .where(eq(classMembers.classId, classId));
  return rows.map((row) => row.userId);
}

export async function insertPost(tx: Executor, values: typeof feedPosts.$inferInsert) {
  const [row] = await tx.insert(feedPosts).values(values).returning();
  return row!;
}

export async function insertAttachments(tx: Executor, rows: Array<typeof feedAttachments.$inferInsert>) {
  if (rows.length === 0) return [];
  return tx.insert(feedAttachments).values(rows).returning();
}

export async function updatePost(tx: Executor, postId: string, text: string) {
  const [row] = await tx
    .update(feedPosts)
    .set({ text, edited: true, updatedAt: new Date() })
    .where(eq(feedPosts.id, postId))
    .returning();
  return row!;
}

export async function deleteAttachments(tx: Executor, postId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return tx
    .delete(feedAttachments)
    .where(and(eq(feedAttachments.postId, postId), inArray(feedAttachments.id, ids)))
    .returning();
}

/** Deletes a post (its comments and attachment rows go with it) and returns its files. */
export async function deletePost(tx: Executor, postId: string) {
  const files = await tx
    .select({ storedName: feedAttachments.storedName, size: feedAttachments.size })
    .from(feedAttachments)
    .where(eq(feedAttachments.postId, postId));
  const removed = await tx.delete(feedPosts).where(eq(feedPosts.id, postId)).returning({ id: feedPosts.id });
  return removed.length === 1 ? files : null;
}

export async function insertComment(tx: Executor, values: typeof feedComments.$inferInsert) {
  const [row] = await tx.insert(feedComments).values(values).returning();
  return row!;
}

export async function deleteComment(tx: Executor, commentId: string) {
  const rows = await tx.delete(feedComments).where(eq(feedComments.id, commentId)).returning({ id: feedComments.id });
  return rows.length === 1;
}

export async function listPosts(db: Executor, classId: string, page: { skip: number; limit: number }) {
  return db
    .select()
    .from(feedPosts)
    .where(eq(feedPosts.classId, classId))
    .orderBy(desc(feedPosts.createdAt), desc(feedPosts.id))
    .offset(page.skip)
    .limit(page.limit);
}

export async function countPosts(db: Executor, classId: string) {
  const [row] = await db.select({ n: count() }).from(feedPosts).where(eq(feedPosts.classId, classId));
  return row?.n ?? 0;
}

/** What a page of posts shows besides the posts: files, comments (oldest first), counts and names. */
export async function postDetails(db: Executor, postIds: string[]) {
  if (postIds.length === 0) return { attachments: [], comments: [], counts: [] };
  const [attachments, comments, counts] = await Promise.all([
    db
      .select()
      .from(feedAttachments)
      .where(inArray(feedAttachments.postId, postIds))
      .orderBy(asc(feedAttachments.position), asc(feedAttachments.createdAt)),
    db
      .select()
      .from(feedComments)
      .where(inArray(feedComments.postId, postIds))
      .orderBy(asc(feedComments.createdAt), asc(feedComments.id))
      .limit(5000),
    db
      .select({ postId: feedComments.postId, n: count() })
      .from(feedComments)
      .where(inArray(feedComments.postId, postIds))
      .groupBy(feedComments.postId),
  ]);
  return { attachments, comments, counts };
}

export type PostDetails = Awaited<ReturnType<typeof postDetails>>;

export async function peopleByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, ids));
}

export type PersonRow = Awaited<ReturnType<typeof peopleByIds>>[number];
