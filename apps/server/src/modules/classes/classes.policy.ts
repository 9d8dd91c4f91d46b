import type { ClassAbilities, ClassRelation } from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import type { Verdict } from '../institutes/institutes.policy';

/**
 * Resource rules for classes, as pure functions (no database). A class of another institute than the
 * session's active one is 'notFound', never 'forbidden', so that ids reveal nothing (ARCHITECTURE.md §2).
 */
export type Caller = Pick<Actor, 'userId' | 'instituteId' | 'roles'>;

/** The caller's place in one class: its teacher, its student, or nothing. */
export type ClassMembership = 'instructor' | 'learner' | null;

export interface ClassRef {
  instituteId: string;
}

const isAdminOf = (actor: Caller, klass: ClassRef) =>
  actor.instituteId === klass.instituteId && actor.roles.includes('admin');

function sameInstitute(actor: Caller, klass: ClassRef) {
  return Boolean(actor.instituteId) && actor.instituteId === klass.instituteId;
}

/** Reading a class (its name, teachers, own place): its members and the admins of its institute. */
export function canReadClass(actor: Caller, klass: ClassRef, membership: ClassMembership): Verdict {
  if (!sameInstitute(actor, klass)) return 'notFound';
  if (isAdminOf(actor, klass) || membership !== null) return 'ok';
  return 'forbidden';
}

/**
 * Teaching a class (roster, attendance, reports, join requests): the class's teachers, if they still
 * hold the instructor role in the institute, and the institute's admins.
 */
export function canTeachClass(actor: Caller, klass: ClassRef, membership: ClassMembership): Verdict {
  if (!sameInstitute(actor, klass)) return 'notFound';
  if (isAdminOf(actor, klass)) return 'ok';
  return membership === 'instructor' && actor.roles.includes('instructor') ? 'ok' : 'forbidden';
}

/** Renaming, removing, rotating the join code, changing teachers: the same people as teaching. */
export const canManageClass = canTeachClass;

/** Creating a class in an institute: its teachers and admins, in the active institute only. */
export function canCreateClass(actor: Caller, instituteId: string): Verdict {
  if (!actor.instituteId || actor.instituteId !== instituteId) return 'notFound';
  return actor.roles.includes('admin') || actor.roles.includes('instructor') ? 'ok' : 'forbidden';
}

/** Another user's class list: oneself, or any member of the active institute for its admins. */
export function canListClassesOf(actor: Caller, userId: string): Verdict {
  if (userId === actor.userId) return 'ok';
  return actor.roles.includes('admin') ? 'ok' : 'forbidden';
}

export function classRelation(actor: Caller, klass: ClassRef, membership: ClassMembership): ClassRelation {
  if (membership === 'instructor') return 'instructor';
  if (isAdminOf(actor, klass)) return 'admin';
  return 'learner';
}

export function classAbilities(actor: Caller, klass: ClassRef, membership: ClassMembership): ClassAbilities {
  const teach = canTeachClass(actor, klass, membership) === 'ok';
  return { canTeach: teach, canManage: canManageClass(actor, klass, membership) === 'ok' };
}

/** A class must keep at least one teacher: removing these teachers must leave someone. */
export function keepsATeacher(teacherIds: readonly string[], removing: readonly string[]) {
  return teacherIds.some((id) => !removing.includes(id));
}
