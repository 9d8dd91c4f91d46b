import { type SQL, and, eq, getTableColumns, ilike, isNull, ne, sql } from 'drizzle-orm';
import type { MyFileItemKind, MyFileKind } from '@bright/contracts';
import type { Executor } from '../../db/client';
import { lessonFolders, lessons, myFiles } from '../../db/schema';

export type MyFileRow = typeof myFiles.$inferSelect;
export type LessonRow = typeof lessons.$inferSelect;

/** Whose My Files: a teacher's own, in the institute their session acts in. */
export interface Owner {
  ownerId: string;
  instituteId: string;
}

export interface ListFilter {
  folderId: string | null;
  all: boolean;
  kind?: MyFileItemKind;
  search?: string;
}

/** What a list row needs: everything but the cards themselves, with their count. */
export interface ListedFile extends Omit<MyFileRow, 'content'> {
  cardCount: number;
}

const likePattern = (search: string) => `%${search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const folderIs = (column: typeof myFiles.folderId | typeof lessons.folderId, filter: ListFilter) =>
  filter.all ? undefined : filter.folderId ? eq(column, filter.folderId) : isNull(column);

export async function findFile(db: Executor, fileId: string) {
  const [row] = await db.select().from(myFiles).where(eq(myFiles.id, fileId));
  return row;
}

export async function lockFile(tx: Executor, fileId: string) {
  const [row] = await tx.select().from(myFiles).where(eq(myFiles.id, fileId)).for('update');
  return row;
}

/** A folder of the owner's My Files (space FILES); another's, or one of another space, is none. */
export async function findFilesFolder(db: Executor, owner: Owner, folderId: string) {
  const [row] = await db
    .select({ id: lessonFolders.id })
    .from(lessonFolders)
    .where(
      and(
        eq(lessonFolders.id, folderId),
        eq(lessonFolders.ownerId, owner.ownerId),
        eq(lessonFolders.instituteId, owner.instituteId),
        eq(lessonFolders.space, 'FILES'),
      ),
    );
  return row;
}

const cardCount = sql<number>`coalesce(jsonb_array_length(${myFiles.content} -> 'cards'), 0)`.mapWith(Number);

export async function listFiles(db: Executor, owner: Owner, filter: ListFilter): Promise<ListedFile[]> {
  if (filter.kind === 'LESSON') return [];
  const conditions: (SQL | undefined)[] = [
    eq(myFiles.ownerId, owner.ownerId),
    eq(myFiles.instituteId, owner.instituteId),
    folderIs(myFiles.folderId, filter),
    filter.kind ? eq(myFiles.kind, filter.kind as MyFileKind) : undefined,
    filter.search ? ilike(myFiles.name, likePattern(filter.search)) : undefined,
  ];
  const { content: _content, ...columns } = getTableColumns(myFiles);
  return db
    .select({ ...columns, cardCount })
    .from(myFiles)
    .where(and(...conditions));
}

export async function listFileLessons(db: Executor, owner: Owner, filter: ListFilter) {
  if (filter.kind && filter.kind !== 'LESSON') return [];
  return db
    .select()
    .from(lessons)
    .where(
      and(
        eq(lessons.ownerId, owner.ownerId),
        eq(lessons.instituteId, owner.instituteId),
        eq(lessons.space, 'FILES'),
        folderIs(lessons.folderId, filter),
        filter.search ? ilike(lessons.name, likePattern(filter.search)) : undefined,
      ),
    );
}

/** Another row of the owner's with this name in this folder (names are unique per folder). */
export async function nameInUse(
  db: Executor,
  owner: Owner,
  place: { folderId: string | null; name: string; exceptId?: string },
) {
  const [row] = await db
    .select({ id: myFiles.id })
    .from(myFiles)
    .where(
      and(
        eq(myFiles.ownerId, owner.ownerId),
        eq(myFiles.instituteId, owner.instituteId),
        place.folderId ? eq(myFiles.folderId, place.folderId) : isNull(myFiles.folderId),
        eq(myFiles.name, place.name),
        place.exceptId ? ne(myFiles.id, place.exceptId) : undefined,
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** The names in a folder that start like `stem`, to find a free "stem (n).ext". */
export async function namesLike(db: Executor, owner: Owner, folderId: string | null, stem: string) {
  const rows = await db
    .select({ name: myFiles.name })
    .from(myFiles)
    .where(
      and(
        eq(myFiles.ownerId, owner.ownerId),
        eq(myFiles.instituteId, owner.instituteId),
        folderId ? eq(myFiles.folderId, folderId) : isNull(myFiles.folderId),
        ilike(myFiles.name, `${stem.replace(/[\\%_]/g, (char) => `\\${char}`)}%`),
      ),
    );
  return new Set(rows.map((row) => row.name));
}

export async function insertFile(tx: Executor, values: typeof myFiles.$inferInsert) {
  const [row] = await tx.insert(myFiles).values(values).returning();
  return row!;
}

export async function updateFile(tx: Executor, fileId: string, values: Partial<typeof myFiles.$inferInsert>) {
  const [row] = await tx
    .update(myFiles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(myFiles.id, fileId))
    .returning();
  return row;
}

export async function deleteFile(tx: Executor, fileId: string) {
  const [row] = await tx.delete(myFiles).where(eq(myFiles.id, fileId)).returning();
  return row;
}

export async function lockLesson(tx: Executor, lessonId: string) {
  const [row] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for('update');
  return row;
}

/** Another lesson of the owner's at the top of a space with this name (lesson names are unique per folder). */
export async function lessonNameInUse(tx: Executor, lesson: LessonRow, space: LessonRow['space']) {
  const [row] = await tx
    .select({ id: lessons.id })
    .from(lessons)
    .where(
      and(
        eq(lessons.ownerId, lesson.ownerId),
        eq(lessons.instituteId, lesson.instituteId),
        eq(lessons.space, space),
        isNull(lessons.folderId),
        eq(lessons.name, lesson.name),
        ne(lessons.id, lesson.id),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/** A lesson to the top of another space: its folder belongs to the space it leaves. */
export async function moveLesson(tx: Executor, lessonId: string, space: LessonRow['space']) {
  const [row] = await tx
    .update(lessons)
    .set({ space, folderId: null, updatedAt: new Date() })
    .where(eq(lessons.id, lessonId))
    .returning();
  return row!;
}
