import { randomInt } from 'node:crypto';
import { defineAuthzCases } from '../../../test/authz';
import { hashToken } from '../../lib/tokens';
import { setContactNumber } from './auth.queries';
import { insertToken } from './verification-tokens.queries';
import { OTP_TTL_MS } from './phone.service';

const everyone = ['admin', 'instructor', 'learner'] as const;
const phone = () => `+9198${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A live phone code, as send-otp stores it (the SMS itself is what the test cannot read). */
async function phoneCode(db: Parameters<typeof insertToken>[0], number: string) {
  const otp = String(randomInt(0, 1_000_000)).padStart(6, '0');
  await insertToken(db, {
    userId: null,
    kind: 'phone_otp',
    tokenHash: hashToken(otp),
    phone: number,
    expiresAt: new Date(Date.now() + OTP_TTL_MS),
  });
  return otp;
}

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/galileo/login',
    scope: 'public',
    request: async (ctx) => {
      const { email, password } = await ctx.member(['learner']);
      return { method: 'POST', url: '/api/galileo/login', payload: { email, password } };
    },
  },
  {
    route: 'POST /api/galileo/v3/login',
    scope: 'public',
    request: async (ctx) => {
      const { email, password } = await ctx.member(['instructor']);
      return { method: 'POST', url: '/api/galileo/v3/login', payload: { email, password } };
    },
  },
  {
    // Ends the caller's own session only (each probe has a fresh one).
    route: 'POST /api/galileo/logout',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'POST', url: '/api/galileo/logout' }),
  },
  {
    route: 'GET /api/galileo/isSessionActive',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/galileo/isSessionActive' }),
  },
  {
    // The secret is in the path: a live session token of a fresh member signs the webview in.
    route: 'POST /api/galileo/loginViaToken/:token',
    scope: 'public',
    request: async (ctx) => ({
      method: 'POST',
      url: `/api/galileo/loginViaToken/${await ctx.session(await ctx.member(['instructor']))}`,
    }),
  },
  {
    route: 'POST /api/galileo/loginViaToken',
    scope: 'public',
    request: async (ctx) => ({
      method: 'POST',
      url: '/api/galileo/loginViaToken',
      payload: { access_token: await ctx.session(await ctx.member(['learner'])) },
    }),
  },
  {
    route: 'GET /api/user/get-login-code',
    scope: 'self',
    allowed: everyone,
    request: async () => ({ method: 'GET', url: '/api/user/get-login-code' }),
  },
  {
    route: 'POST /api/galileo/send-otp',
    scope: 'public',
    request: async () => ({ method: 'POST', url: '/api/galileo/send-otp', payload: { phone: phone() } }),
  },
  {
    route: 'POST /api/galileo/verify-otp',
    scope: 'public',
    request: async (ctx) => {
      const number = phone();
      return {
        method: 'POST',
        url: '/api/galileo/verify-otp',
        payload: { phone: number, otp: await phoneCode(ctx.db, number) },
      };
    },
  },
  {
    route: 'POST /api/galileo/login-with-phone',
    scope: 'public',
    request: async (ctx) => {
      const number = phone();
      await setContactNumber(ctx.db, (await ctx.member(['learner'])).user.id, number);
      return {
        method: 'POST',
        url: '/api/galileo/login-with-phone',
        payload: { phone: number, otp: await phoneCode(ctx.db, number) },
      };
    },
  },
]);
