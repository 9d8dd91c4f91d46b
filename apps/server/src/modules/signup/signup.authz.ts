import { SIGNUP_LINK_EXPIRY_MS } from '@bright/contracts';
import { type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { hashToken, newToken } from '../../lib/tokens';
import { insertToken } from '../auth';

/** A live registration link for a new email, as teacher/signup stores it (the mail is what the test skips). */
async function signupLink(ctx: AuthzContext) {
  const token = newToken();
  await insertToken(ctx.db, {
    kind: 'signup',
    tokenHash: hashToken(token),
    userId: null,
    email: ctx.email(),
    expiresAt: new Date(Date.now() + SIGNUP_LINK_EXPIRY_MS),
  });
  return token;
}

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/teacher/signup',
    scope: 'public',
    request: async (ctx) => ({ method: 'POST', url: '/api/teacher/signup', payload: { email: ctx.email() } }),
  },
  {
    route: 'POST /api/galileo/user/verifyVid',
    scope: 'public',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/user/verifyVid',
      payload: { vid: await signupLink(ctx) },
    }),
  },
  {
    route: 'POST /api/teacher/createAccount',
    scope: 'public',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/teacher/createAccount',
      payload: { token: await signupLink(ctx), firstName: 'Meera', password: 'kite-river-42', acceptTerms: true },
    }),
  },
]);
