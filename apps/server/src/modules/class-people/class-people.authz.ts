import { defineAuthzCases } from '../../../test/authz';
import { classForCaller } from '../../../test/authz/class-for-caller';

const staff = ['admin', 'instructor'] as const;

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/admin/class/addUsers/:type',
    name: 'learner',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/class/addUsers/learner',
      payload: { classIds: [(await classForCaller(ctx)).klass.id], userIds: [(await ctx.member(['learner'])).user.id] },
    }),
  },
  {
    route: 'POST /api/admin/class/addUsers/:type',
    name: 'instructor',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/class/addUsers/instructor',
      payload: {
        classIds: [(await classForCaller(ctx)).klass.id],
        userIds: [(await ctx.member(['instructor'])).user.id],
      },
    }),
  },
  {
    // A class's students: who teaches it (a student of the class is refused).
    route: 'GET /api/admin/class/getUsers/:type/:classId',
    name: 'learner',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/admin/class/getUsers/learner/${(await classForCaller(ctx)).klass.id}`,
    }),
  },
  {
    // A class's teachers: its members too.
    route: 'GET /api/admin/class/getUsers/:type/:classId',
    name: 'instructor',
    scope: 'institute',
    allowed: ['admin', 'instructor', 'learner'],
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/admin/class/getUsers/instructor/${(await classForCaller(ctx)).klass.id}`,
    }),
  },
  {
    route: 'POST /api/admin/class/removeUser/:type/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => {
      const { klass, students } = await classForCaller(ctx, 1);
      return {
        method: 'POST',
        url: `/api/admin/class/removeUser/learner/${klass.id}`,
        payload: { userIds: [students.at(-1)!.id] },
      };
    },
  },
  {
    // The class's teachers and the admins; a student of the class is refused.
    route: 'POST /api/admin/class/inviteUser/learner',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/admin/class/inviteUser/learner',
      payload: { classId: (await classForCaller(ctx)).klass.id, email: ctx.email(), firstName: 'Nia' },
    }),
  },
  {
    route: 'GET /api/student/list',
    scope: 'self',
    allowed: staff,
    request: async () => ({ method: 'GET', url: '/api/student/list?scope=institute' }),
  },
]);
