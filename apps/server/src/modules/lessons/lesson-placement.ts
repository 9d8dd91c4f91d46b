import { FOLDER_MESSAGES, LESSON_MESSAGES, type LessonSpace } from '@bright/contracts';
import type { Executor } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import type { Caller } from '../../lib/class-access';
import { loadFolderFor } from './lesson-access';
import { nameStem, nextFreeName } from './lessons.policy';
import * as q from './lessons.queries';

/** What to do when the target already holds the name: refuse (409), replace its holder, or number it. */
export type Resolution = 'refuse' | 'replace' | 'keepBoth';

/** The 409 of a name clash, with the holder's id and the name keep-both would give. */
export const nameConflict = (kind: 'lesson' | 'folder', conflictId: string, suggestedName: string) =>
  new AppError('CONFLICT', kind === 'lesson' ? LESSON_MESSAGES.nameTaken : FOLDER_MESSAGES.nameTaken, {
    conflictId,
    conflictKind: kind,
    suggestedName,
  });

/** The name keep-both gives in this slot. */
export async function freeNameIn(db: Executor, slot: q.Slot, name: string, exceptId?: string) {
  return nextFreeName(name, await q.namesLike(db, slot, nameStem(name), exceptId));
}

export interface Claimed {
  name: string;
  /** The lesson deleted to make room (replace), if any. */
  replacedId: string | null;
}

/**
 * Claims a name in a slot for a new lesson or for `selfId`, inside the caller's transaction: a free name
 * is taken as it is; a taken one is refused, replaced (its holder deleted) or numbered, as `resolution` says.
 */
export async function claimName(
  tx: Executor,
  slot: q.Slot,
  name: string,
  resolution: Resolution,
  selfId?: string,
): Promise<Claimed> {
  const holder = await q.findNameHolder(tx, slot, name, selfId);
  if (!holder) return { name, replacedId: null };
  if (resolution === 'refuse') throw nameConflict('lesson', holder.id, await freeNameIn(tx, slot, name, selfId));
  if (resolution === 'replace') {
    await q.deleteLessons(tx, [holder.id]);
    return { name, replacedId: holder.id };
  }
  return { name: await freeNameIn(tx, slot, name, selfId), replacedId: null };
}

/** The caller's slot in a space: the top level, or one of their folders of that space. */
export async function targetSlot(
  db: Executor,
  actor: Caller,
  space: LessonSpace,
  folderId: string | null,
): Promise<q.Slot> {
  const slot = { ownerId: actor.userId, instituteId: actor.instituteId!, space, folderId };
  if (!folderId) return slot;
  const folder = await loadFolderFor(db, actor, folderId);
  if (folder.space !== space) throw badRequest(LESSON_MESSAGES.spaceMismatch);
  return slot;
}

export const slotOf = (lesson: q.LessonRow): q.Slot => ({
  ownerId: lesson.ownerId,
  instituteId: lesson.instituteId,
  space: lesson.space,
  folderId: lesson.folderId,
});

const isUniqueViolation = (error: unknown): boolean => {
  const found = error as { code?: string; cause?: unknown } | null;
  if (!found || typeof found !== 'object') return false;
  return found.code === '23505' || isUniqueViolation(found.cause);
};

/**
 * Two writers racing for one name: the unique index stops the second, whose work runs once more and
 * then meets the first one's lesson like any other clash (a 409, or its replace or keep-both).
 */
export async function raceSafe<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error)) return work();
    throw error;
  }
}
