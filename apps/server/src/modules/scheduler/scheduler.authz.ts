import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { schedules } from '../../db/schema';
import { classForCaller } from '../../../test/authz/class-for-caller';

const staff = ['admin', 'instructor'] as const;
const everyone = ['admin', 'instructor', 'learner'] as const;

/** A weekly schedule of a class the caller is in (or administers). */
async function schedule(ctx: AuthzContext) {
  const { klass, teacher } = await classForCaller(ctx);
  const [row] = await ctx.db
    .insert(schedules)
    .values({
      classId: klass.id,
      instituteId: klass.instituteId,
      title: 'Maths',
      startAt: new Date('2030-01-07T09:00:00Z'),
      endAt: new Date('2030-01-07T10:00:00Z'),
      rrule: 'FREQ=WEEKLY;BYDAY=MO',
      createdBy: teacher.id,
    })
    .returning();
  return row!;
}

const createBody = (classId: string) => ({
  classId,
  title: 'Science',
  start: '2030-01-08T09:00:00Z',
  end: '2030-01-08T10:00:00Z',
  recurrence: { frequency: 'WEEKLY', weekdays: ['TU'], count: 10 },
});

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/scheduler/fetch',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/scheduler/fetch?classId=${(await schedule(ctx)).classId}&from=2030-01-01T00:00:00Z&to=2030-02-01T00:00:00Z`,
    }),
  },
  {
    route: 'GET /api/scheduler/fetch-for-user/:id',
    name: 'own',
    scope: 'self',
    allowed: everyone,
    request: async (ctx) => ({ method: 'GET', url: `/api/scheduler/fetch-for-user/${ctx.caller.user.id}` }),
  },
  {
    // Another member's schedules: the admins only (the same rule as their class list).
    route: 'GET /api/scheduler/fetch-for-user/:id',
    name: "another member's",
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/scheduler/fetch-for-user/${(await ctx.member(['learner'])).user.id}`,
    }),
  },
  {
    route: 'GET /api/scheduler/fetch-for-today',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/scheduler/fetch-for-today?timeZone=Asia/Kolkata' }),
  },
  {
    route: 'POST /api/scheduler/create',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/scheduler/create',
      payload: createBody((await classForCaller(ctx)).klass.id),
    }),
  },
  {
    route: 'POST /api/scheduler/update',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/scheduler/update',
      payload: { scheduleId: (await schedule(ctx)).id, title: 'Maths (room 4)' },
    }),
  },
  {
    route: 'DELETE /api/scheduler/delete/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({ method: 'DELETE', url: `/api/scheduler/delete/${(await schedule(ctx)).id}` }),
  },
  {
    route: 'POST /api/scheduler/delete/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({ method: 'POST', url: `/api/scheduler/delete/${(await schedule(ctx)).id}`, payload: {} }),
  },
  {
    route: 'GET /api/scheduler/ical',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/scheduler/ical' }),
  },
  {
    route: 'POST /api/scheduler/ical/rotate',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'POST', url: '/api/scheduler/ical/rotate', payload: {} }),
  },
  {
    route: 'POST /api/scheduler/ical/revoke',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'POST', url: '/api/scheduler/ical/revoke', payload: {} }),
  },
  {
    // Public by its secret; an unknown secret is 404, which is what the matrix can send.
    route: 'GET /api/scheduler/ical/:file',
    scope: 'public',
    success: 404,
    request: async () => ({ method: 'GET', url: '/api/scheduler/ical/NoSuchSecretAtAll_1234567890.ics' }),
  },
]);
