import {
  MY_FILES_MESSAGES as M,
  type MyFileItem,
  type MyFileKind,
  type MyFileSort,
  type MyFilePage,
  type UpdateMyFileBody,
} from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import type { FileStore } from '../../lib/file-store';
import { chargeStorage, releaseStorage } from '../licences';
import { canUseOwnItem, freeName, nameStem } from './my-files.policy';
import { toLessonItem, toMyFileDetail, toMyFileItem } from './my-files.presenter';
import * as q from './my-files.queries';
import { type IncomingFile, checkUpload } from './upload-check';

export interface MyFilesContext {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
}

export interface ListQuery {
  folderId?: string;
  all?: boolean;
  kind?: MyFileItem['kind'];
  search?: string;
  sort: MyFileSort;
}

export function ownerOf(actor: Actor): q.Owner {
  if (!actor.instituteId) throw notFound(M.fileNotFound);
  return { ownerId: actor.userId, instituteId: actor.instituteId };
}

async function checkFolder(db: Executor, owner: q.Owner, folderId: string | null | undefined) {
  if (folderId && !(await q.findFilesFolder(db, owner, folderId))) throw notFound(M.folderNotFound);
}

/** One of the caller's files, locked for a change when inside a transaction; anyone else's is 404. */
export async function loadOwnFile(db: Executor, actor: Actor, fileId: string, lock = false) {
  const row = lock ? await q.lockFile(db, fileId) : await q.findFile(db, fileId);
  if (!row) throw notFound(M.fileNotFound);
  enforce(canUseOwnItem(actor, row), M.fileNotFound);
  return row;
}

const SORTS: Record<MyFileSort, (a: MyFileItem, b: MyFileItem) => number> = {
  NAME: (a, b) => a.name.localeCompare(b.name, undefined, { numeric: true, sensitivity: 'base' }),
  DATE_CREATED: (a, b) => b.createdAt.localeCompare(a.createdAt),
  LAST_MODIFIED: (a, b) => b.updatedAt.localeCompare(a.updatedAt),
};

/**
 * A folder's rows (or all of them), files and lessons together in the order asked. A teacher's My Files
 * holds hundreds of rows, not millions: both lists are read whole (without the cards) and merged here.
 */
export async function listItems(db: Db, actor: Actor, query: ListQuery): Promise<MyFileItem[]> {
  const owner = ownerOf(actor);
  await checkFolder(db, owner, query.folderId);
  const filter: q.ListFilter = {
    folderId: query.folderId ?? null,
    all: query.all ?? false,
    ...(query.kind ? { kind: query.kind } : {}),
    ...(query.search ? { search: query.search } : {}),
  };
  const [files, lessons] = await Promise.all([q.listFiles(db, owner, filter), q.listFileLessons(db, owner, filter)]);
  const items = [...files.map(toMyFileItem), ...lessons.map(toLessonItem)];
  const order = SORTS[query.sort];
  return items.sort((a, b) => order(a, b) || a.id.localeCompare(b.id));
}

export async function pageItems(
  db: Db,
  actor: Actor,
  query: ListQuery & { skip: number; limit: number },
): Promise<MyFilePage> {
  const items = await listItems(db, actor, query);
  return {
    items: items.slice(query.skip, query.skip + query.limit),
    total: items.length,
    skip: query.skip,
    limit: query.limit,
  };
}

export async function getFile(db: Db, actor: Actor, fileId: string) {
  return toMyFileDetail(await loadOwnFile(db, actor, fileId));
}

async function removeStored(ctx: MyFilesContext, stored: string) {
  await ctx.files.remove(stored).catch((error) => ctx.log.warn({ err: error }, 'my-files file not removed'));
}

/**
 * An upload: checked by its bytes before anything is written, saved, then counted against the
 * licence's storage (406 'Data Limit Reached' past it) and listed in one transaction; a failure
 * removes the saved file, so a refused upload leaves neither a row nor a file.
 */
export async function uploadFile(
  ctx: MyFilesContext,
  actor: Actor,
  input: { fields: { folderId?: string | undefined; name?: string | undefined }; file: IncomingFile },
) {
  const owner = ownerOf(actor);
  const folderId = input.fields.folderId ?? null;
  await checkFolder(ctx.db, owner, folderId);
  const checked = checkUpload(input.file);
  const wanted = input.fields.name ?? checked.name;
  const stored = await ctx.files.save(input.file.bytes, checked.type);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await chargeStorage(tx, { instituteId: owner.instituteId, userId: owner.ownerId }, input.file.bytes.length);
      const name = freeName(wanted, await q.namesLike(tx, owner, folderId, nameStem(wanted)));
      return q.insertFile(tx, {
        ...owner,
        folderId,
        kind: 'FILE',
        name,
        storedName: stored,
        contentType: checked.type,
        size: input.file.bytes.length,
        status: 'SUCCESS',
      });
    });
    return toMyFileItem(row);
  } catch (error) {
    await removeStored(ctx, stored);
    throw error;
  }
}

/** An upload's bytes, for its owner. */
export async function readContent(ctx: MyFilesContext, actor: Actor, fileId: string) {
  const row = await loadOwnFile(ctx.db, actor, fileId);
  const bytes = row.storedName ? await ctx.files.read(row.storedName) : null;
  if (!bytes || !row.contentType) throw notFound(M.fileNotFound);
  return { bytes, type: row.contentType, name: row.name };
}

async function refuseTakenName(
  tx: Executor,
  actor: Actor,
  place: { folderId: string | null; name: string; id?: string },
) {
  const taken = await q.nameInUse(tx, ownerOf(actor), {
    folderId: place.folderId,
    name: place.name,
    ...(place.id ? { exceptId: place.id } : {}),
  });
  if (taken) throw badRequest(M.nameTaken);
}

export async function renameFile(db: Db, actor: Actor, fileId: string, name: string) {
  const row = await db.transaction(async (tx) => {
    const file = await loadOwnFile(tx, actor, fileId, true);
    await refuseTakenName(tx, actor, { folderId: file.folderId, name, id: file.id });
    return q.updateFile(tx, file.id, { name });
  });
  return toMyFileItem(row!);
}

/** The cards a row of this kind takes from setData; cards of the other kind are refused. */
function cardsFor(kind: MyFileKind, setData: UpdateMyFileBody['setData']) {
  const { flashcards, quizcards } = setData;
  if (flashcards === undefined && quizcards === undefined) return undefined;
  if (kind === 'FILE') throw badRequest(M.noCardsToUpdate);
  const cards = kind === 'FLASHCARD' ? flashcards : quizcards;
  if (!cards || (flashcards && quizcards)) throw badRequest(M.wrongCards);
  return { cards };
}

/** A name, a folder or the cards, in one step. */
export async function updateFile(db: Db, actor: Actor, body: UpdateMyFileBody) {
  const owner = ownerOf(actor);
  const row = await db.transaction(async (tx) => {
    const file = await loadOwnFile(tx, actor, body.fileId, true);
    const { name, folderId } = body.setData;
    const content = cardsFor(file.kind, body.setData);
    if (folderId !== undefined) await checkFolder(tx, owner, folderId);
    const place = { folderId: folderId === undefined ? file.folderId : folderId, name: name ?? file.name };
    if (name !== undefined || folderId !== undefined) await refuseTakenName(tx, actor, { ...place, id: file.id });
    return q.updateFile(tx, file.id, {
      ...(name !== undefined ? { name } : {}),
      ...(folderId !== undefined ? { folderId } : {}),
      ...(content ? { content } : {}),
    });
  });
  return toMyFileDetail(row!);
}

/** Deletes a row; an upload's bytes go back to the licence's storage, its file is removed after the commit. */
export async function deleteFile(ctx: MyFilesContext, actor: Actor, fileId: string) {
  const removed = await ctx.db.transaction(async (tx) => {
    const file = await loadOwnFile(tx, actor, fileId, true);
    const row = await q.deleteFile(tx, file.id);
    if (!row) throw notFound(M.fileNotFound);
    await releaseStorage(tx, row.instituteId, row.size);
    return row;
  });
  if (removed.storedName) await removeStored(ctx, removed.storedName);
  return { fileId: removed.id };
}

/** A new flashcard deck or quiz-card set (names unique per folder). */
export async function addCards(
  db: Db,
  actor: Actor,
  kind: Exclude<MyFileKind, 'FILE'>,
  body: { name: string; folderId?: string | undefined; cards: unknown[] },
) {
  const owner = ownerOf(actor);
  const folderId = body.folderId ?? null;
  const row = await db.transaction(async (tx) => {
    await checkFolder(tx, owner, folderId);
    await refuseTakenName(tx, actor, { folderId, name: body.name });
    return q.insertFile(tx, { ...owner, folderId, kind, name: body.name, content: { cards: body.cards } });
  });
  return toMyFileDetail(row);
}
