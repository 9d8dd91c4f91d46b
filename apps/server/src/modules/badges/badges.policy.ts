import type { Verdict } from '../../lib/authorize';
import { type Caller, type ClassMembership, type ClassRef, canTeachClass } from '../../lib/class-access';

/** Giving badges in a class: its teachers and the institute's admins. */
export const canGiveBadge = canTeachClass;

/** A student's badges: the student themself, the class's teachers and the admins. */
export function canReadStudentBadges(
  actor: Caller,
  klass: ClassRef,
  membership: ClassMembership,
  studentId: string,
): Verdict {
  const teach = canTeachClass(actor, klass, membership);
  if (teach !== 'forbidden') return teach;
  return actor.userId === studentId && membership === 'learner' ? 'ok' : 'forbidden';
}

/** Lists of a class's badges: all of them to those who teach it, one's own to a student. */
export const badgeScope = (actor: Caller, klass: ClassRef, membership: ClassMembership): 'all' | 'own' =>
  canTeachClass(actor, klass, membership) === 'ok' ? 'all' : 'own';

/** The students a badge reaches: the chosen ones (all in the class) or the whole class. */
export function badgeTargets(learners: ReadonlySet<string>, chosen: readonly string[] | undefined) {
  if (!chosen) return learners.size === 0 ? { problem: 'empty' as const } : { studentIds: [...learners] };
  const unique = [...new Set(chosen)];
  if (unique.some((id) => !learners.has(id))) return { problem: 'notInClass' as const };
  return { studentIds: unique };
}

/** How many of each type, in the default set's order, leaving out types never given. */
export function countByType<T extends string>(types: readonly T[], given: readonly T[]) {
  return types
    .map((badgeType) => ({ badgeType, count: given.filter((type) => type === badgeType).length }))
    .filter((entry) => entry.count > 0);
}
