// Helpers for the licence, coupon, plan and operator tests; not part of the app.
import type { PlanCode, Role } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { type BuiltUser, type Institute, buildInstitute, buildUser } from './factories';
import type { TestApp } from './test-app';
import { licenceFeatures, licences, platformOperators } from '../src/db/schema';
import { tokenFor } from './api-client';
import { findPlanByCode } from '../src/modules/plans';

export interface LicenceOptions {
  plan?: PlanCode;
  isActive?: boolean;
  isTrialUsed?: boolean;
  trialValidTill?: Date | null;
  accountType?: 'TEACHER' | 'INSTITUTE' | 'ENTERPRISE' | 'DEVICE';
  extras?: Partial<
    Pick<
      typeof licences.$inferInsert,
      'extraAiCredits' | 'extraLiveSessions' | 'extraTeachers' | 'extraStudents' | 'extraClasses' | 'extraStorageMb'
    >
  >;
}

/** A licence for an institute (the plans are seeded when the test app is ready). */
export async function buildLicence(t: TestApp, institute: Institute, options: LicenceOptions = {}) {
  const plan = await findPlanByCode(t.app.db, options.plan ?? 'STARTER_PLAN');
  const [row] = await t.app.db
    .insert(licences)
    .values({
      instituteId: institute.id,
      planId: plan!.id,
      accountType: options.accountType ?? 'INSTITUTE',
      isActive: options.isActive ?? true,
      isTrialUsed: options.isTrialUsed ?? false,
      trialValidTill: options.trialValidTill ?? null,
      ...options.extras,
    })
    .returning();
  return row!;
}

export interface School {
  institute: Institute;
  admin: BuiltUser;
  teacher: BuiltUser;
  student: BuiltUser;
  tokens: Record<Role, string>;
  licence: typeof licences.$inferSelect | null;
}

/** An institute with an admin, a teacher and a student, signed in, and (unless `null`) a licence. */
export async function buildSchool(t: TestApp, options: LicenceOptions | null = {}): Promise<School> {
  const institute = await buildInstitute(t.app.db);
  const admin = await buildUser(t.app.db, { roles: ['admin', 'instructor'], institute, firstName: 'Asha' });
  const teacher = await buildUser(t.app.db, { roles: ['instructor'], institute, firstName: 'Tomas' });
  const student = await buildUser(t.app.db, { roles: ['learner'], institute, firstName: 'Ada' });
  const licence = options === null ? null : await buildLicence(t, institute, options);
  return {
    institute,
    admin,
    teacher,
    student,
    licence,
    tokens: {
      admin: await tokenFor(t, admin.user, institute.id),
      instructor: await tokenFor(t, teacher.user, institute.id),
      learner: await tokenFor(t, student.user, institute.id),
    },
  };
}

/** A signed-in platform operator (no institute). */
export async function buildOperator(t: TestApp) {
  const operator = await buildUser(t.app.db, { roles: [] });
  await t.app.db.insert(platformOperators).values({ userId: operator.user.id, grantedBy: 'test' });
  return { operator, token: await tokenFor(t, operator.user, null) };
}

export async function setFeatureTrial(t: TestApp, licenceId: string, feature: string, trialValidTill: Date) {
  await t.app.db
    .insert(licenceFeatures)
    .values({ licenceId, feature, isTrialUsed: true, trialValidTill })
    .onConflictDoUpdate({
      target: [licenceFeatures.licenceId, licenceFeatures.feature],
      set: { isTrialUsed: true, trialValidTill },
    });
}

export async function updateLicence(t: TestApp, licenceId: string, values: Partial<typeof licences.$inferInsert>) {
  await t.app.db.update(licences).set(values).where(eq(licences.id, licenceId));
}

/** What the licence has used of a meter, over every period. */
export async function usedOf(t: TestApp, licenceId: string, meter: string) {
  const [row] = await t.database.query<{ used: string | number | null }>(
    'SELECT coalesce(sum(used), 0)::int AS used FROM licence_usage WHERE licence_id = $1 AND meter = $2',
    [licenceId, meter],
  );
  return Number(row?.used ?? 0);
}

export const DAY_MS = 24 * 60 * 60 * 1000;
export const daysFromNow = (days: number) => new Date(Date.now() + days * DAY_MS);
