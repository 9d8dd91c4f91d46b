import { FOLDER_MESSAGES, LESSON_MESSAGES } from '@bright/contracts';
import type { Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import type { Caller } from '../../lib/class-access';
import { type FolderRow, folderById } from './folders.queries';
import { type LessonRight, folderVerdict, lessonRight, lessonVerdict } from './lessons.policy';
import { type LessonRow, lessonWithReach } from './lessons.queries';

export interface LoadedLesson {
  lesson: LessonRow;
  right: LessonRight;
}

const adminInstitute = (actor: Caller) => (actor.roles.includes('admin') ? actor.instituteId : null);

/**
 * Loads a lesson and authorizes the caller in one query: 404 'Lesson not found' when it does not exist
 * or belongs to another institute, 403 when it is of the caller's institute but neither theirs nor
 * published to a class of theirs (need 'read') or not theirs (need 'own').
 */
export async function loadLessonFor(
  db: Executor,
  actor: Caller,
  lessonId: string,
  need: 'own' | 'read',
): Promise<LoadedLesson> {
  const found = await lessonWithReach(db, lessonId, actor.userId, adminInstitute(actor));
  if (!found) throw notFound(LESSON_MESSAGES.lessonNotFound);
  enforce(lessonVerdict(actor, found.lesson, found.readable, need), LESSON_MESSAGES.lessonNotFound);
  return { lesson: found.lesson, right: lessonRight(actor, found.lesson, found.readable)! };
}

/**
 * What the caller may do with a lesson and its board pages: 'owner' (its author: draw, add and delete
 * pages, present), 'reader' (a member of a class it is published to, or an admin of that class's
 * institute: look, never write), or null (unknown, another institute's, or not theirs to see).
 * The boards module authorizes every page and socket event with it.
 */
export async function lessonAccess(db: Executor, actor: Caller, lessonId: string): Promise<LessonRight | null> {
  const found = await lessonWithReach(db, lessonId, actor.userId, adminInstitute(actor));
  return found ? lessonRight(actor, found.lesson, found.readable) : null;
}

/** One of the caller's folders: 404 'Folder not found' (also another institute's), 403 another teacher's. */
export async function loadFolderFor(db: Executor, actor: Caller, folderId: string): Promise<FolderRow> {
  const folder = await folderById(db, folderId);
  if (!folder) throw notFound(FOLDER_MESSAGES.folderNotFound);
  enforce(folderVerdict(actor, folder), FOLDER_MESSAGES.folderNotFound);
  return folder;
}
