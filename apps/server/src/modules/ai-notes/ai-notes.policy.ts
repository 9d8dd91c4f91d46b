import type { Actor } from '../../lib/actor';
import type { Verdict } from '../../lib/authorize';

/**
 * An AI note, its audio and its analysis belong to their owner alone: anyone else, an admin of the same
 * institute included, is told the note does not exist (it is a teacher's private recording).
 */
export function canUseNote(
  actor: Pick<Actor, 'userId' | 'instituteId'>,
  note: { ownerId: string; instituteId: string },
): Verdict {
  if (!actor.instituteId || actor.instituteId !== note.instituteId) return 'notFound';
  return note.ownerId === actor.userId ? 'ok' : 'notFound';
}
