import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { buildClass } from '../../../test/factories';
import { classJoinRequests } from '../../db/schema';
import { classForCaller } from '../../../test/authz/class-for-caller';

const everyone = ['admin', 'instructor', 'learner'] as const;
const staff = ['admin', 'instructor'] as const;

/** A pending request of a fresh student to a class the caller teaches (or administers). */
async function pendingRequest(ctx: AuthzContext) {
  const { klass } = await classForCaller(ctx);
  const student = await ctx.member(['learner']);
  const [row] = await ctx.db
    .insert(classJoinRequests)
    .values({ classId: klass.id, userId: student.user.id })
    .returning();
  return row!.id;
}

/** A class of an institute nobody in the matrix belongs to: join links work across institutes. */
async function strangersClass(ctx: AuthzContext) {
  return (await buildClass(ctx.db, { institute: await ctx.otherInstitute() })).klass;
}

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/class/join-code/:classId',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({ method: 'GET', url: `/api/class/join-code/${(await classForCaller(ctx)).klass.id}` }),
  },
  {
    route: 'POST /api/class/rotate-join-code',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/class/rotate-join-code',
      payload: { classId: (await classForCaller(ctx)).klass.id },
    }),
  },
  {
    // Anyone signed in who holds a join code may see whose class it is; codes cross institutes.
    route: 'GET /api/class-request/join-info/:code',
    scope: 'self',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/class-request/join-info/${(await strangersClass(ctx)).joinCode}`,
    }),
  },
  {
    route: 'POST /api/class-request/create-and-send-class-request',
    scope: 'self',
    allowed: everyone,
    freshCaller: true,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/class-request/create-and-send-class-request',
      payload: { class_code: (await strangersClass(ctx)).joinCode },
    }),
  },
  {
    route: 'GET /api/class-request/mine',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/class-request/mine' }),
  },
  {
    route: 'GET /api/class-request/pending',
    scope: 'self',
    allowed: staff,
    request: async () => ({ method: 'GET', url: '/api/class-request/pending' }),
  },
  {
    route: 'GET /api/class-request/pending',
    name: 'one class',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/class-request/pending?classId=${(await classForCaller(ctx)).klass.id}`,
    }),
  },
  {
    route: 'POST /api/class-request/approve',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/class-request/approve',
      payload: { requestId: await pendingRequest(ctx) },
    }),
  },
  {
    route: 'POST /api/class-request/decline',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/class-request/decline',
      payload: { requestId: await pendingRequest(ctx) },
    }),
  },
]);
