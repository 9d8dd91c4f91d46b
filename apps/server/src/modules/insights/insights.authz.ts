import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { classForCaller } from '../../../test/authz/class-for-caller';
import { studySessions } from '../../db/schema';

const staff = ['admin', 'instructor'] as const;
const everyone = ['admin', 'instructor', 'learner'] as const;

const classRoute = (path: string) => ({
  route: `GET ${path}`,
  scope: 'institute' as const,
  allowed: staff,
  request: async (ctx: AuthzContext) => ({
    method: 'GET' as const,
    url: `${path}?classId=${(await classForCaller(ctx, 1)).klass.id}`,
  }),
});

/** A student's record: the caller's own when they are a student of the class, else another student's. */
const ownRecord = (path: string) => ({
  route: `GET ${path}`,
  name: 'own',
  scope: 'institute' as const,
  allowed: everyone,
  request: async (ctx: AuthzContext) => {
    const { klass, students } = await classForCaller(ctx, 1);
    const studentId = ctx.caller.roles.includes('learner') ? ctx.caller.user.id : students.at(-1)!.id;
    return { method: 'GET' as const, url: `${path}?classId=${klass.id}&studentId=${studentId}` };
  },
});

const othersRecord = (path: string) => ({
  route: `GET ${path}`,
  name: "another student's",
  scope: 'institute' as const,
  allowed: staff,
  request: async (ctx: AuthzContext) => {
    const { klass, students } = await classForCaller(ctx, 1);
    return { method: 'GET' as const, url: `${path}?classId=${klass.id}&studentId=${students.at(-1)!.id}` };
  },
});

export const authzCases = defineAuthzCases([
  classRoute('/api/insights/class'),
  classRoute('/api/insights/class/students-performance'),
  classRoute('/api/insights/class/topics-proficiency'),
  classRoute('/api/insights/class/students'),
  classRoute('/api/insights/class/pdf'),
  classRoute('/api/cbms/fetchClassEQ'),
  classRoute('/api/cbms/fetchClassAnalytics'),
  ownRecord('/api/insights/class/student-topics-proficiency'),
  othersRecord('/api/insights/class/student-topics-proficiency'),
  ownRecord('/api/insights/class/student-pdf'),
  othersRecord('/api/insights/class/student-pdf'),
  ownRecord('/api/insights/learning-path'),
  othersRecord('/api/insights/learning-path'),
  {
    route: 'POST /api/insights/learning-path/assign',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass, students } = await classForCaller(ctx, 1);
      return {
        method: 'POST',
        url: '/api/insights/learning-path/assign',
        payload: { classId: klass.id, studentId: students.at(-1)!.id, topicIds: ['curated-fractions'] },
      };
    },
  },
  {
    // Each institute's admins read their own institute's record of disclosures.
    route: 'GET /api/insights/access-log',
    scope: 'self',
    allowed: ['admin'],
    request: async () => ({ method: 'GET', url: '/api/insights/access-log' }),
  },
  {
    route: 'POST /api/cbms/studentAnalytics/start-session',
    scope: 'institute',
    allowed: ['learner'],
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/cbms/studentAnalytics/start-session',
      payload: { classId: (await classForCaller(ctx)).klass.id },
    }),
  },
  {
    // A session is its student's: another institute's student does not find it.
    route: 'POST /api/cbms/studentAnalytics/end-session',
    scope: 'institute',
    allowed: ['learner'],
    request: async (ctx) => {
      const { klass, students } = await classForCaller(ctx, 1);
      const studentId = ctx.caller.roles.includes('learner') ? ctx.caller.user.id : students.at(-1)!.id;
      const [session] = await ctx.db
        .insert(studySessions)
        .values({ instituteId: klass.instituteId, classId: klass.id, studentId })
        .returning();
      return { method: 'POST', url: '/api/cbms/studentAnalytics/end-session', payload: { sessionId: session!.id } };
    },
  },
]);
