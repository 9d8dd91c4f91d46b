import {
  EMAIL_VERIFICATION_MESSAGES as M,
  adminSendVerificationLinkRoute,
  emailVerifyStatusRoute,
  isEmailVerifiedRoute,
  resendEmailVerificationMailRoute,
  verifyUserEmailRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import type { MailDeps } from '../../lib/account-mail';
import * as verification from './email-verification.service';

export async function emailVerificationRoutes(app: FastifyInstance) {
  const deps: MailDeps = { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log };

  addRoute(app, emailVerifyStatusRoute, async ({ query }) => ({
    message: M.status,
    data: await verification.emailVerifyStatus(app.db, query.email),
  }));

  addRoute(app, verifyUserEmailRoute, async ({ body }) => ({
    message: M.verified,
    data: await verification.verifyUserEmail(app.db, body.verify_token),
  }));

  addRoute(app, resendEmailVerificationMailRoute, async ({ body }) => {
    await verification.resendVerificationMail(deps, body.email);
    return { message: M.mailSent, data: {} };
  });

  addRoute(app, adminSendVerificationLinkRoute, async ({ params, actor }) => {
    const sent = await verification.adminSendVerificationLink(deps, actor(), params.id);
    return { message: sent.kind === 'signup' ? M.registrationLinkSent : M.mailSent, data: sent };
  });

  addRoute(app, isEmailVerifiedRoute, async ({ params, actor }) => ({
    message: M.status,
    data: await verification.isEmailVerified(app.db, actor(), params.id),
  }));
}
