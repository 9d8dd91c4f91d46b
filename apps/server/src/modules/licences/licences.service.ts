import {
  LICENSE_FEATURES,
  LICENSE_MESSAGES,
  type LicenseFeature,
  type LicenseUsageReport,
  METER_KEYS,
  QUICK_SUMMARY_COST,
  SEAT_TYPES,
  type SeatType,
  TRIAL_LENGTH_DAYS,
} from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import { knownRoles } from '../../lib/roles';
import { type UseRequest, chargeUse, validateUse, withLicence } from './licence-enforcement';
import {
  canManageLicence,
  canUseLicence,
  featureState,
  meterAllowance,
  periodEnd,
  periodStart,
  trialsToStart,
} from './licences.policy';
import { toLicenceDetails, toLicenseUse } from './licences.presenter';
import * as q from './licences.queries';
import { summarize } from './quick-summary';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Everything the details need, read on one executor (a transaction after a change). */
export async function loadDetails(
  db: Executor,
  institute: { id: string; kneuraId: string },
  roles: readonly string[],
  now = new Date(),
) {
  const context = await q.findLicenceOfInstitute(db, institute.id);
  const seats = {} as Record<SeatType, number>;
  for (const type of SEAT_TYPES) seats[type] = await q.countSeats(db, institute.id, type);
  const meters = {} as Parameters<typeof toLicenceDetails>[0]['meters'];
  for (const meter of METER_KEYS) {
    meters[meter] = context ? await q.findUsage(db, context.licence.id, meter, periodStart(meter, now)) : undefined;
  }
  return toLicenceDetails({ institute, context, roles: knownRoles(roles), seats, meters, now });
}

async function activeInstitute(db: Executor, actor: Actor, instituteId: string | null | undefined) {
  const id = instituteId || actor.instituteId || '';
  enforce(canUseLicence(actor, id), LICENSE_MESSAGES.noLicense);
  const institute = await q.findInstituteById(db, id);
  if (!institute) throw notFound(LICENSE_MESSAGES.noLicense);
  return institute;
}

/** license/licenseDetails: the institute named by the instituteId header must be the session's. */
export async function licenceDetails(db: Db, actor: Actor, headerInstituteId?: string) {
  const institute = await activeInstitute(db, actor, headerInstituteId);
  return loadDetails(db, institute, actor.roles);
}

/** license/activate-feature-trial/all: every trial still to take, for 30 days, once per feature. */
export async function activateTrials(db: Db, actor: Actor, instituteId: string) {
  enforce(canManageLicence(actor, instituteId), LICENSE_MESSAGES.noLicense);
  return db.transaction(async (tx) => {
    const context = await q.findLicenceOfInstitute(tx, instituteId, true);
    const institute = await q.findInstituteById(tx, instituteId);
    if (!context || !institute) throw notFound(LICENSE_MESSAGES.noLicense);
    const now = new Date();
    const facts = { ...context.licence, featureSet: context.plan.featureSet };
    const plan = trialsToStart(facts, context.planFeatures, context.entries, now);
    if (plan === 'noTrial') throw badRequest(LICENSE_MESSAGES.noTrial);
    if (plan === 'used') throw badRequest(LICENSE_MESSAGES.trialAlreadyUsed);
    const validTill = new Date(now.getTime() + TRIAL_LENGTH_DAYS * DAY_MS);
    if (plan.licenceTrial)
      await q.updateLicence(tx, context.licence.id, { isTrialUsed: true, trialValidTill: validTill });
    const activated = await q.startFeatureTrials(tx, context.licence.id, plan.features, validTill);
    const details = await loadDetails(tx, institute, actor.roles, now);
    return { activated: activated as LicenseFeature[], details };
  });
}

/** license/validate-license/{id}: {id} is the licence id; another institute's licence is not found. */
export async function validateLicence(db: Db, actor: Actor, licenceId: string, request: UseRequest) {
  const context = await q.findLicenceById(db, licenceId);
  if (!context || canUseLicence(actor, context.licence.instituteId) !== 'ok')
    throw notFound(LICENSE_MESSAGES.noLicense);
  return validateUse(db, context, request);
}

/** license/validate-and-increment-license/{instituteKneuraId}: the session's institute only. */
export async function validateAndIncrement(db: Db, actor: Actor, instituteKneuraId: string, request: UseRequest) {
  const institute = await q.findInstituteByKneuraId(db, instituteKneuraId);
  if (!institute || canUseLicence(actor, institute.id) !== 'ok') throw notFound(LICENSE_MESSAGES.noLicense);
  return db.transaction((tx) => chargeUse(tx, { instituteId: institute.id, userId: actor.userId }, request));
}

/** license/increment: check and charge for the session's institute. */
export async function increment(db: Db, actor: Actor, request: UseRequest) {
  const institute = await activeInstitute(db, actor, null);
  return db.transaction((tx) => chargeUse(tx, { instituteId: institute.id, userId: actor.userId }, request));
}

/** license/read: one feature's state and meter, without refusing. */
export async function readLicence(db: Db, actor: Actor, feature: LicenseFeature) {
  const institute = await activeInstitute(db, actor, null);
  const context = await q.findLicenceOfInstitute(db, institute.id);
  const now = new Date();
  const access = context?.planFeatures.find((entry) => entry.feature === feature)?.access;
  const state = featureState(
    context && { ...context.licence, featureSet: context.plan.featureSet },
    access,
    context?.entries.get(feature),
    now,
  );
  const meter = LICENSE_FEATURES[feature].meter;
  if (!context)
    return { ...toLicenseUse({ licenceId: '', feature, meter, cost: 0, allowance: null }), licenseId: null, state };
  const row = meter ? await q.findUsage(db, context.licence.id, meter, periodStart(meter, now)) : undefined;
  const allowance = meter ? meterAllowance(context.plan, context.licence, meter) : null;
  return { ...toLicenseUse({ licenceId: context.licence.id, feature, meter, cost: 0, row, allowance }), state };
}

/** The learner licence on the AI host: Bright AI for the caller's institute, and the credits left. */
export async function learnerLicence(db: Db, actor: Actor) {
  if (!actor.instituteId)
    return { isActive: false, feature: 'brightAi' as const, state: 'NOT_ENABLED' as const, aiCreditsLeft: null };
  const read = await readLicence(db, actor, 'brightAi');
  const isActive = read.state === 'ENABLED' || read.state === 'TRIAL_ACTIVE';
  return { isActive, feature: 'brightAi' as const, state: read.state, aiCreditsLeft: read.left };
}

/** Admins: AI credits used this period, per teacher (and any student who spent some). */
export async function usageReport(db: Db, actor: Actor): Promise<LicenseUsageReport> {
  const instituteId = actor.instituteId ?? '';
  enforce(canManageLicence(actor, instituteId), LICENSE_MESSAGES.noLicense);
  const context = await q.findLicenceOfInstitute(db, instituteId);
  if (!context) throw notFound(LICENSE_MESSAGES.noLicense);
  const now = new Date();
  const from = periodStart('aiCredits', now);
  const to = periodEnd('aiCredits', from)!;
  const rows = await q.usageByUser(db, { licenceId: context.licence.id, instituteId, meter: 'aiCredits' }, from, to);
  const usage = await q.findUsage(db, context.licence.id, 'aiCredits', from);
  const allowance = meterAllowance(context.plan, context.licence, 'aiCredits');
  return {
    periodStart: from.toISOString(),
    periodEnd: to.toISOString(),
    total: usage?.used ?? 0,
    limit: allowance === null ? null : allowance + (usage?.bonus ?? 0),
    perUser: rows.map((row) => ({
      userId: row.user.id,
      first_name: row.user.firstName,
      last_name: row.user.lastName,
      email: row.user.email,
      roles: knownRoles(row.roles),
      credits: row.credits,
    })),
  };
}

/** The Bright AI card's action: gated by brightAi, charged 1 AI credit, through withLicence. */
export async function quickSummary(db: Db, actor: Actor, text: string) {
  const institute = await activeInstitute(db, actor, null);
  return withLicence(
    db,
    { instituteId: institute.id, userId: actor.userId },
    { feature: 'brightAi', usage: QUICK_SUMMARY_COST },
    async (_tx, use) => ({ sentences: summarize(text), use }),
  );
}
