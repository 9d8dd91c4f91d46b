import { defineAuthzCases } from '../../../test/authz';

// The matrix's app has no GOOGLE_CLIENT_ID: every route but config answers 404 'Google sign-in is not
// enabled' (oauth.routes.test.ts signs in against a loopback OpenID provider).
export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/auth/oauth/google/config',
    scope: 'public',
    request: async () => ({ method: 'GET', url: '/api/auth/oauth/google/config' }),
  },
  {
    route: 'POST /api/auth/oauth/google/signup-or-login',
    scope: 'public',
    success: 404,
    request: async () => ({
      method: 'POST',
      url: '/api/auth/oauth/google/signup-or-login',
      payload: { idToken: 'not-a-google-id-token' },
    }),
  },
  {
    route: 'POST /api/auth/oauth/google/signup-or-login-admin',
    scope: 'public',
    success: 404,
    request: async () => ({
      method: 'POST',
      url: '/api/auth/oauth/google/signup-or-login-admin',
      payload: { idToken: 'not-a-google-id-token' },
    }),
  },
  {
    route: 'GET /api/auth/oauth/google/start',
    scope: 'public',
    success: 404,
    request: async () => ({ method: 'GET', url: '/api/auth/oauth/google/start', query: { mode: 'login' } }),
  },
  {
    route: 'GET /api/auth/oauth/google/callback',
    scope: 'public',
    success: 404,
    request: async () => ({
      method: 'GET',
      url: '/api/auth/oauth/google/callback',
      query: { code: 'code', state: 'state' },
    }),
  },
]);
