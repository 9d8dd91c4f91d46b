import {
  type FeatureAccess,
  type LicenseFeature,
  PLAN_MESSAGES,
  type Plan,
  type UpdatePlanBody,
} from '@bright/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { type OperatorCaller, authorizeOperator } from '../../lib/operator-access';
import { toPlan } from './plans.presenter';
import * as q from './plans.queries';

/** Every plan, in display order (anyone signed in: the /UpgradePlan page). */
export async function listPlans(db: Db): Promise<Plan[]> {
  return (await q.listPlans(db)).map(toPlan);
}

type PlanEdit = z.output<typeof UpdatePlanBody>;

/** Operators edit a plan: every licence on it follows at once (limits and features are read live). */
export async function updatePlan(db: Db, caller: OperatorCaller, body: PlanEdit): Promise<Plan> {
  await authorizeOperator(db, caller);
  return db.transaction(async (tx) => {
    const plan = await q.lockPlan(tx, body.code);
    if (!plan) throw notFound(PLAN_MESSAGES.planNotFound);
    await q.updatePlan(tx, plan.id, {
      ...(body.name !== undefined ? { name: body.name } : {}),
      ...(body.description !== undefined ? { description: body.description } : {}),
      ...(body.featureSet !== undefined ? { featureSet: body.featureSet } : {}),
      ...(body.landing !== undefined ? { landing: body.landing } : {}),
      ...body.limits,
    });
    if (body.features) {
      const entries = Object.entries(body.features) as Array<[LicenseFeature, FeatureAccess]>;
      await q.replacePlanFeatures(
        tx,
        plan.id,
        entries.map(([feature, access]) => ({ feature, access })),
      );
    }
    const updated = await q.findPlanById(tx, plan.id);
    return toPlan({ plan: updated!, features: await q.featuresOfPlan(tx, plan.id) });
  });
}
