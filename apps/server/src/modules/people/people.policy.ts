import { type Role, isStaff } from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import type { Verdict } from '../../lib/authorize';
import { KIND_ROLES, type PersonKind } from './people.queries';

type Caller = Pick<Actor, 'userId' | 'instituteId' | 'roles'>;

/** Managing people: the admins of the active institute, for that institute only. */
export function canManagePeople(actor: Caller, instituteId: string): Verdict {
  if (!actor.instituteId || actor.instituteId !== instituteId) return 'notFound';
  return actor.roles.includes('admin') ? 'ok' : 'forbidden';
}

/** Within one institute: staff see everyone; students see staff and themselves. */
export function canReadPerson(actor: Caller, target: { userId: string; roles: readonly Role[] }): Verdict {
  if (actor.userId === target.userId || isStaff(actor.roles) || isStaff(target.roles)) return 'ok';
  return 'forbidden';
}

/** SPEC §6: staff info is for staff only. */
export const canReadStaffInfo = (actor: Caller) => isStaff(actor.roles);

export const isOfKind = (roles: readonly string[], kind: PersonKind) =>
  roles.some((role) => KIND_ROLES[kind].includes(role));

/**
 * Adding someone as a teacher or a student: a new member, a role added to an admin who does not teach
 * yet, a duplicate, or a conflict (a student cannot also be staff, nor the other way round).
 */
export function additionVerdict(kind: PersonKind, existing: readonly string[] | undefined) {
  if (!existing) return 'join' as const;
  if (kind === 'learner') return existing.includes('learner') ? ('duplicate' as const) : ('conflict' as const);
  if (existing.includes('instructor')) return 'duplicate' as const;
  return existing.includes('learner') ? ('conflict' as const) : ('addRole' as const);
}

/** The last admin of an institute can be neither removed nor demoted. */
export const isLastAdmin = (adminIds: readonly string[], userId: string) =>
  adminIds.includes(userId) && adminIds.length <= 1;

export function adminChangeVerdict(
  adminIds: readonly string[],
  target: { userId: string; roles: readonly string[] },
  makeAdmin: boolean,
) {
  const isAdmin = target.roles.includes('admin');
  if (makeAdmin) {
    if (isAdmin) return 'unchanged' as const;
    return target.roles.includes('instructor') ? ('grant' as const) : ('notTeacher' as const);
  }
  if (!isAdmin) return 'unchanged' as const;
  return isLastAdmin(adminIds, target.userId) ? ('lastAdmin' as const) : ('revoke' as const);
}
