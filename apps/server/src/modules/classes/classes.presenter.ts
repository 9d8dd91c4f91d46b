import type { ClassSummary } from '@bright/contracts';
import type { Caller, ClassMembership } from '../../lib/class-access';
import { classAbilities, classRelation } from './classes.policy';
import type { ClassDetails, ClassRow } from './classes.queries';

/** The only shape a class leaves the server in; the join code only for those who teach it. */
export function toClassSummary(
  klass: ClassRow,
  details: ClassDetails,
  actor: Caller,
  membershipOverride?: ClassMembership,
): ClassSummary {
  const membership =
    membershipOverride !== undefined
      ? membershipOverride
      : (details.memberships.find((row) => row.classId === klass.id)?.role ?? null);
  const abilities = classAbilities(actor, klass, membership);
  return {
    classId: klass.id,
    name: klass.name,
    instituteId: klass.instituteId,
    relation: classRelation(actor, klass, membership),
    studentCount: details.counts.find((row) => row.classId === klass.id)?.n ?? 0,
    teachers: details.teachers
      .filter((row) => row.classId === klass.id)
      .map((row) => ({ id: row.id, first_name: row.firstName, last_name: row.lastName })),
    joinCode: abilities.canTeach ? klass.joinCode : null,
    createdAt: klass.createdAt.toISOString(),
    abilities,
  };
}
