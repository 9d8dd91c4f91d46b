import type { MeterKey, SeatType } from '@bright/contracts';
import { and, asc, desc, eq, gte, lt, sql } from 'drizzle-orm';
import {
  classes,
  institutes,
  licenceFeatures,
  licenceUsage,
  licenceUsageEvents,
  licences,
  memberships,
  plans,
  users,
} from '../../db/schema';
import type { Executor } from '../../db/client';
import { featuresOfPlan } from '../plans';

export type LicenceRow = typeof licences.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;

/** A licence with its plan, the plan's features and the licence's own feature entries. */
export interface LicenceContext {
  licence: LicenceRow;
  plan: PlanRow;
  planFeatures: Array<{ feature: string; access: 'INCLUDED' | 'TRIAL' }>;
  entries: Map<string, { isTrialUsed: boolean; trialValidTill: Date | null }>;
}

async function withDetails(db: Executor, row: { licence: LicenceRow; plan: PlanRow } | undefined) {
  if (!row) return null;
  const planFeatures = await featuresOfPlan(db, row.plan.id);
  const entries = await db.select().from(licenceFeatures).where(eq(licenceFeatures.licenceId, row.licence.id));
  return {
    ...row,
    planFeatures,
    entries: new Map(entries.map((entry) => [entry.feature, entry])),
  } satisfies LicenceContext;
}

/**
 * An institute's licence and plan. `lock` takes the licence row (FOR NO KEY UPDATE, which charges'
 * inserts do not wait on): two seat additions or two operator changes then run one after the other.
 */
export async function findLicenceOfInstitute(db: Executor, instituteId: string, lock = false) {
  const query = db
    .select({ licence: licences, plan: plans })
    .from(licences)
    .innerJoin(plans, eq(plans.id, licences.planId))
    .where(eq(licences.instituteId, instituteId))
    .limit(1);
  const [row] = lock ? await query.for('no key update', { of: licences }) : await query;
  return withDetails(db, row);
}

export async function findLicenceById(db: Executor, licenceId: string) {
  const [row] = await db
    .select({ licence: licences, plan: plans })
    .from(licences)
    .innerJoin(plans, eq(plans.id, licences.planId))
    .where(eq(licences.id, licenceId))
    .limit(1);
  return withDetails(db, row);
}

export async function findInstituteByKneuraId(db: Executor, kneuraId: string) {
  const [row] = await db.select().from(institutes).where(eq(institutes.kneuraId, kneuraId)).limit(1);
  return row;
}

export async function findInstituteById(db: Executor, instituteId: string) {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, instituteId)).limit(1);
  return row;
}

const hasRole = (role: string) => sql`${role} = ANY(${memberships.roles})`;

/** Seats in use, counted live: teachers (instructor role), students (learner role), classes. */
export async function countSeats(db: Executor, instituteId: string, type: SeatType) {
  if (type === 'CLASS') {
    const [row] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(classes)
      .where(eq(classes.instituteId, instituteId));
    return row?.n ?? 0;
  }
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(and(eq(memberships.instituteId, instituteId), hasRole(type === 'TEACHER' ? 'instructor' : 'learner')));
  return row?.n ?? 0;
}

export async function findUsage(db: Executor, licenceId: string, meter: MeterKey, periodStart: Date) {
  const [row] = await db
    .select()
    .from(licenceUsage)
    .where(
      and(
        eq(licenceUsage.licenceId, licenceId),
        eq(licenceUsage.meter, meter),
        eq(licenceUsage.periodStart, periodStart),
      ),
    )
    .limit(1);
  return row;
}

export async function ensureUsageRow(tx: Executor, licenceId: string, meter: MeterKey, periodStart: Date) {
  await tx.insert(licenceUsage).values({ licenceId, meter, periodStart }).onConflictDoNothing();
}

const usageRow = (licenceId: string, meter: MeterKey, periodStart: Date) =>
  and(eq(licenceUsage.licenceId, licenceId), eq(licenceUsage.meter, meter), eq(licenceUsage.periodStart, periodStart));

/**
 * The atomic charge: one conditional UPDATE, `used + amount <= allowance + bonus`. Two charges at the
 * limit queue on the row; the second re-reads it after the first commits and no longer matches.
 * `allowance` null is unlimited. Returns the row after the charge, or undefined when refused.
 */
export async function chargeUsage(
  tx: Executor,
  target: { licenceId: string; meter: MeterKey; periodStart: Date },
  amount: number,
  allowance: number | null,
) {
  const fits =
    allowance === null ? undefined : sql`${licenceUsage.used} + ${amount} <= ${allowance} + ${licenceUsage.bonus}`;
  const [row] = await tx
    .update(licenceUsage)
    .set({ used: sql`${licenceUsage.used} + ${amount}` })
    .where(and(usageRow(target.licenceId, target.meter, target.periodStart), fits))
    .returning({ used: licenceUsage.used, bonus: licenceUsage.bonus });
  return row;
}

/** Gives back storage (a file deleted); never below zero. */
export async function releaseUsage(
  tx: Executor,
  target: { licenceId: string; meter: MeterKey; periodStart: Date },
  amount: number,
) {
  await tx
    .update(licenceUsage)
    .set({ used: sql`greatest(${licenceUsage.used} - ${amount}, 0)` })
    .where(usageRow(target.licenceId, target.meter, target.periodStart));
}

export async function addBonus(
  tx: Executor,
  target: { licenceId: string; meter: MeterKey; periodStart: Date },
  amount: number,
) {
  await ensureUsageRow(tx, target.licenceId, target.meter, target.periodStart);
  await tx
    .update(licenceUsage)
    .set({ bonus: sql`${licenceUsage.bonus} + ${amount}` })
    .where(usageRow(target.licenceId, target.meter, target.periodStart));
}

export async function insertUsageEvent(tx: Executor, values: typeof licenceUsageEvents.$inferInsert) {
  await tx.insert(licenceUsageEvents).values(values);
}

export async function insertLicence(tx: Executor, values: typeof licences.$inferInsert) {
  const [row] = await tx
    .insert(licences)
    .values(values)
    .onConflictDoNothing({ target: licences.instituteId })
    .returning();
  return row;
}

export async function updateLicence(tx: Executor, licenceId: string, values: Partial<typeof licences.$inferInsert>) {
  await tx.update(licences).set(values).where(eq(licences.id, licenceId));
}

/** Moves an amount of one extra_* column between two licences (negative amounts allowed). */
export async function addToExtra(tx: Executor, licenceId: string, column: ExtraColumn, amount: number) {
  const target = licences[column];
  await tx
    .update(licences)
    .set({ [column]: sql`${target} + ${amount}` })
    .where(eq(licences.id, licenceId));
}
export type ExtraColumn =
  'extraTeachers' | 'extraStudents' | 'extraClasses' | 'extraAiCredits' | 'extraLiveSessions' | 'extraStorageMb';

/** Marks features' trials as used, running until `validTill`; a feature already tried keeps its entry. */
export async function startFeatureTrials(tx: Executor, licenceId: string, features: string[], validTill: Date) {
  if (features.length === 0) return [];
  const rows = await tx
    .insert(licenceFeatures)
    .values(features.map((feature) => ({ licenceId, feature, isTrialUsed: true, trialValidTill: validTill })))
    .onConflictDoUpdate({
      target: [licenceFeatures.licenceId, licenceFeatures.feature],
      set: { isTrialUsed: true, trialValidTill: validTill },
      setWhere: sql`${licenceFeatures.isTrialUsed} = false`,
    })
    .returning({ feature: licenceFeatures.feature });
  return rows.map((row) => row.feature);
}

/** Credits spent per user of one meter in [from, to), with each user's roles in the institute. */
export async function usageByUser(
  db: Executor,
  scope: { licenceId: string; instituteId: string; meter: MeterKey },
  from: Date,
  to: Date,
) {
  const spent = db
    .select({
      userId: licenceUsageEvents.userId,
      credits: sql<number>`sum(${licenceUsageEvents.amount})::int`.as('credits'),
    })
    .from(licenceUsageEvents)
    .where(
      and(
        eq(licenceUsageEvents.licenceId, scope.licenceId),
        eq(licenceUsageEvents.meter, scope.meter),
        gte(licenceUsageEvents.createdAt, from),
        lt(licenceUsageEvents.createdAt, to),
      ),
    )
    .groupBy(licenceUsageEvents.userId)
    .as('spent');
  const credits = sql<number>`coalesce(${spent.credits}, 0)::int`;
  return db
    .select({ user: users, roles: memberships.roles, credits })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(spent, eq(spent.userId, memberships.userId))
    .where(
      and(
        eq(memberships.instituteId, scope.instituteId),
        sql`(${memberships.roles} && ARRAY['instructor', 'admin']::text[] OR ${spent.credits} > 0)`,
      ),
    )
    .orderBy(desc(credits), asc(sql`lower(${users.firstName})`), asc(users.id))
    .limit(1000);
}
