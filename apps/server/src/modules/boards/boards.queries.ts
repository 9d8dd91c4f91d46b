import type { PageBackground } from '@bright/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { classMembers, lessonPages, lessonPublications, lessons, myFiles } from '../../db/schema';

export type LessonRow = typeof lessons.$inferSelect;
export type PageRow = typeof lessonPages.$inferSelect;
export type MyFileRow = typeof myFiles.$inferSelect;

export async function findLesson(db: Executor, lessonId: string) {
  const [row] = await db.select().from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  return row;
}

/** Locks the lesson row: page changes of one lesson run one after the other. */
export async function lockLesson(tx: Executor, lessonId: string) {
  const [row] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for('update');
  return row;
}

/** Whether the user is a student of a class the lesson is published to. */
export async function isPublishedToStudent(db: Executor, lessonId: string, userId: string) {
  const [row] = await db
    .select({ classId: lessonPublications.classId })
    .from(lessonPublications)
    .innerJoin(
      classMembers,
      and(eq(classMembers.classId, lessonPublications.classId), eq(classMembers.role, 'learner')),
    )
    .where(and(eq(lessonPublications.lessonId, lessonId), eq(classMembers.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function listPages(db: Executor, lessonId: string) {
  return db
    .select()
    .from(lessonPages)
    .where(eq(lessonPages.lessonId, lessonId))
    .orderBy(asc(lessonPages.position), asc(lessonPages.createdAt));
}

export async function findPage(db: Executor, lessonId: string, pageId: string) {
  const [row] = await db
    .select()
    .from(lessonPages)
    .where(and(eq(lessonPages.id, pageId), eq(lessonPages.lessonId, lessonId)))
    .limit(1);
  return row;
}

export async function insertPages(
  tx: Executor,
  rows: Array<{ lessonId: string; position: number; background: PageBackground | null }>,
) {
  if (rows.length === 0) return [];
  return tx.insert(lessonPages).values(rows).returning();
}

/** Writes positions 0..n-1 in the given order, in one statement. */
export async function setPositions(tx: Executor, pageIds: string[]) {
  if (pageIds.length === 0) return;
  const cases = sql.join(
    pageIds.map((id, index) => sql`when ${id} then ${index}::int`),
    sql` `,
  );
  await tx
    .update(lessonPages)
    .set({ position: sql`case ${lessonPages.id} ${cases} end` })
    .where(inArray(lessonPages.id, pageIds));
}

export async function deletePage(tx: Executor, pageId: string) {
  const rows = await tx.delete(lessonPages).where(eq(lessonPages.id, pageId)).returning({ id: lessonPages.id });
  return rows.length === 1;
}

/** A new, empty document for the page: its old updates and snapshot go with one statement each. */
export async function nextGeneration(tx: Executor, pageId: string) {
  const [row] = await tx
    .update(lessonPages)
    .set({ generation: sql`${lessonPages.generation} + 1` })
    .where(eq(lessonPages.id, pageId))
    .returning();
  return row;
}

export async function setBackground(tx: Executor, pageId: string, background: PageBackground | null) {
  const [row] = await tx.update(lessonPages).set({ background }).where(eq(lessonPages.id, pageId)).returning();
  return row;
}

export async function setCurrentPage(tx: Executor, lessonId: string, pageId: string) {
  await tx.update(lessons).set({ currentPageId: pageId }).where(eq(lessons.id, lessonId));
}

export async function touchLesson(tx: Executor, lessonId: string) {
  await tx.update(lessons).set({ updatedAt: new Date() }).where(eq(lessons.id, lessonId));
}

const RECENT_LIMIT = 20;

export async function recentOwnLessons(db: Executor, ownerId: string, instituteId: string) {
  return db
    .select()
    .from(lessons)
    .where(and(eq(lessons.ownerId, ownerId), eq(lessons.instituteId, instituteId), sql`${lessons.space} <> 'FILES'`))
    .orderBy(desc(lessons.updatedAt))
    .limit(RECENT_LIMIT);
}

export async function recentPublishedLessons(db: Executor, studentId: string, instituteId: string) {
  return db
    .selectDistinct({ lesson: lessons })
    .from(lessons)
    .innerJoin(lessonPublications, eq(lessonPublications.lessonId, lessons.id))
    .innerJoin(
      classMembers,
      and(eq(classMembers.classId, lessonPublications.classId), eq(classMembers.role, 'learner')),
    )
    .where(and(eq(classMembers.userId, studentId), eq(lessons.instituteId, instituteId)))
    .orderBy(desc(lessons.updatedAt))
    .limit(RECENT_LIMIT)
    .then((rows) => rows.map((row) => row.lesson));
}

export async function findOwnFile(db: Executor, fileId: string, ownerId: string, instituteId: string) {
  const [row] = await db
    .select()
    .from(myFiles)
    .where(and(eq(myFiles.id, fileId), eq(myFiles.ownerId, ownerId), eq(myFiles.instituteId, instituteId)))
    .limit(1);
  return row;
}

export async function findFile(db: Executor, fileId: string) {
  const [row] = await db.select().from(myFiles).where(eq(myFiles.id, fileId)).limit(1);
  return row;
}

export async function insertFile(tx: Executor, values: typeof myFiles.$inferInsert) {
  const [row] = await tx.insert(myFiles).values(values).returning();
  return row!;
}

/** Whether a page of the lesson shows the file as its background. */
export async function lessonShowsFile(db: Executor, lessonId: string, fileId: string) {
  const [row] = await db
    .select({ id: lessonPages.id })
    .from(lessonPages)
    .where(and(eq(lessonPages.lessonId, lessonId), sql`${lessonPages.background}->>'fileId' = ${fileId}`))
    .limit(1);
  return Boolean(row);
}
