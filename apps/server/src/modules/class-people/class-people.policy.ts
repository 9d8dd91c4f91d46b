import type { ClassMemberType } from '@bright/contracts';
import type { ClassNeed } from '../../lib/class-access';

/** Who may be added as what: a class's students are the institute's learners, its teachers its instructors. */
export const fitsType = (type: ClassMemberType, instituteRoles: readonly string[] | undefined) =>
  Boolean(instituteRoles?.includes(type));

/** Seeing a class's students is teaching it; its teachers are visible to its students too. */
export const listNeed = (type: ClassMemberType): ClassNeed => (type === 'learner' ? 'teach' : 'read');

/** Adding students is teaching; adding or removing teachers is managing the class. */
export const changeNeed = (type: ClassMemberType): ClassNeed => (type === 'learner' ? 'teach' : 'manage');

/**
 * Whether adding users as `type` to classes collides with who is already there: a user already in a
 * class (in any role) is a duplicate.
 */
export function duplicateVerdict(type: ClassMemberType, existing: ReadonlyArray<{ role: string }>) {
  if (existing.length === 0) return 'ok' as const;
  return type === 'learner' ? ('studentDuplicate' as const) : ('teacherDuplicate' as const);
}

/** The institute's students are for staff to see; "mine" for those who teach. */
export function studentScope(roles: readonly string[], scope: 'institute' | 'mine' | undefined) {
  const chosen = scope ?? (roles.includes('instructor') ? 'mine' : 'institute');
  if (!roles.includes('admin') && !roles.includes('instructor')) return 'forbidden' as const;
  return chosen;
}
