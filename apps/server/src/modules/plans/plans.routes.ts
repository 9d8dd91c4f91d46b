import { MESSAGES, PLAN_MESSAGES, plansRoute, updatePlanRoute } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import { ensureDefaultPlans } from './plans.seed';
import * as plans from './plans.service';

export async function planRoutes(app: FastifyInstance) {
  const db = app.db;

  // A database without plans gets the defaults once (an existing plan, edited or not, is left alone).
  app.addHook('onReady', async () => {
    await db.transaction((tx) => ensureDefaultPlans(tx));
  });

  addRoute(app, plansRoute, async () => ({ message: MESSAGES.ok, data: await plans.listPlans(db) }));

  addRoute(app, updatePlanRoute, async ({ actor, body }) => ({
    message: PLAN_MESSAGES.planUpdated,
    data: await plans.updatePlan(db, { kind: 'user', actor: actor() }, body),
  }));
}
