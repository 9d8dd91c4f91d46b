import { NOTEBOOK_MESSAGES as M, type TeacherMode } from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import { type ClassNeed, loadClassFor } from '../../lib/class-access';
import { type NotebookAccess, canEditNotebook, canReadNotebook, notebookAccess } from './notebooks.policy';
import { toFolder, toNotebookSummary, toSource } from './notebooks.presenter';
import * as q from './notebooks.queries';

/** Loads a notebook and decides what the caller may do with it: 404 for anyone it is not for. */
export async function loadNotebookFor(db: Executor, actor: Actor, notebookId: string, need: 'read' | 'edit') {
  const found = await q.findNotebook(db, notebookId, actor.userId);
  if (!found) throw notFound(M.notebookNotFound);
  const access: NotebookAccess = notebookAccess(actor, found.notebook, Boolean(found.shared));
  enforce(need === 'edit' ? canEditNotebook(access) : canReadNotebook(access), M.notebookNotFound);
  return { notebook: found.notebook, access };
}

const instituteOf = (actor: Actor) => {
  if (!actor.instituteId) throw notFound(M.notebookNotFound);
  return actor.instituteId;
};

async function loadOwnFolder(db: Executor, actor: Actor, folderId: string) {
  const folder = await q.findFolder(db, folderId);
  if (!folder || folder.ownerId !== actor.userId || folder.instituteId !== actor.instituteId)
    throw notFound(M.folderNotFound);
  return folder;
}

export async function summaries(db: Executor, rows: q.NotebookRow[], actor: Actor) {
  const facts = await q.notebookFacts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toNotebookSummary(row, facts, row.ownerId === actor.userId));
}

/** A teacher's own notebooks and folders; a student's shared notebooks (no folders). */
export async function listNotebooks(db: Db, actor: Actor) {
  const instituteId = instituteOf(actor);
  const teaches = actor.roles.includes('admin') || actor.roles.includes('instructor');
  const own = teaches ? await q.listNotebooks(db, instituteId, actor.userId, true) : [];
  const shared = await q.listNotebooks(db, instituteId, actor.userId, false);
  const rows = [...own, ...shared.filter((row) => row.ownerId !== actor.userId)];
  const folders = teaches ? await q.listFolders(db, instituteId, actor.userId) : [];
  return { folders: folders.map(toFolder), notebooks: await summaries(db, rows, actor) };
}

export async function createNotebook(
  db: Db,
  actor: Actor,
  body: { name: string; folderId?: string; mode: TeacherMode },
) {
  const instituteId = instituteOf(actor);
  if (body.folderId) await loadOwnFolder(db, actor, body.folderId);
  const row = await q.insertNotebook(db, {
    instituteId,
    ownerId: actor.userId,
    name: body.name,
    folderId: body.folderId ?? null,
    mode: body.mode,
  });
  return (await summaries(db, [row], actor))[0]!;
}

export async function readNotebook(db: Db, actor: Actor, notebookId: string) {
  const { notebook } = await loadNotebookFor(db, actor, notebookId, 'read');
  const [summary] = await summaries(db, [notebook], actor);
  const sources = await q.listSources(db, notebookId);
  return { ...summary!, sources: sources.map((row) => toSource(row.source, row.passages)) };
}

export async function updateNotebook(
  db: Db,
  actor: Actor,
  body: { notebookId: string; name?: string; folderId?: string | null; mode?: TeacherMode },
) {
  await loadNotebookFor(db, actor, body.notebookId, 'edit');
  if (body.folderId) await loadOwnFolder(db, actor, body.folderId);
  const row = await q.updateNotebook(db, body.notebookId, {
    ...(body.name !== undefined ? { name: body.name } : {}),
    ...(body.folderId !== undefined ? { folderId: body.folderId } : {}),
    ...(body.mode !== undefined ? { mode: body.mode } : {}),
  });
  return (await summaries(db, [row], actor))[0]!;
}

export async function deleteNotebook(db: Db, actor: Actor, notebookId: string) {
  await loadNotebookFor(db, actor, notebookId, 'edit');
  await q.deleteNotebook(db, notebookId);
  return { notebookId };
}

export async function createFolder(db: Db, actor: Actor, name: string) {
  return toFolder(await q.insertFolder(db, { instituteId: instituteOf(actor), ownerId: actor.userId, name }));
}

export async function renameFolder(db: Db, actor: Actor, folderId: string, name: string) {
  await loadOwnFolder(db, actor, folderId);
  return toFolder(await q.renameFolder(db, folderId, name));
}

/** The folder goes; its notebooks stay, at the top (the foreign key sets their folder to null). */
export async function deleteFolder(db: Db, actor: Actor, folderId: string) {
  await loadOwnFolder(db, actor, folderId);
  await q.deleteFolder(db, folderId);
  return { folderId };
}

/** Shares read-only with classes the owner teaches (each checked: another's class is 404). */
export async function shareNotebook(db: Db, actor: Actor, notebookId: string, classIds: string[]) {
  const unique = [...new Set(classIds)];
  return db.transaction(async (tx) => {
    await loadNotebookFor(tx, actor, notebookId, 'edit');
    const need: ClassNeed = 'teach';
    for (const classId of unique) await loadClassFor(tx, actor, classId, need);
    await q.replaceShares(tx, notebookId, unique);
    const row = await q.updateNotebook(tx, notebookId, {});
    return (await summaries(tx, [row], actor))[0]!;
  });
}
