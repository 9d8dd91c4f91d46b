// The authorization matrix's helpers for licences, coupons and plans; not part of the app.
import { and, eq, inArray } from 'drizzle-orm';
import type { AuthzContext } from './authz-case';
import { licenceFeatures, licences } from '../../src/db/schema';
import { findPlanByCode } from '../../src/modules/plans';

/** Seats the other modules' matrix cases may fill again and again without meeting a limit. */
const ROOMY = 1_000_000;

/**
 * The matrix institute's licence: Starter (so it has locked features), made once, with so many extra seats
 * and credits that other modules' cases (adding teachers, students, classes) never hit a limit.
 */
export async function matrixLicence(ctx: AuthzContext) {
  const plan = await findPlanByCode(ctx.db, 'STARTER_PLAN');
  await ctx.db
    .insert(licences)
    .values({
      instituteId: ctx.institute.id,
      planId: plan!.id,
      accountType: 'INSTITUTE',
      isActive: true,
      extraTeachers: ROOMY,
      extraStudents: ROOMY,
      extraClasses: ROOMY,
      extraAiCredits: ROOMY,
    })
    .onConflictDoNothing({ target: licences.instituteId });
  const [row] = await ctx.db.select().from(licences).where(eq(licences.instituteId, ctx.institute.id));
  return row!;
}

/** Makes the trials of these features untried again (so activate-feature-trial/all has work to do). */
export async function resetTrials(ctx: AuthzContext, licenceId: string, features: string[]) {
  await ctx.db
    .delete(licenceFeatures)
    .where(and(eq(licenceFeatures.licenceId, licenceId), inArray(licenceFeatures.feature, features)));
}

/** Opens a locked feature with a running trial. */
export async function openTrial(ctx: AuthzContext, licenceId: string, feature: string) {
  const trialValidTill = new Date(Date.now() + 24 * 60 * 60 * 1000);
  await ctx.db
    .insert(licenceFeatures)
    .values({ licenceId, feature, isTrialUsed: true, trialValidTill })
    .onConflictDoUpdate({
      target: [licenceFeatures.licenceId, licenceFeatures.feature],
      set: { isTrialUsed: true, trialValidTill },
    });
}
