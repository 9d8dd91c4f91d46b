import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { insertRequest } from './institute-requests.queries';

const everyone = ['admin', 'instructor', 'learner'] as const;
const staff = ['admin', 'instructor'] as const;

/** A pending request of a fresh outsider to join ctx.institute. */
async function pendingRequest(ctx: AuthzContext) {
  const { user } = await ctx.outsider();
  return insertRequest(ctx.db, { instituteId: ctx.institute.id, userId: user.id, role: 'learner' });
}

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/user/institute-list',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/user/institute-list' }),
  },
  {
    // Any member may make their institute the default; a non-member learns nothing (404).
    route: 'POST /api/galileo/set-default-institute',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/set-default-institute',
      payload: { instituteId: ctx.institute.id },
    }),
  },
  {
    // Public fields looked up by code: anyone signed in, of any institute (no cross-institute refusal).
    route: 'GET /api/institute/multiple',
    scope: 'self',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'GET',
      url: '/api/institute/multiple',
      query: { kneuraId: ctx.institute.kneuraId },
    }),
  },
  {
    route: 'GET /api/institute/get/:id',
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({ method: 'GET', url: `/api/institute/get/${ctx.institute.id}` }),
  },
  {
    route: 'POST /api/admin/updateInstituteinfo/:instituteKneuraId/:instituteId',
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/admin/updateInstituteinfo/${ctx.institute.kneuraId}/${ctx.institute.id}`,
      payload: { address: `${ctx.unique()} Lake Road` },
    }),
  },
  {
    // Asking to join another institute (a fresh one, so a pending request never blocks the next probe).
    route: 'POST /api/institute-request/create',
    scope: 'self',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/institute-request/create',
      payload: { instituteKneuraId: (await ctx.otherInstitute()).kneuraId, role: 'learner' },
    }),
  },
  {
    route: 'GET /api/institute-request/get-all-requests-for-user',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/institute-request/get-all-requests-for-user' }),
  },
  {
    route: 'GET /api/institute-request/in-an-institute/:id',
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({ method: 'GET', url: `/api/institute-request/in-an-institute/${ctx.institute.id}` }),
  },
  {
    route: 'POST /api/institute-request/approve',
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/institute-request/approve',
      payload: { requestId: await pendingRequest(ctx) },
    }),
  },
  {
    route: 'POST /api/institute-request/decline',
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/institute-request/decline',
      payload: { requestId: await pendingRequest(ctx) },
    }),
  },
  {
    route: 'GET /api/institute/referral-code/:id',
    scope: 'institute',
    allowed: staff,
    request: async (ctx) => ({ method: 'GET', url: `/api/institute/referral-code/${ctx.institute.id}` }),
  },
  {
    // The caller's own code, mailed.
    route: 'POST /api/galileo/send-referral-code-sharing-teacher',
    scope: 'self',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/send-referral-code-sharing-teacher',
      payload: { email: ctx.email() },
    }),
  },
  {
    // The caller's active institute's code, mailed.
    route: 'POST /api/galileo/send-referral-code-sharing-institute',
    scope: 'self',
    allowed: staff,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/send-referral-code-sharing-institute',
      payload: { email: ctx.email() },
    }),
  },
]);
