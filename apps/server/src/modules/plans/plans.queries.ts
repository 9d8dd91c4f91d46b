import type { FeatureAccess, LicenseFeature, PlanCode } from '@bright/contracts';
import { asc, eq } from 'drizzle-orm';
import { planFeatures, plans } from '../../db/schema';
import type { Executor } from '../../db/client';

export type PlanRow = typeof plans.$inferSelect;
export interface PlanWithFeatures {
  plan: PlanRow;
  features: Array<{ feature: string; access: FeatureAccess }>;
}

export async function listPlans(db: Executor): Promise<PlanWithFeatures[]> {
  const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.code));
  const features = await db.select().from(planFeatures).orderBy(asc(planFeatures.feature));
  return rows.map((plan) => ({
    plan,
    features: features.filter((entry) => entry.planId === plan.id),
  }));
}

export async function findPlanByCode(db: Executor, code: PlanCode) {
  const [row] = await db.select().from(plans).where(eq(plans.code, code)).limit(1);
  return row;
}

export async function findPlanById(db: Executor, id: string) {
  const [row] = await db.select().from(plans).where(eq(plans.id, id)).limit(1);
  return row;
}

export async function featuresOfPlan(db: Executor, planId: string) {
  return db
    .select({ feature: planFeatures.feature, access: planFeatures.access })
    .from(planFeatures)
    .where(eq(planFeatures.planId, planId))
    .orderBy(asc(planFeatures.feature));
}

export async function lockPlan(tx: Executor, code: PlanCode) {
  const [row] = await tx.select().from(plans).where(eq(plans.code, code)).for('update');
  return row;
}

export async function updatePlan(tx: Executor, planId: string, values: Partial<PlanRow>) {
  if (Object.keys(values).length === 0) return;
  await tx.update(plans).set(values).where(eq(plans.id, planId));
}

export async function replacePlanFeatures(
  tx: Executor,
  planId: string,
  features: Array<{ feature: LicenseFeature; access: FeatureAccess }>,
) {
  await tx.delete(planFeatures).where(eq(planFeatures.planId, planId));
  if (features.length > 0) await tx.insert(planFeatures).values(features.map((entry) => ({ planId, ...entry })));
}
