import { type BadgeAward, type BadgeType, DEFAULT_BADGES } from '@bright/contracts';
import type { AwardWithPeople } from './badges.queries';

type Person = { id: string | null; firstName: string | null; lastName: string | null } | null;

const toPersonRef = (person: Person) =>
  person?.id ? { id: person.id, first_name: person.firstName ?? '', last_name: person.lastName } : null;

export const toDefaultBadges = () => DEFAULT_BADGES.map((badge) => ({ ...badge }));

/** The only shape an award leaves the server in. */
export const toBadgeAward = (row: AwardWithPeople): BadgeAward => ({
  id: row.award.id,
  badgeType: row.award.badgeType as BadgeType,
  classId: row.award.classId,
  studentId: row.award.studentId,
  student: toPersonRef(row.student),
  givenBy: toPersonRef(row.giver),
  assessmentId: row.award.assessmentId,
  createdAt: row.award.createdAt.toISOString(),
});
