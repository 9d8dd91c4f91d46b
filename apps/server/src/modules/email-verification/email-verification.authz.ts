import { EMAIL_VERIFY_LINK_EXPIRY_MS } from '@bright/contracts';
import { defineAuthzCases } from '../../../test/authz';
import { hashToken, newToken } from '../../lib/tokens';
import { insertToken } from '../auth';

const everyone = ['admin', 'instructor', 'learner'] as const;

export const authzCases = defineAuthzCases([
  {
    route: 'GET /api/galileo/emailVerifyStatus',
    scope: 'public',
    request: async (ctx) => ({
      method: 'GET',
      url: '/api/galileo/emailVerifyStatus',
      query: { email: (await ctx.member(['learner'], { emailVerified: false })).email },
    }),
  },
  {
    route: 'POST /api/galileo/verifyUserEmail',
    scope: 'public',
    request: async (ctx) => {
      const { user, email } = await ctx.member(['learner'], { emailVerified: false });
      const token = newToken();
      await insertToken(ctx.db, {
        kind: 'email_verify',
        tokenHash: hashToken(token),
        userId: user.id,
        email,
        expiresAt: new Date(Date.now() + EMAIL_VERIFY_LINK_EXPIRY_MS),
      });
      return { method: 'POST', url: '/api/galileo/verifyUserEmail', payload: { verify_token: token } };
    },
  },
  {
    route: 'POST /api/galileo/resendEmailVerificationMail',
    scope: 'public',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/resendEmailVerificationMail',
      payload: { email: (await ctx.member(['instructor'], { emailVerified: false })).email },
    }),
  },
  {
    route: 'POST /api/galileo/admin/sendVerificationLink/:id',
    scope: 'institute',
    allowed: ['admin'],
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/galileo/admin/sendVerificationLink/${(await ctx.member(['learner'], { emailVerified: false })).user.id}`,
    }),
  },
  {
    route: 'GET /api/user/is-email-verified/:id',
    name: "a teacher's",
    scope: 'institute',
    allowed: everyone,
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/user/is-email-verified/${(await ctx.member(['instructor'])).user.id}`,
    }),
  },
  {
    // It answers the email: students see staff and themselves only, as GET /api/user/:id.
    route: 'GET /api/user/is-email-verified/:id',
    name: "a student's",
    scope: 'institute',
    allowed: ['admin', 'instructor'],
    request: async (ctx) => ({
      method: 'GET',
      url: `/api/user/is-email-verified/${(await ctx.member(['learner'])).user.id}`,
    }),
  },
]);
