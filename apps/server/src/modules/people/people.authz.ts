import { type AuthzCase, defineAuthzCases } from '../../../test/authz';

const everyone = ['admin', 'instructor', 'learner'] as const;

const addCase = (kind: 'teacher' | 'student'): AuthzCase => ({
  // Adds to the caller's active institute: no object of another institute is named.
  route: `POST /api/admin/create/${kind}`,
  scope: 'self',
  allowed: ['admin'],
  request: async (ctx) => ({
    method: 'POST',
    url: `/api/admin/create/${kind}`,
    payload: { email: ctx.email(), firstName: 'Ravi', lastName: 'Kumar' },
  }),
});

const listCase = (kind: 'instructor' | 'learner'): AuthzCase => ({
  route: `GET /api/admin/getInstituteUser/${kind}/:id`,
  scope: 'institute',
  allowed: ['admin'],
  request: async (ctx) => ({ method: 'GET', url: `/api/admin/getInstituteUser/${kind}/${ctx.institute.id}` }),
});

const removeCase = (method: 'DELETE' | 'POST', kind: 'instructor' | 'learner'): AuthzCase => ({
  route: `${method} /api/admin/removeUser/${kind}/:instituteId/:userId`,
  scope: 'institute',
  allowed: ['admin'],
  request: async (ctx) => ({
    method,
    url: `/api/admin/removeUser/${kind}/${ctx.institute.id}/${(await ctx.member([kind])).user.id}`,
  }),
});

export const authzCases = defineAuthzCases([
  addCase('teacher'),
  addCase('student'),
  listCase('instructor'),
  listCase('learner'),
  removeCase('DELETE', 'instructor'),
  removeCase('POST', 'instructor'),
  removeCase('DELETE', 'learner'),
  removeCase('POST', 'learner'),
  {
    route: 'POST /api/galileo/update/admin',
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/update/admin',
      payload: { userId: (await ctx.member(['instructor'])).user.id, makeAdmin: true },
    }),
  },
  {
    route: 'POST /api/galileo/update/admin/:id',
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/galileo/update/admin/${(await ctx.member(['instructor'])).user.id}`,
      payload: { makeAdmin: true },
    }),
  },
  {
    route: 'GET /api/user/:id',
    name: "a teacher's",
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({ method: 'GET', url: `/api/user/${(await ctx.member(['instructor'])).user.id}` }),
  },
  {
    // Students see staff and themselves, not other students (people.policy canReadPerson).
    route: 'GET /api/user/:id',
    name: "a student's",
    scope: 'institute',
    allowed: ['admin', 'instructor'],
    request: async (ctx) => ({ method: 'GET', url: `/api/user/${(await ctx.member(['learner'])).user.id}` }),
  },
  {
    // SPEC §6: staff info is for staff only ('User not an instructor').
    route: 'GET /api/staff/info',
    scope: 'self',
    allowed: ['admin', 'instructor'],
    request: async () => ({ method: 'GET', url: '/api/staff/info' }),
  },
]);
