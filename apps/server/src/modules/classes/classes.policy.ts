import type { ClassAbilities, ClassRelation } from '@bright/contracts';
import type { Verdict } from '../../lib/authorize';
import {
  type Caller,
  type ClassMembership,
  type ClassRef,
  canManageClass,
  canTeachClass,
  isAdminOf,
} from '../../lib/class-access';

// Resource rules for classes beyond access to one class (that is lib/class-access.ts), as pure functions.

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
