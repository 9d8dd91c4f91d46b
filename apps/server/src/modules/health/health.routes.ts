import { MESSAGES, healthRoute } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { type MigrationState, migrationState } from '../../db/migrate';
import { addRoute } from '../../lib/route';

export const APP_VERSION = '0.1.0';

export async function healthRoutes(app: FastifyInstance) {
  // Requests that arrive while a database probe is running share its answer: probes stay real, and a
  // burst of health checks costs the (single-connection, when embedded) database one query.
  let probe: Promise<MigrationState> | null = null;
  const migrations = () => {
    probe ??= migrationState(app.database).finally(() => {
      probe = null;
    });
    return probe;
  };

  addRoute(app, healthRoute, async () => ({
    message: MESSAGES.ok,
    data: {
      status: 'ok' as const,
      database: app.database.kind,
      migrations: await migrations(),
      realtime: app.realtime.mode,
      version: APP_VERSION,
    },
  }));
}
