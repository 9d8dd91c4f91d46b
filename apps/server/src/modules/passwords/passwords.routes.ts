import {
  PASSWORD_MESSAGES as M,
  changePasswordRoute,
  changePasswordWithoutCurrentPasswordRoute,
  forgotPasswordRoute,
  resetPasswordRoute,
  verifyResetCodeRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import type { MailDeps } from '../../lib/account-mail';
import * as passwords from './passwords.service';

export async function passwordRoutes(app: FastifyInstance) {
  const deps: MailDeps = { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log };

  addRoute(app, forgotPasswordRoute, async ({ body }) => {
    await passwords.forgotPassword(deps, body.email);
    return { message: M.resetSent, data: {} };
  });

  addRoute(app, verifyResetCodeRoute, async ({ body }) => ({
    message: M.codeVerified,
    data: await passwords.verifyResetCode(app.db, body.email, body.code),
  }));

  addRoute(app, resetPasswordRoute, async ({ body }) => {
    const { userId } = await passwords.resetPassword(app.db, body);
    await app.realtime.endSessions({ userId });
    return { message: M.passwordReset, data: {} };
  });

  addRoute(app, changePasswordRoute, async ({ body, actor }) => {
    const caller = actor();
    await passwords.changePassword(app.db, caller, body);
    await app.realtime.endSessions({ userId: caller.userId, exceptSessionId: caller.sessionId });
    return { message: M.passwordChanged, data: {} };
  });

  addRoute(app, changePasswordWithoutCurrentPasswordRoute, async ({ body, actor }) => {
    await app.realtime.endSessions(await passwords.changePasswordWithoutCurrent(app.db, actor(), body));
    return { message: M.passwordChanged, data: {} };
  });
}
