import { PASSWORD_RESET_EXPIRY_MS } from '@bright/contracts';
import { defineAuthzCases } from '../../../test/authz';
import { hashToken, newToken } from '../../lib/tokens';
import { insertToken } from '../auth';

const everyone = ['admin', 'instructor', 'learner'] as const;

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/galileo/forgotPassword',
    scope: 'public',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/forgotPassword',
      payload: { email: (await ctx.member(['learner'])).email },
    }),
  },
  {
    // The code is mailed (and salted with its row id): a guess is refused, as it should be.
    route: 'POST /api/galileo/verifyResetCode',
    scope: 'public',
    success: 400,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/verifyResetCode',
      payload: { email: (await ctx.member(['learner'])).email, code: '000000' },
    }),
  },
  {
    route: 'POST /api/galileo/resetPassword',
    scope: 'public',
    request: async (ctx) => {
      const { user, email } = await ctx.member(['instructor']);
      const token = newToken();
      await insertToken(ctx.db, {
        kind: 'password_reset',
        tokenHash: hashToken(token),
        userId: user.id,
        email,
        expiresAt: new Date(Date.now() + PASSWORD_RESET_EXPIRY_MS),
      });
      return { method: 'POST', url: '/api/galileo/resetPassword', payload: { token, newPassword: 'quiet-harbour-7' } };
    },
  },
  {
    route: 'POST /api/galileo/changePassword',
    scope: 'self',
    allowed: everyone,
    freshCaller: true,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/changePassword',
      payload: { email: ctx.caller.email, currentPassword: ctx.caller.password, newPassword: `orbit-${ctx.unique()}` },
    }),
  },
  {
    // One's own password, within 10 minutes of opening the session (every probe's session is new).
    route: 'POST /api/galileo/changePasswordWithoutCurrentPassword',
    name: 'own',
    scope: 'self',
    allowed: everyone,
    freshCaller: true,
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/changePasswordWithoutCurrentPassword',
      payload: { email: ctx.caller.email, newPassword: `orbit-${ctx.unique()}` },
    }),
  },
  {
    // Another member's: only an admin of their (only) institute; others get 403 before any lookup.
    route: 'POST /api/galileo/changePasswordWithoutCurrentPassword',
    name: "a member's, by an admin",
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/changePasswordWithoutCurrentPassword',
      payload: { email: (await ctx.member(['learner'])).email, newPassword: `orbit-${ctx.unique()}` },
    }),
  },
]);
