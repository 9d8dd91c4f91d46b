import {
  LESSON_MESSAGES,
  type LessonPage,
  type LessonSearchPage,
  type LessonSpace,
  type LessonsPageQuery,
  type MoveContentToFilesBody,
  type SearchLessonsQuery,
} from '@bright/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { loadFolderFor, loadLessonFor } from './lesson-access';
import { freeNameIn, raceSafe, targetSlot } from './lesson-placement';
import { folderMap, presentItems } from './lesson-views';
import { type FolderNode, listOrder, pathTo } from './lessons.policy';
import * as q from './lessons.queries';

type Out<T extends z.ZodType> = z.output<T>;

const owner = (actor: Actor) => ({ userId: actor.userId, instituteId: actor.instituteId! });

/** The folder listed (which fixes the space) or the top level of the asked space. */
async function listedPlace(db: Db, actor: Actor, space: LessonSpace, folderId?: string) {
  if (!folderId) return { space, folderId: null };
  const folder = await loadFolderFor(db, actor, folderId);
  return { space: folder.space, folderId: folder.id };
}

/** v2 flow/getWhiteBoard-paginated: one folder (or the top level) of one space, a page at a time. */
export async function lessonPage(db: Db, actor: Actor, query: Out<typeof LessonsPageQuery>): Promise<LessonPage> {
  const place = await listedPlace(db, actor, query.space, query.folderId);
  const where = q.mine(owner(actor), [place.space], q.inFolder(place.folderId));
  const order = listOrder(query.sort, query.order);
  const { rows, total } = await q.listLessons(db, where, order, query.skip, query.limit);
  return { items: await presentItems(db, actor, rows), total, skip: query.skip, limit: query.limit };
}

/** v2 flow/getWhiteBoard: the whole of one folder (or the top level), by name. */
export async function lessonsIn(db: Db, actor: Actor, space: LessonSpace, folderId?: string) {
  const place = await listedPlace(db, actor, space, folderId);
  const where = q.mine(owner(actor), [place.space], q.inFolder(place.folderId));
  const { rows } = await q.listLessons(db, where, listOrder('NAME'), 0, 500);
  return presentItems(db, actor, rows);
}

/** v2 flow/search: the caller's lessons by name or tag, in every folder, each with its folder path. */
export async function searchLessons(
  db: Db,
  actor: Actor,
  query: Out<typeof SearchLessonsQuery>,
): Promise<LessonSearchPage> {
  const spaces: LessonSpace[] = query.space ? [query.space] : ['LESSONS', 'CONTENT'];
  const where = q.mine(owner(actor), spaces, q.matching(query.query));
  const order = listOrder(query.sort, query.order);
  const [{ rows, total }, ...maps] = await Promise.all([
    q.listLessons(db, where, order, query.skip, query.limit),
    ...spaces.map((space) => folderMap(db, actor.userId, actor.instituteId!, space)),
  ]);
  const folders = new Map<string, FolderNode>(maps.flatMap((map) => [...map]));
  const items = await presentItems(db, actor, rows);
  return {
    items: items.map((item) => ({ ...item, path: pathTo(item.folderId, folders) })),
    total,
    skip: query.skip,
    limit: query.limit,
  };
}

/**
 * Content lessons into My Files (its top level or a folder of it), all or nothing; a name taken there is
 * numbered ('Name (2)'), as a batch has no one answer to a clash.
 */
export async function moveContentToFiles(db: Db, actor: Actor, body: Out<typeof MoveContentToFilesBody>) {
  const ids = [...new Set(body.flow_ids)];
  const moved = await raceSafe(() =>
    db.transaction(async (tx) => {
      const slot = await targetSlot(tx, actor, 'FILES', body.parentId ?? null);
      const rows = [];
      for (const id of ids) {
        const { lesson } = await loadLessonFor(tx, actor, id, 'own');
        if (lesson.lessonType !== 'CONTENT') throw badRequest(LESSON_MESSAGES.notContent);
        const name = await freeNameIn(tx, slot, lesson.name, lesson.id);
        rows.push(await q.updateLesson(tx, lesson.id, { space: 'FILES', folderId: slot.folderId, name }));
      }
      return rows.filter((row) => row !== null).map((row) => row.id);
    }),
  );
  const rows = await q.listedByIds(db, moved);
  rows.sort((a, b) => moved.indexOf(a.lesson.id) - moved.indexOf(b.lesson.id));
  return { lessons: await presentItems(db, actor, rows) };
}
