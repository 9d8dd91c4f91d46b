import type { Actor } from '../../lib/actor';
import type { Verdict } from '../../lib/authorize';

type Caller = Pick<Actor, 'userId' | 'instituteId'>;

/** How the caller may use a notebook: its owner edits it, a student of a class it is shared with reads it. */
export type NotebookAccess = 'owner' | 'reader' | null;

/**
 * A notebook is its owner's; a student reads it when it is shared with a class they are in. Anyone else
 * (a colleague, another institute) gets 'not found': ids reveal nothing.
 */
export function notebookAccess(
  actor: Caller,
  notebook: { ownerId: string; instituteId: string },
  sharedWithCaller: boolean,
): NotebookAccess {
  if (!actor.instituteId || notebook.instituteId !== actor.instituteId) return null;
  if (notebook.ownerId === actor.userId) return 'owner';
  return sharedWithCaller ? 'reader' : null;
}

export const canEditNotebook = (access: NotebookAccess): Verdict => (access === 'owner' ? 'ok' : 'notFound');
export const canReadNotebook = (access: NotebookAccess): Verdict => (access ? 'ok' : 'notFound');

/** A thread is read by its asker and by the notebook's owner (the teacher sees what was asked). */
export function canReadThread(actor: Caller, thread: { userId: string }, access: NotebookAccess): Verdict {
  if (!access) return 'notFound';
  return thread.userId === actor.userId || access === 'owner' ? 'ok' : 'notFound';
}

/** Only the asker writes to or deletes a thread, while they can still read its notebook. */
export const canWriteThread = (actor: Caller, thread: { userId: string }, access: NotebookAccess): Verdict =>
  access && thread.userId === actor.userId ? 'ok' : 'notFound';
