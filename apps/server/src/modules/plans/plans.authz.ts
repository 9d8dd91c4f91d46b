import { defineAuthzCases } from '../../../test/authz';

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/license/plans',
    scope: 'self',
    allowed: ['admin', 'instructor', 'learner'],
    request: async () => ({ method: 'GET', url: '/api/license/plans' }),
  },
  {
    // Platform operators only: no institute role, admins included, may edit a plan.
    route: 'POST /api/operator/plans/update',
    scope: 'self',
    allowed: [],
    request: async () => ({
      method: 'POST',
      url: '/api/operator/plans/update',
      payload: { code: 'DISPLAY', name: 'Display' },
    }),
  },
]);
