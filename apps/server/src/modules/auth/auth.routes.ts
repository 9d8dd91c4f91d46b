import {
  MESSAGES,
  getLoginCodeRoute,
  isSessionActiveRoute,
  loginRoute,
  loginV3Route,
  loginViaTokenBodyRoute,
  loginViaTokenRoute,
  loginWithPhoneRoute,
  logoutRoute,
  sendOtpRoute,
  verifyOtpRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as auth from './auth.service';
import * as phone from './phone.service';
import { createLoginCode, loginViaToken } from './token-login.service';

const LOGIN_OK = 'Login successful';

export async function authRoutes(app: FastifyInstance) {
  addRoute(app, loginRoute, async ({ body, request }) => ({
    message: LOGIN_OK,
    data: await auth.login(app.db, body, request.ip),
  }));

  addRoute(app, loginV3Route, async ({ body, request }) => ({
    message: LOGIN_OK,
    data: await auth.loginV3(app.db, body, request.ip),
  }));

  addRoute(app, logoutRoute, async ({ actor }) => {
    const caller = actor();
    await auth.logout(app.db, caller);
    await app.realtime.endSessions({ sessionId: caller.sessionId });
    return { message: MESSAGES.loggedOut, data: {} };
  });

  addRoute(app, isSessionActiveRoute, async ({ actor }) => {
    const { userId, instituteId, roles, expiresAt } = actor();
    return {
      message: MESSAGES.sessionActive,
      data: { userId, instituteId, roles, expiresAt: expiresAt.toISOString() },
    };
  });

  addRoute(app, loginViaTokenRoute, async ({ params }) => ({
    message: LOGIN_OK,
    data: await loginViaToken(app.db, params.token),
  }));

  addRoute(app, loginViaTokenBodyRoute, async ({ body }) => ({
    message: LOGIN_OK,
    data: await loginViaToken(app.db, body.access_token),
  }));

  addRoute(app, getLoginCodeRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await createLoginCode(app.db, actor()),
  }));

  addRoute(app, sendOtpRoute, async ({ body }) => ({
    message: MESSAGES.otpSent,
    data: await phone.sendOtp(app.db, app.sms, body.phone),
  }));

  addRoute(app, verifyOtpRoute, async ({ body, request }) => ({
    message: 'OTP verified',
    data: await phone.verifyOtp(app.db, body.phone, body.otp, request.actor),
  }));

  addRoute(app, loginWithPhoneRoute, async ({ body, request }) => ({
    message: LOGIN_OK,
    data: await phone.loginWithPhone(app.db, body.phone, body.otp, request.ip),
  }));
}
