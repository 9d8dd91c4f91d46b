import { type Role, isStaff } from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import type { Verdict } from '../../lib/authorize';

type Caller = Pick<Actor, 'userId' | 'instituteId' | 'roles'>;

/** A teacher category (SPEC §6) belongs to staff; students have none. */
export const canSetTeacherCategory = (roles: readonly Role[]) => isStaff(roles);

/** One's own picture always; another user's only when they are in the caller's active institute. */
export function canSeePicture(actor: Caller, target: { userId: string; inActiveInstitute: boolean }): Verdict {
  if (actor.userId === target.userId) return 'ok';
  return actor.instituteId && target.inActiveInstitute ? 'ok' : 'notFound';
}
