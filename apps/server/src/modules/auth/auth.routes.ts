import { MESSAGES, isSessionActiveRoute, loginRoute, logoutRoute } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as auth from './auth.service';

export async function authRoutes(app: FastifyInstance) {
  addRoute(app, loginRoute, async ({ body }) => ({ message: 'Login successful', data: await auth.login(app.db, body) }));

  addRoute(app, logoutRoute, async ({ actor }) => {
    await auth.logout(app.db, actor());
    return { message: MESSAGES.loggedOut, data: {} };
  });

  addRoute(app, isSessionActiveRoute, async ({ actor }) => {
    const { userId, instituteId, roles, expiresAt } = actor();
    return { message: MESSAGES.sessionActive, data: { userId, instituteId, roles, expiresAt: expiresAt.toISOString() } };
  });
}
