import type { LiveRole } from '@bright/contracts';
import type { Verdict } from '../../lib/authorize';
import type { Caller } from '../../lib/class-access';

export interface LiveRef {
  instituteId: string;
  teacherId: string;
}
export type Membership = 'instructor' | 'learner' | null;

const sameInstitute = (actor: Caller, live: LiveRef) =>
  Boolean(actor.instituteId) && actor.instituteId === live.instituteId;
const isAdmin = (actor: Caller, live: LiveRef) => sameInstitute(actor, live) && actor.roles.includes('admin');

/** Joining: the class's members and the institute's admins; another institute's session is not found. */
export function canJoin(actor: Caller, live: LiveRef, membership: Membership): Verdict {
  if (!sameInstitute(actor, live)) return 'notFound';
  return isAdmin(actor, live) || membership !== null || actor.userId === live.teacherId ? 'ok' : 'forbidden';
}

/** Presenting (page, pen grants): the teacher who started it, only. */
export function canPresent(actor: Caller, live: LiveRef): Verdict {
  if (!sameInstitute(actor, live)) return 'notFound';
  return actor.userId === live.teacherId ? 'ok' : 'forbidden';
}

/** Ending and sending the link: the teacher, and the institute's admins (who may close a forgotten class). */
export function canEnd(actor: Caller, live: LiveRef): Verdict {
  if (!sameInstitute(actor, live)) return 'notFound';
  return actor.userId === live.teacherId || isAdmin(actor, live) ? 'ok' : 'forbidden';
}

export function liveRole(actor: Caller, live: LiveRef, membership: Membership): LiveRole {
  if (actor.userId === live.teacherId) return 'teacher';
  if (membership === 'learner' || !isAdmin(actor, live)) return 'student';
  return 'admin';
}

/** Only a student of the class may hold the pen (the teacher always writes). */
export const mayHoldPen = (membership: Membership) => membership === 'learner';
