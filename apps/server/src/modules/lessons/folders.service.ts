import {
  type CreateFolderBody,
  FOLDER_MESSAGES,
  FOLDER_NAME_MAX,
  type FolderContents,
  type FolderHierarchy,
  type FolderItem,
  type LessonSpace,
} from '@bright/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { loadFolderFor } from './lesson-access';
import { nameConflict, raceSafe } from './lesson-placement';
import { presentItems } from './lesson-views';
import * as f from './folders.queries';
import {
  folderTree,
  listOrder,
  movesIntoItself,
  nextFreeName,
  pathTo,
  subtreeCounts,
  subtreeOf,
} from './lessons.policy';
import { toFolderItem } from './lessons.presenter';
import * as q from './lessons.queries';

type Out<T extends z.ZodType> = z.output<T>;

const owner = (actor: Actor) => ({ ownerId: actor.userId, instituteId: actor.instituteId! });

/** Folders of a space as items, each with what it holds at any depth. */
async function presentFolders(db: Executor, all: readonly f.FolderRow[], shown: readonly f.FolderRow[]) {
  const ids = all.map((folder) => folder.id);
  const [lessonsIn, filesIn] = await Promise.all([f.lessonCountsByFolder(db, ids), f.fileCountsByFolder(db, ids)]);
  return shown.map((folder) => toFolderItem(folder, subtreeCounts(folder.id, all, lessonsIn, filesIn)));
}

async function presentFolder(db: Executor, folder: f.FolderRow): Promise<FolderItem> {
  const all = await f.foldersOfSpace(db, folder.ownerId, folder.instituteId, folder.space);
  const [item] = await presentFolders(db, all, [folder]);
  return item!;
}

/** A folder's name must be free beside it: 409 with the holder's id and a free name otherwise. */
async function checkFolderName(
  db: Executor,
  slot: { ownerId: string; instituteId: string; space: LessonSpace; parentId: string | null },
  name: string,
  exceptId?: string,
) {
  const holder = await f.findFolderNameHolder(db, slot, name, exceptId);
  if (!holder) return;
  const siblings = await f.foldersOfSpace(db, slot.ownerId, slot.instituteId, slot.space);
  const taken = siblings.filter((each) => each.parentId === slot.parentId).map((each) => each.name);
  throw nameConflict('folder', holder.id, nextFreeName(name, taken, FOLDER_NAME_MAX));
}

/** The parent a folder goes into: one of the caller's of the same space, or the top level. */
async function parentIn(db: Executor, actor: Actor, space: LessonSpace, parentId: string | null | undefined) {
  if (!parentId) return null;
  const parent = await loadFolderFor(db, actor, parentId);
  if (parent.space !== space) throw badRequest(FOLDER_MESSAGES.spaceMismatch);
  return parent;
}

export async function createFolder(db: Db, actor: Actor, body: Out<typeof CreateFolderBody>) {
  const row = await raceSafe(() =>
    db.transaction(async (tx) => {
      const parent = await parentIn(tx, actor, body.space, body.parentId);
      const slot = { ...owner(actor), space: body.space, parentId: parent?.id ?? null };
      await checkFolderName(tx, slot, body.name);
      return f.insertFolder(tx, { ...slot, name: body.name });
    }),
  );
  return presentFolder(db, row);
}

export async function renameFolder(db: Db, actor: Actor, body: { id: string; name: string }) {
  const folder = await loadFolderFor(db, actor, body.id);
  const row = await raceSafe(() =>
    db.transaction(async (tx) => {
      await checkFolderName(tx, folder, body.name, folder.id);
      return f.updateFolder(tx, folder.id, { name: body.name });
    }),
  );
  return presentFolder(db, row ?? folder);
}

/** A folder (with everything in it) into another folder of its space, never into itself or its own folders. */
export async function moveFolder(db: Db, actor: Actor, body: { folder_id: string; parentId: string | null }) {
  const folder = await loadFolderFor(db, actor, body.folder_id);
  const row = await raceSafe(() =>
    db.transaction(async (tx) => {
      const all = await f.lockFoldersOfSpace(tx, folder.ownerId, folder.instituteId, folder.space);
      const parent = await parentIn(tx, actor, folder.space, body.parentId);
      if (movesIntoItself(folder.id, parent?.id ?? null, all)) throw badRequest(FOLDER_MESSAGES.intoItself);
      await checkFolderName(tx, { ...folder, parentId: parent?.id ?? null }, folder.name, folder.id);
      return f.updateFolder(tx, folder.id, { parentId: parent?.id ?? null });
    }),
  );
  return presentFolder(db, row ?? folder);
}

/** v2 folder?id: a folder (or a space's top level) with its subfolders and lessons, and the way back up. */
export async function folderContents(
  db: Db,
  actor: Actor,
  query: { id?: string; space: LessonSpace },
): Promise<FolderContents> {
  const folder = query.id ? await loadFolderFor(db, actor, query.id) : null;
  const space = folder?.space ?? query.space;
  const all = await f.foldersOfSpace(db, actor.userId, actor.instituteId!, space);
  const children = all.filter((each) => each.parentId === (folder?.id ?? null));
  const where = q.mine(
    { userId: actor.userId, instituteId: actor.instituteId! },
    [space],
    q.inFolder(folder?.id ?? null),
  );
  const items = await presentFolders(db, all, folder ? [folder, ...children] : children);
  const shown = folder ? items.shift()! : null;
  const { rows } = await q.listLessons(db, where, listOrder('NAME'), 0, 500);
  return {
    space,
    folder: shown,
    breadcrumbs: pathTo(folder?.id ?? null, new Map(all.map((each) => [each.id, each]))),
    folders: items,
    lessons: await presentItems(db, actor, rows),
  };
}

export async function folderHierarchy(db: Db, actor: Actor, space: LessonSpace): Promise<FolderHierarchy> {
  const all = await f.foldersOfSpace(db, actor.userId, actor.instituteId!, space);
  return { space, folders: folderTree(all) };
}

/**
 * Deletes a folder WITH everything in it: its folders at any depth and their lessons (pages and
 * publications too). A My Files folder that still holds uploaded files is refused: their bytes on disk and
 * the storage they count against are the My Files module's to release.
 */
export async function deleteFolder(db: Db, actor: Actor, folderId: string) {
  const folder = await loadFolderFor(db, actor, folderId);
  return db.transaction(async (tx) => {
    const all = await f.lockFoldersOfSpace(tx, folder.ownerId, folder.instituteId, folder.space);
    const inside = [...subtreeOf(folder.id, all)];
    const [lessonsIn, filesIn] = await Promise.all([
      f.lessonCountsByFolder(tx, inside),
      f.fileCountsByFolder(tx, inside),
    ]);
    if ([...filesIn.values()].some((n) => n > 0)) throw new AppError('CONFLICT', FOLDER_MESSAGES.holdsFiles);
    await f.deleteFolders(tx, inside);
    const deletedLessons = [...lessonsIn.values()].reduce((sum, n) => sum + n, 0);
    return { id: folder.id, deletedLessons, deletedFolders: inside.length };
  });
}
