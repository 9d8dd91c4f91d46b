import { SIGNUP_MESSAGES, createAccountRoute, signupRoute, verifyVidRoute } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import type { MailDeps } from '../../lib/account-mail';
import * as signup from './signup.service';

export async function signupRoutes(app: FastifyInstance) {
  const deps: MailDeps = { db: app.db, mailer: app.mailer, appUrl: app.config.appUrl, log: app.log };

  addRoute(app, signupRoute, async ({ body }) => ({
    message: SIGNUP_MESSAGES.linkSent,
    data: await signup.signup(deps, body),
  }));

  addRoute(app, verifyVidRoute, async ({ body }) => ({
    message: SIGNUP_MESSAGES.linkValid,
    data: await signup.verifyVid(app.db, body.vid),
  }));

  addRoute(app, createAccountRoute, async ({ body }) => ({
    message: SIGNUP_MESSAGES.accountCreated,
    data: await signup.createAccount(app.db, body),
  }));
}
