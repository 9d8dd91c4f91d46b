import { type AuthzCase, defineAuthzCases } from '../../../test/authz';

/** Platform operators only: every institute role, admins included, gets 403. */
const operatorOnly = (route: string, request: AuthzCase['request']): AuthzCase => ({
  route,
  scope: 'self',
  allowed: [],
  request,
});

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/operator/me',
    scope: 'self',
    allowed: ['admin', 'instructor', 'learner'],
    request: async () => ({ method: 'GET', url: '/api/operator/me' }),
  },
  operatorOnly('GET /api/operator/institutes', async () => ({ method: 'GET', url: '/api/operator/institutes' })),
  operatorOnly('GET /api/operator/license', async (ctx) => ({
    method: 'GET',
    url: `/api/operator/license?instituteKneuraId=${ctx.institute.kneuraId}`,
  })),
  operatorOnly('POST /api/operator/license/create', async (ctx) => ({
    method: 'POST',
    url: '/api/operator/license/create',
    payload: { instituteKneuraId: (await ctx.otherInstitute()).kneuraId, planCode: 'STARTER_PLAN' },
  })),
  operatorOnly('POST /api/operator/license/change-plan', async (ctx) => ({
    method: 'POST',
    url: '/api/operator/license/change-plan',
    payload: { instituteKneuraId: ctx.institute.kneuraId, planCode: 'ULTIMATE_PRO_PLAN' },
  })),
  operatorOnly('POST /api/operator/license/set-active', async (ctx) => ({
    method: 'POST',
    url: '/api/operator/license/set-active',
    payload: { instituteKneuraId: ctx.institute.kneuraId, isActive: false },
  })),
  operatorOnly('POST /api/operator/license/top-up', async (ctx) => ({
    method: 'POST',
    url: '/api/operator/license/top-up',
    payload: { instituteKneuraId: ctx.institute.kneuraId, credits: 10 },
  })),
  operatorOnly('POST /api/operator/license/transfer', async (ctx) => ({
    method: 'POST',
    url: '/api/operator/license/transfer',
    payload: {
      fromInstituteKneuraId: ctx.institute.kneuraId,
      toInstituteKneuraId: (await ctx.otherInstitute()).kneuraId,
      type: 'TEACHER',
      amount: 1,
    },
  })),
  operatorOnly('POST /api/operator/license/add-storage', async (ctx) => ({
    method: 'POST',
    url: '/api/operator/license/add-storage',
    payload: { instituteKneuraId: ctx.institute.kneuraId, storageMb: 5 },
  })),
]);
