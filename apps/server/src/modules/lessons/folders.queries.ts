import type { LessonSpace } from '@bright/contracts';
import { and, count, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lessonFolders, lessons, myFiles } from '../../db/schema';

export type FolderRow = typeof lessonFolders.$inferSelect;

/** Every folder of the author's in one space: a teacher has tens, so trees are worked out in memory. */
export async function foldersOfSpace(db: Executor, ownerId: string, instituteId: string, space: LessonSpace) {
  return db
    .select()
    .from(lessonFolders)
    .where(
      and(
        eq(lessonFolders.ownerId, ownerId),
        eq(lessonFolders.instituteId, instituteId),
        eq(lessonFolders.space, space),
      ),
    );
}

export async function folderById(db: Executor, id: string) {
  const [row] = await db.select().from(lessonFolders).where(eq(lessonFolders.id, id));
  return row ?? null;
}

/** Another folder beside it (same parent) with this name, whatever its case. */
export async function findFolderNameHolder(
  db: Executor,
  slot: { ownerId: string; instituteId: string; space: LessonSpace; parentId: string | null },
  name: string,
  exceptId?: string,
) {
  const [row] = await db
    .select({ id: lessonFolders.id })
    .from(lessonFolders)
    .where(
      and(
        eq(lessonFolders.ownerId, slot.ownerId),
        eq(lessonFolders.instituteId, slot.instituteId),
        eq(lessonFolders.space, slot.space),
        slot.parentId ? eq(lessonFolders.parentId, slot.parentId) : isNull(lessonFolders.parentId),
        eq(sql`lower(${lessonFolders.name})`, name.toLowerCase()),
        exceptId ? ne(lessonFolders.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertFolder(tx: Executor, values: typeof lessonFolders.$inferInsert) {
  const [row] = await tx.insert(lessonFolders).values(values).returning();
  return row!;
}

export async function updateFolder(tx: Executor, id: string, set: Partial<typeof lessonFolders.$inferInsert>) {
  const [row] = await tx
    .update(lessonFolders)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(lessonFolders.id, id))
    .returning();
  return row ?? null;
}

/** Removes the folders; their lessons (and those lessons' pages) go with them by cascade. */
export async function deleteFolders(tx: Executor, ids: readonly string[]) {
  if (ids.length === 0) return;
  await tx.delete(lessonFolders).where(inArray(lessonFolders.id, [...ids]));
}

/** How many lessons each folder holds directly. */
export async function lessonCountsByFolder(db: Executor, folderIds: readonly string[]) {
  if (folderIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ folderId: lessons.folderId, n: count() })
    .from(lessons)
    .where(inArray(lessons.folderId, [...folderIds]))
    .groupBy(lessons.folderId);
  return new Map(rows.map((row) => [row.folderId!, row.n]));
}

/** How many My Files items each folder holds directly. */
export async function fileCountsByFolder(db: Executor, folderIds: readonly string[]) {
  if (folderIds.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ folderId: myFiles.folderId, n: count() })
    .from(myFiles)
    .where(inArray(myFiles.folderId, [...folderIds]))
    .groupBy(myFiles.folderId);
  return new Map(rows.map((row) => [row.folderId!, row.n]));
}

/** Locks the author's folders of a space for the rest of the transaction, so two moves cannot make a loop. */
export async function lockFoldersOfSpace(tx: Executor, ownerId: string, instituteId: string, space: LessonSpace) {
  return tx
    .select()
    .from(lessonFolders)
    .where(
      and(
        eq(lessonFolders.ownerId, ownerId),
        eq(lessonFolders.instituteId, instituteId),
        eq(lessonFolders.space, space),
      ),
    )
    .for('update');
}
