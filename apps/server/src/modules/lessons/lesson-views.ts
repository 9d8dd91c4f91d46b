import type { FolderRef, LessonDetail, LessonItem, LessonSpace } from '@bright/contracts';
import type { Executor } from '../../db/client';
import type { Caller } from '../../lib/class-access';
import { foldersOfSpace } from './folders.queries';
import { type FolderNode, type LessonRight, pathTo } from './lessons.policy';
import { type ListedLesson, type LessonRow, listedByIds, pagesOf, publicationsOf } from './lessons.queries';
import { toLessonDetail, toLessonItem } from './lessons.presenter';

/** What the caller holds on a lesson they can already see in a list: theirs, or read through a class. */
const rightIn = (actor: Caller, lesson: LessonRow): LessonRight =>
  lesson.ownerId === actor.userId ? 'owner' : 'reader';

/** Lists as their items, with the publications of the caller's own lessons. */
export async function presentItems(db: Executor, actor: Caller, rows: readonly ListedLesson[]): Promise<LessonItem[]> {
  const own = rows.filter((row) => rightIn(actor, row.lesson) === 'owner').map((row) => row.lesson.id);
  const publications = await publicationsOf(db, own);
  return rows.map((row) => toLessonItem(row, rightIn(actor, row.lesson), publications));
}

/** The folders of an author's space by id, to build paths. */
export async function folderMap(db: Executor, ownerId: string, instituteId: string, space: LessonSpace) {
  const folders = await foldersOfSpace(db, ownerId, instituteId, space);
  return new Map<string, FolderNode>(folders.map((folder) => [folder.id, folder]));
}

/** One lesson with its pages (and, for its author, where it is and where it is published). */
export async function presentLesson(db: Executor, lesson: LessonRow, right: LessonRight): Promise<LessonDetail> {
  const [[listed], pages, publications, path] = await Promise.all([
    listedByIds(db, [lesson.id]),
    pagesOf(db, lesson.id),
    right === 'owner' ? publicationsOf(db, [lesson.id]) : Promise.resolve([]),
    right === 'owner' && lesson.folderId ? lessonPath(db, lesson) : Promise.resolve([] as FolderRef[]),
  ]);
  return toLessonDetail(listed ?? { lesson, pageCount: pages.length, owner: null }, right, {
    publications,
    pages,
    path,
  });
}

async function lessonPath(db: Executor, lesson: LessonRow) {
  return pathTo(lesson.folderId, await folderMap(db, lesson.ownerId, lesson.instituteId, lesson.space));
}
