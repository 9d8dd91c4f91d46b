// Helpers for the tests of the lessons module (and the boards module after it); not part of the app.
import { randomBytes } from 'node:crypto';
import type { LessonSpace, LessonType } from '@bright/contracts';
import type { Db } from '../src/db/client';
import { lessonFolders, lessonPages, lessonPublications, lessons } from '../src/db/schema';

export type LessonRow = typeof lessons.$inferSelect;
export type FolderRow = typeof lessonFolders.$inferSelect;

const unique = () => randomBytes(4).toString('hex');

export interface BuildLessonOptions {
  ownerId: string;
  instituteId: string;
  name?: string;
  lessonType?: LessonType;
  space?: LessonSpace;
  folderId?: string | null;
  pages?: number;
  tags?: string[];
}

/** A lesson with blank pages (one unless told), written straight to the tables. */
export async function buildLesson(db: Db, options: BuildLessonOptions): Promise<LessonRow> {
  const lessonType = options.lessonType ?? 'teach';
  const [lesson] = await db
    .insert(lessons)
    .values({
      ownerId: options.ownerId,
      instituteId: options.instituteId,
      name: options.name ?? `Lesson ${unique()}`,
      lessonType,
      space: options.space ?? (lessonType === 'CONTENT' ? 'CONTENT' : 'LESSONS'),
      folderId: options.folderId ?? null,
      tags: options.tags ?? [],
    })
    .returning();
  const count = options.pages ?? 1;
  if (count > 0) {
    await db
      .insert(lessonPages)
      .values(Array.from({ length: count }, (_, position) => ({ lessonId: lesson!.id, position })));
  }
  return lesson!;
}

export async function buildFolder(
  db: Db,
  options: { ownerId: string; instituteId: string; name?: string; space?: LessonSpace; parentId?: string | null },
): Promise<FolderRow> {
  const [folder] = await db
    .insert(lessonFolders)
    .values({
      ownerId: options.ownerId,
      instituteId: options.instituteId,
      name: options.name ?? `Folder ${unique()}`,
      space: options.space ?? 'LESSONS',
      parentId: options.parentId ?? null,
    })
    .returning();
  return folder!;
}

export async function publishTo(db: Db, lessonId: string, classId: string, isPublic = true) {
  await db.insert(lessonPublications).values({ lessonId, classId, isPublic });
}
