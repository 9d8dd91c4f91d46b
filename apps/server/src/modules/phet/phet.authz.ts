import { defineAuthzCases } from '../../../test/authz';

export const authzCases = defineAuthzCases([
  {
    // The catalogue is the same for everyone signed in: students use simulations too.
    route: 'GET /api/PhET/getData',
    scope: 'self',
    allowed: ['admin', 'instructor', 'learner'],
    request: async () => ({ method: 'GET', url: '/api/PhET/getData?subject=PHYSICS' }),
  },
]);
