import { NOTEBOOK_MESSAGES as M, type TeacherMode } from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import { canReadThread, canWriteThread } from './notebooks.policy';
import { loadNotebookFor } from './notebooks.service';
import { toMessage, toThreadSummary } from './threads.presenter';
import * as q from './threads.queries';

/** A thread for its asker (write) or for its asker and the notebook's owner (read); anyone else 404. */
export async function loadThreadFor(db: Executor, actor: Actor, threadId: string, need: 'read' | 'write') {
  const row = await q.findThread(db, threadId);
  if (!row) throw notFound(M.threadNotFound);
  const found = await loadNotebookFor(db, actor, row.thread.notebookId, 'read').catch(() => null);
  const access = found?.access ?? null;
  enforce(
    need === 'read' ? canReadThread(actor, row.thread, access) : canWriteThread(actor, row.thread, access),
    M.threadNotFound,
  );
  return { row, notebook: found!.notebook };
}

export async function listThreads(db: Db, actor: Actor, query: { notebookId?: string; students?: boolean }) {
  if (query.students) {
    if (!query.notebookId) return [];
    await loadNotebookFor(db, actor, query.notebookId, 'edit');
    return (await q.listOthersThreads(db, query.notebookId, actor.userId)).map(toThreadSummary);
  }
  if (query.notebookId) await loadNotebookFor(db, actor, query.notebookId, 'read');
  if (!actor.instituteId) return [];
  return (await q.listOwnThreads(db, actor.userId, actor.instituteId, query.notebookId)).map(toThreadSummary);
}

const titleFrom = (text: string) => (text.length > 80 ? `${text.slice(0, 77).trimEnd()}…` : text);

/** A new thread in the notebook's mode unless another is asked for (a student gets the teacher's mode). */
export async function startThread(
  db: Executor,
  actor: Actor,
  body: { notebookId: string; title?: string; mode?: TeacherMode },
) {
  const { notebook, access } = await loadNotebookFor(db, actor, body.notebookId, 'read');
  const mode = access === 'owner' ? (body.mode ?? notebook.mode) : notebook.mode;
  const thread = await q.insertThread(db, {
    notebookId: notebook.id,
    userId: actor.userId,
    title: titleFrom(body.title?.trim() || notebook.name),
    mode,
  });
  return { thread, notebook, access };
}

export async function createThread(
  db: Db,
  actor: Actor,
  body: { notebookId: string; title?: string; mode?: TeacherMode },
) {
  const { thread } = await startThread(db, actor, body);
  return toThreadSummary((await q.findThread(db, thread.id))!);
}

export async function readThread(db: Db, actor: Actor, threadId: string) {
  const { row } = await loadThreadFor(db, actor, threadId, 'read');
  const messages = await q.listMessages(db, threadId);
  return { ...toThreadSummary(row), messages: messages.map(toMessage) };
}

export async function deleteThread(db: Db, actor: Actor, threadId: string) {
  await loadThreadFor(db, actor, threadId, 'write');
  await q.deleteThread(db, threadId);
  return { threadId };
}

export { titleFrom };
