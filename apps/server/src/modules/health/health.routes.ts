import { MESSAGES, healthRoute } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { migrationState } from '../../db/migrate';
import { addRoute } from '../../lib/route';

export const APP_VERSION = '0.1.0';

export async function healthRoutes(app: FastifyInstance) {
  addRoute(app, healthRoute, async () => ({
    message: MESSAGES.ok,
    data: {
      status: 'ok' as const,
      database: app.database.kind,
      migrations: await migrationState(app.database),
      realtime: app.realtime.mode,
      version: APP_VERSION,
    },
  }));
}
