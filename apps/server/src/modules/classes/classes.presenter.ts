import type { ClassSummary } from '@bright/contracts';
import type { Caller } from '../../lib/class-access';
import { classAbilities, classRelation } from './classes.policy';
import type { ClassListing } from './classes.queries';

/** The only shape a class leaves the server in; the join code only for those who teach it. */
export function toClassSummary(
  { klass, teachers, studentCount, membership }: ClassListing,
  actor: Caller,
): ClassSummary {
  const abilities = classAbilities(actor, klass, membership);
  return {
    classId: klass.id,
    name: klass.name,
    instituteId: klass.instituteId,
    relation: classRelation(actor, klass, membership),
    studentCount,
    teachers: teachers.map((row) => ({ id: row.id, first_name: row.firstName, last_name: row.lastName })),
    joinCode: abilities.canTeach ? klass.joinCode : null,
    createdAt: klass.createdAt.toISOString(),
    abilities,
  };
}
