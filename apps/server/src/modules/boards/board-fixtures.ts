// Lessons with pages for the board tests and the authorization matrices; not part of the app.
import { randomBytes } from 'node:crypto';
import type { AuthzContext } from '../../../test/authz';
import { buildClass } from '../../../test/factories';
import type { Db } from '../../db/client';
import { lessonPages, lessonPublications, lessons, myFiles } from '../../db/schema';
import { createFileStore } from '../../lib/file-store';

export interface BuildLessonOptions {
  instituteId: string;
  ownerId: string;
  pages?: number;
  /** Classes the lesson is published to (their students read it). */
  publishTo?: string[];
  name?: string;
}

export async function buildLesson(db: Db, options: BuildLessonOptions) {
  const [lesson] = await db
    .insert(lessons)
    .values({
      instituteId: options.instituteId,
      ownerId: options.ownerId,
      name: options.name ?? `Lesson ${randomBytes(4).toString('hex')}`,
    })
    .returning();
  const pages = await db
    .insert(lessonPages)
    .values(Array.from({ length: options.pages ?? 2 }, (_, position) => ({ lessonId: lesson!.id, position })))
    .returning();
  if (options.publishTo?.length) {
    await db
      .insert(lessonPublications)
      .values(options.publishTo.map((classId) => ({ lessonId: lesson!.id, classId, publishedBy: options.ownerId })));
  }
  return { lesson: lesson!, pages: pages.sort((a, b) => a.position - b.position) };
}

/** A picture of the owner's My Files; its bytes are written when a data folder is given. */
export async function buildMyFile(
  db: Db,
  instituteId: string,
  ownerId: string,
  options: { contentType?: 'image/png' | 'application/pdf'; dataDir?: string; bytes?: Buffer } = {},
) {
  const contentType = options.contentType ?? 'image/png';
  const extension = contentType === 'application/pdf' ? 'pdf' : 'png';
  const storedName =
    options.dataDir && options.bytes
      ? await createFileStore(options.dataDir, 'my-files').save(options.bytes, contentType)
      : `my-files/${randomBytes(16).toString('hex')}.${extension}`;
  const [file] = await db
    .insert(myFiles)
    .values({
      instituteId,
      ownerId,
      kind: 'FILE',
      name: `picture.${extension}`,
      storedName,
      contentType,
      size: options.bytes?.length ?? 10,
    })
    .returning();
  return file!;
}

/**
 * For the authorization matrices: a lesson the caller may open as their role allows. A teacher or an
 * admin owns it; a student reads it, published to a class they are in.
 */
export async function lessonForCaller(ctx: AuthzContext, pages = 2) {
  const roles = ctx.caller.roles;
  if (!roles.includes('learner')) {
    return buildLesson(ctx.db, { instituteId: ctx.institute.id, ownerId: ctx.caller.user.id, pages });
  }
  const teacher = (await ctx.member(['instructor'])).user;
  const { klass } = await buildClass(ctx.db, { institute: ctx.institute, teacher, students: [ctx.caller.user] });
  return buildLesson(ctx.db, { instituteId: ctx.institute.id, ownerId: teacher.id, pages, publishTo: [klass.id] });
}
