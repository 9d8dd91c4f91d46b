import { MESSAGES, dailyLogsRoute } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as dailyLogs from './daily-logs.service';

export async function dailyLogRoutes(app: FastifyInstance) {
  addRoute(app, dailyLogsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await dailyLogs.dailyLogs(app.db, actor(), query),
  }));
}
