import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { badgeAwards } from '../../db/schema';
import { classForCaller } from '../../../test/authz/class-for-caller';

const staff = ['admin', 'instructor'] as const;
const everyone = ['admin', 'instructor', 'learner'] as const;

/** A class the caller is in (or administers) with one more student who already has a badge. */
async function classWithBadge(ctx: AuthzContext) {
  const built = await classForCaller(ctx, 1);
  const student = built.students.at(-1)!;
  await ctx.db.insert(badgeAwards).values({
    instituteId: built.institute.id,
    classId: built.klass.id,
    studentId: student.id,
    badgeType: 'HELPFUL',
    assessmentId: 'assessment-1',
    givenBy: built.teacher.id,
  });
  return { ...built, student };
}

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/badge/default-badges',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/badge/default-badges' }),
  },
  {
    route: 'POST /api/badge/give-badge',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass, students } = await classForCaller(ctx, 1);
      return {
        method: 'POST',
        url: '/api/badge/give-badge',
        payload: { badgeType: 'STAR_PERFORMER', classId: klass.id, studentId: students.at(-1)!.id },
      };
    },
  },
  {
    route: 'POST /api/badge/give-badge-to-class/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/badge/give-badge-to-class/${(await classForCaller(ctx, 2)).klass.id}`,
      payload: { badgeType: 'TEAM_PLAYER' },
    }),
  },
  {
    // A student gets only their own badges of the assessment (badges.policy badgeScope).
    route: 'GET /api/badge/assessment-badges',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/badge/assessment-badges?classId=${(await classWithBadge(ctx)).klass.id}&assessmentId=assessment-1`,
    }),
  },
  {
    route: 'GET /api/badge/student-badges',
    name: 'own',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => {
      const { klass, student } = await classWithBadge(ctx);
      const studentId = ctx.caller.roles.includes('learner') ? ctx.caller.user.id : student.id;
      return { method: 'GET', url: `/api/badge/student-badges?classId=${klass.id}&studentId=${studentId}` };
    },
  },
  {
    route: 'GET /api/badge/student-badges',
    name: "another student's",
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass, student } = await classWithBadge(ctx);
      return { method: 'GET', url: `/api/badge/student-badges?classId=${klass.id}&studentId=${student.id}` };
    },
  },
  {
    route: 'GET /api/badge/class-badges',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/badge/class-badges?classId=${(await classWithBadge(ctx)).klass.id}`,
    }),
  },
]);
