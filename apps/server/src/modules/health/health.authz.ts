import { defineAuthzCases } from '../../../test/authz';

export const authzCases = defineAuthzCases([
  { route: 'GET /api/health', scope: 'public', request: async () => ({ method: 'GET', url: '/api/health' }) },
]);
