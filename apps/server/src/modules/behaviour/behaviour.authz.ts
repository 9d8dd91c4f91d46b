import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { behaviourFeedback } from '../../db/schema';
import { classForCaller } from '../../../test/authz/class-for-caller';

const staff = ['admin', 'instructor'] as const;

/** A class the caller is in (or administers) with one more student who already has feedback. */
async function classWithFeedback(ctx: AuthzContext) {
  const built = await classForCaller(ctx, 1);
  const student = built.students.at(-1)!;
  await ctx.db.insert(behaviourFeedback).values({
    instituteId: built.institute.id,
    classId: built.klass.id,
    studentId: student.id,
    teacherId: built.teacher.id,
    remarks: 'On task',
    behaviorPoints: 1,
  });
  return { ...built, student };
}

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/behavior/class/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/behavior/class/${(await classForCaller(ctx, 2)).klass.id}`,
      payload: { remarks: 'Great teamwork', behaviorPoints: 2 },
    }),
  },
  {
    route: 'POST /api/behavior',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass, students } = await classForCaller(ctx, 1);
      return {
        method: 'POST',
        url: '/api/behavior',
        payload: { classId: klass.id, studentId: students.at(-1)!.id, remarks: 'Helping others', behaviorPoints: 1 },
      };
    },
  },
  {
    // Everyone in the class reads it; a student sees only their own entries (behaviour.policy).
    route: 'GET /api/behavior/remarks-list',
    scope: 'institute',
    allowed: ['admin', 'instructor', 'learner'],
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/behavior/remarks-list?classId=${(await classWithFeedback(ctx)).klass.id}`,
    }),
  },
  {
    route: 'GET /api/student/class/behavior-data',
    name: 'own',
    scope: 'institute',
    allowed: ['admin', 'instructor', 'learner'],
    request: async (ctx) => {
      const { klass, student } = await classWithFeedback(ctx);
      const studentId = ctx.caller.roles.includes('learner') ? ctx.caller.user.id : student.id;
      return { method: 'GET', url: `/api/student/class/behavior-data?classId=${klass.id}&studentId=${studentId}` };
    },
  },
  {
    // Feedback is private: another student of the class is refused.
    route: 'GET /api/student/class/behavior-data',
    name: "another student's",
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass, student } = await classWithFeedback(ctx);
      return { method: 'GET', url: `/api/student/class/behavior-data?classId=${klass.id}&studentId=${student.id}` };
    },
  },
  {
    route: 'GET /api/behavior/settings',
    scope: 'self',
    allowed: staff,
    request: async () => ({ method: 'GET', url: '/api/behavior/settings' }),
  },
  {
    route: 'POST /api/behavior/settings',
    scope: 'self',
    allowed: ['admin'],
    request: async () => ({ method: 'POST', url: '/api/behavior/settings', payload: { retentionDays: null } }),
  },
]);
