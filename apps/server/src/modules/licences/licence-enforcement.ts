import {
  DEFAULT_AI_CREDIT_USAGE,
  LICENSE_FEATURES,
  LICENSE_MESSAGES,
  type LicenseFeature,
  type LicenseUse,
  type MeterKey,
  type SeatType,
  maxLimitMessage,
} from '@bright/contracts';
import type { Db, Executor, Tx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  REFUSAL_OF_STATE,
  featureState,
  isOpen,
  limitRefusalType,
  meterAllowance,
  periodStart,
  seatLimit,
  seatsAllow,
} from './licences.policy';
import { toLicenseUse } from './licences.presenter';
import * as q from './licences.queries';

/**
 * The one place licences are enforced. Gated work runs inside withLicence (validate, then charge, then
 * the work, in one transaction: a failure undoes the charge); seats go through enforceLimit, storage
 * through chargeStorage. Every refusal is a 406 with `type` and `feature` (ARCHITECTURE.md §2).
 */

export interface UseScope {
  instituteId: string;
  /** Who spends (the per-teacher usage report); null for system work. */
  userId: string | null;
}

export interface UseRequest {
  feature: LicenseFeature;
  /** Default 1 (SPEC §9). */
  usage?: number;
}

const refuse = (message: string, type: string, feature: string) => new AppError('LICENSE', message, { type, feature });

function meterRefusal(meter: MeterKey) {
  if (meter === 'storage') return refuse(LICENSE_MESSAGES.dataLimit, 'LICENSE_LIMIT_EXHAUSTED', 'storage');
  return refuse(LICENSE_MESSAGES.limitExhausted, limitRefusalType(meter), meter);
}

/** 406 unless the feature is open for this licence (a missing licence opens nothing). */
export function checkFeature(context: q.LicenceContext | null, feature: LicenseFeature, now: Date) {
  const access = context?.planFeatures.find((entry) => entry.feature === feature)?.access;
  const facts = context && { ...context.licence, featureSet: context.plan.featureSet };
  const state = featureState(facts, access, context?.entries.get(feature), now);
  if (!isOpen(state)) {
    const refusal = REFUSAL_OF_STATE[state as keyof typeof REFUSAL_OF_STATE];
    throw refuse(refusal.message, refusal.type, feature);
  }
  return context!;
}

/** Validation without a charge: the feature is open and its meter has room for `usage`. */
export async function validateUse(
  db: Executor,
  context: q.LicenceContext | null,
  request: UseRequest,
  now = new Date(),
): Promise<LicenseUse> {
  const usage = request.usage ?? DEFAULT_AI_CREDIT_USAGE;
  const open = checkFeature(context, request.feature, now);
  const meter = LICENSE_FEATURES[request.feature].meter;
  if (!meter)
    return toLicenseUse({ licenceId: open.licence.id, feature: request.feature, meter, cost: 0, allowance: null });
  const allowance = meterAllowance(open.plan, open.licence, meter);
  const row = await q.findUsage(db, open.licence.id, meter, periodStart(meter, now));
  if (allowance !== null && (row?.used ?? 0) + usage > allowance + (row?.bonus ?? 0)) throw meterRefusal(meter);
  return toLicenseUse({ licenceId: open.licence.id, feature: request.feature, meter, cost: usage, row, allowance });
}

/** Validate, then charge the feature's meter, on the caller's transaction. */
export async function chargeUse(
  tx: Executor,
  scope: UseScope,
  request: UseRequest,
  now = new Date(),
): Promise<LicenseUse> {
  const usage = request.usage ?? DEFAULT_AI_CREDIT_USAGE;
  const open = checkFeature(await q.findLicenceOfInstitute(tx, scope.instituteId), request.feature, now);
  const meter = LICENSE_FEATURES[request.feature].meter;
  const licenceId = open.licence.id;
  if (!meter) return toLicenseUse({ licenceId, feature: request.feature, meter, cost: 0, allowance: null });
  const target = { licenceId, meter, periodStart: periodStart(meter, now) };
  const allowance = meterAllowance(open.plan, open.licence, meter);
  await q.ensureUsageRow(tx, licenceId, meter, target.periodStart);
  const row = await q.chargeUsage(tx, target, usage, allowance);
  if (!row) throw meterRefusal(meter);
  await q.insertUsageEvent(tx, { licenceId, userId: scope.userId, feature: request.feature, meter, amount: usage });
  return toLicenseUse({ licenceId, feature: request.feature, meter, cost: usage, row, allowance });
}

/**
 * Gives back what chargeUse took (a Bright AI run that failed after its charge was committed): the meter
 * of the period the charge fell in, and a negative usage event so the per-teacher report nets it out.
 */
export async function refundUse(tx: Executor, scope: UseScope, request: UseRequest, chargedAt: Date) {
  const usage = request.usage ?? DEFAULT_AI_CREDIT_USAGE;
  const meter = LICENSE_FEATURES[request.feature].meter;
  const context = await q.findLicenceOfInstitute(tx, scope.instituteId);
  if (!context || !meter || usage <= 0) return;
  const licenceId = context.licence.id;
  await q.releaseUsage(tx, { licenceId, meter, periodStart: periodStart(meter, chargedAt) }, usage);
  await q.insertUsageEvent(tx, { licenceId, userId: scope.userId, feature: request.feature, meter, amount: -usage });
}

/**
 * THE enforcement point of gated work: one transaction that validates, charges, then runs `work`. A
 * refusal runs no work; a failing work leaves no charge.
 */
export async function withLicence<T>(
  db: Db,
  scope: UseScope,
  request: UseRequest,
  work: (tx: Tx, use: LicenseUse) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    const use = await chargeUse(tx, scope, request);
    return work(tx, use);
  });
}

/**
 * Call inside the transaction that adds teachers, students or classes, before the insert: 406 'Max Limit
 * for TEACHER' past the licence's limit. It locks the licence row, so two additions of the last seat run
 * one after the other and the second counts the first. No licence: nothing is counted.
 */
export async function enforceLimit(db: Executor, instituteId: string, type: SeatType, adding = 1) {
  if (adding <= 0) return;
  const context = await q.findLicenceOfInstitute(db, instituteId, true);
  if (!context) return;
  const limit = seatLimit(context.plan, context.licence, type);
  if (limit === null) return;
  const inUse = await q.countSeats(db, instituteId, type);
  if (!seatsAllow(limit, inUse, adding)) throw refuse(maxLimitMessage(type), 'LICENSE_LIMIT_EXHAUSTED', type);
}

/** Counts stored bytes against the data-storage allowance: 406 'Data Limit Reached' past it. */
export async function chargeStorage(tx: Executor, scope: UseScope, bytes: number) {
  const context = await q.findLicenceOfInstitute(tx, scope.instituteId);
  if (!context || bytes <= 0) return;
  const target = {
    licenceId: context.licence.id,
    meter: 'storage' as const,
    periodStart: periodStart('storage', new Date()),
  };
  await q.ensureUsageRow(tx, target.licenceId, 'storage', target.periodStart);
  const row = await q.chargeUsage(tx, target, bytes, meterAllowance(context.plan, context.licence, 'storage'));
  if (!row) throw meterRefusal('storage');
  await q.insertUsageEvent(tx, {
    licenceId: target.licenceId,
    userId: scope.userId,
    feature: 'storage',
    meter: 'storage',
    amount: bytes,
  });
}

/** Gives stored bytes back when a file is deleted. */
export async function releaseStorage(tx: Executor, instituteId: string, bytes: number) {
  const context = await q.findLicenceOfInstitute(tx, instituteId);
  if (!context || bytes <= 0) return;
  await q.releaseUsage(tx, { licenceId: context.licence.id, meter: 'storage', periodStart: new Date(0) }, bytes);
}
