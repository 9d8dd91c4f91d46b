import { licences, platformOperators, users } from '../../db/schema';
import { newCode } from '../../lib/tokens';
import type { Executor } from '../../db/client';
import { findPlanByCode, ensureDefaultPlans } from '../plans';

/** The demo's platform operator: no institute, runs /operator (licences, plans, coupons). */
export const DEMO_OPERATOR = { email: 'operator@demo.test', firstName: 'Omar', lastName: 'Operator' } as const;

/** The plan Demo School is on: most features open, the AI assistant, notebooks and video locked with a trial. */
export const DEMO_PLAN = 'STARTER_PLAN' as const;

/**
 * Licensing for the demo (inside seedDemo's transaction): the default plans, an active Starter licence
 * for Demo School (account type INSTITUTE, which may buy, so admins see 'Upgrade Plan'), and the operator.
 */
export async function seedDemoLicensing(tx: Executor, instituteId: string, passwordHash: string) {
  await ensureDefaultPlans(tx);
  const plan = await findPlanByCode(tx, DEMO_PLAN);
  await tx.insert(licences).values({ instituteId, planId: plan!.id, accountType: 'INSTITUTE', isActive: true });
  const [operator] = await tx
    .insert(users)
    .values({ ...DEMO_OPERATOR, kneuraId: newCode(), passwordHash, emailVerified: true })
    .returning();
  await tx.insert(platformOperators).values({ userId: operator!.id, grantedBy: 'demo seed' });
}
