import { defineAuthzCases } from '../../../test/authz';

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/teacher/daily-logs',
    scope: 'self',
    allowed: ['admin', 'instructor'],
    request: async () => ({ method: 'GET', url: '/api/teacher/daily-logs?range=LAST_7_DAYS' }),
  },
  {
    // Another teacher's day: the admins only.
    route: 'GET /api/teacher/daily-logs',
    name: "another teacher's",
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/teacher/daily-logs?teacherId=${(await ctx.member(['instructor'])).user.id}`,
    }),
  },
]);
