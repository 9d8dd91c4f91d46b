import { z } from 'zod';
import { access } from './access';
import { PersonRef } from './behaviour';
import { ClassId } from './classes';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { EntityId } from './people';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

export const BADGE_MESSAGES = defineMessages('badge', {
  given: 'Badge given',
  givenToClass: 'Badge given to the class',
  invalidType: 'Invalid badgeType',
  notInClass: '1 or more students are not a part of the class',
  noStudents: 'The class has no students yet',
  alreadyGiven: 'This badge was already given to this student for this assessment',
  studentNotFound: 'Student not found',
} as const);

export const BADGE_TYPES = ['STAR_PERFORMER', 'HELPFUL', 'CREATIVE', 'TEAM_PLAYER', 'PERSEVERANCE', 'LEADER'] as const;
export const BadgeType = z.enum(BADGE_TYPES, {
  error: (issue) => (issue.input === undefined ? provideMessage('badgeType') : BADGE_MESSAGES.invalidType),
});
export type BadgeType = z.infer<typeof BadgeType>;

/** The icon names the web maps to its icons; colours are the badge's own. */
export const BADGE_ICONS = ['star', 'volunteer', 'palette', 'groups', 'fitness', 'flag'] as const;

/** The default set every institute has (SPEC §7 badge/default-badges); the web translates by badgeType. */
export const DEFAULT_BADGES = [
  {
    badgeType: 'STAR_PERFORMER',
    name: 'Star performer',
    description: 'Outstanding work',
    icon: 'star',
    color: '#F59E0B',
  },
  {
    badgeType: 'HELPFUL',
    name: 'Helpful',
    description: 'Helps classmates and teachers',
    icon: 'volunteer',
    color: '#10B981',
  },
  {
    badgeType: 'CREATIVE',
    name: 'Creative',
    description: 'Original ideas and work',
    icon: 'palette',
    color: '#8B5CF6',
  },
  {
    badgeType: 'TEAM_PLAYER',
    name: 'Team player',
    description: 'Works well with others',
    icon: 'groups',
    color: '#3B82F6',
  },
  {
    badgeType: 'PERSEVERANCE',
    name: 'Perseverance',
    description: 'Keeps going when it is hard',
    icon: 'fitness',
    color: '#EF4444',
  },
  { badgeType: 'LEADER', name: 'Leader', description: 'Shows the way for others', icon: 'flag', color: '#F97316' },
] as const satisfies ReadonlyArray<{
  badgeType: BadgeType;
  icon: (typeof BADGE_ICONS)[number];
  name: string;
  description: string;
  color: string;
}>;

export const Badge = z
  .object({
    badgeType: BadgeType,
    name: z.string(),
    description: z.string(),
    icon: z.enum(BADGE_ICONS),
    color: z.string(),
  })
  .meta({ id: 'Badge' });
export type Badge = z.infer<typeof Badge>;

export const defaultBadgesRoute = defineRoute({
  method: 'GET',
  path: '/api/badge/default-badges',
  summary:
    'The badges teachers can give: STAR_PERFORMER, HELPFUL, CREATIVE, TEAM_PLAYER, PERSEVERANCE, LEADER, with icons',
  tags: ['badges'],
  access: access.signedIn,
  response: envelope(z.array(Badge)),
});

export const BadgeAward = z
  .object({
    id: z.string(),
    badgeType: BadgeType,
    classId: z.string(),
    studentId: z.string(),
    student: PersonRef.nullable(),
    givenBy: PersonRef.nullable(),
    assessmentId: z.string().nullable(),
    createdAt: z.string(),
  })
  .meta({ id: 'BadgeAward' });
export type BadgeAward = z.infer<typeof BadgeAward>;

/** Assessments land with their own issue; until then an assessmentId is an opaque reference. */
const AssessmentId = EntityId;

export const GiveBadgeBody = z.strictObject({
  badgeType: BadgeType,
  studentId: EntityId,
  classId: ClassId,
  assessmentId: AssessmentId.optional(),
});
export type GiveBadgeBody = z.input<typeof GiveBadgeBody>;

export const giveBadgeRoute = defineRoute({
  method: 'POST',
  path: '/api/badge/give-badge',
  summary:
    'Give a student of the class a badge (its teachers and the admins), optionally for an assessment (once per badge and assessment)',
  tags: ['badges'],
  access: access.roles('admin', 'instructor'),
  body: GiveBadgeBody,
  response: envelope(BadgeAward),
});

export const giveBadgeToClassRoute = defineRoute({
  method: 'POST',
  path: '/api/badge/give-badge-to-class/:id',
  summary: 'Give every student of the class (or the chosen studentIds) a badge (its teachers and the admins)',
  tags: ['badges'],
  access: access.roles('admin', 'instructor'),
  params: z.object({ id: ClassId }),
  body: z.strictObject({
    badgeType: BadgeType,
    studentIds: z
      .array(EntityId)
      .min(1, { error: provideMessage('studentIds') })
      .max(500)
      .optional(),
  }),
  response: envelope(z.object({ classId: z.string(), count: z.number().int(), awards: z.array(BadgeAward) })),
});

export const assessmentBadgesRoute = defineRoute({
  method: 'GET',
  path: '/api/badge/assessment-badges',
  summary:
    "The badges given for an assessment in a class: all of them for its teachers and admins, one's own for a student",
  tags: ['badges'],
  access: access.signedIn,
  query: z.strictObject({ classId: ClassId, assessmentId: AssessmentId }),
  response: envelope(z.array(BadgeAward)),
});

export const StudentBadges = z
  .object({
    classId: z.string(),
    className: z.string(),
    student: PersonRef,
    counts: z.array(z.object({ badgeType: BadgeType, count: z.number().int() })),
    awards: z.array(BadgeAward),
  })
  .meta({ id: 'StudentBadges' });
export type StudentBadges = z.infer<typeof StudentBadges>;

export const studentBadgesRoute = defineRoute({
  method: 'GET',
  path: '/api/badge/student-badges',
  summary: "One student's badges in a class, newest first (the student themself, the class's teachers and the admins)",
  tags: ['badges'],
  access: access.signedIn,
  query: z.strictObject({ classId: ClassId, studentId: EntityId.optional() }),
  response: envelope(StudentBadges),
});

export const classBadgesRoute = defineRoute({
  method: 'GET',
  path: '/api/badge/class-badges',
  summary: "A class's latest badges, newest first (its teachers and the admins; a student gets only their own)",
  tags: ['badges'],
  access: access.signedIn,
  query: z.strictObject({ classId: ClassId }),
  response: envelope(z.array(BadgeAward)),
});
