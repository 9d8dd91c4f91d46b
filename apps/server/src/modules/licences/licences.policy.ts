import {
  ACCOUNT_TYPE_INFO,
  type AccountType,
  type FeatureAccess,
  type FeatureSet,
  type FeatureState,
  LICENSE_MESSAGES,
  type LicenseErrorType,
  type MeterKey,
  type Role,
  type SeatType,
} from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import { type Verdict, instituteVerdict } from '../../lib/authorize';

/** Licence rules as pure functions: no database, no clock of their own (`now` is passed in). */

export interface LicenceFacts {
  featureSet: FeatureSet;
  isActive: boolean;
  isTrialUsed: boolean;
  trialValidTill: Date | null;
}

export interface TrialEntry {
  isTrialUsed: boolean;
  trialValidTill: Date | null;
}

/** SPEC §4: usable if active, or if the trial was used and trialValidTill is in the future. */
export const isUsable = (licence: Omit<LicenceFacts, 'featureSet'>, now: Date) =>
  licence.isActive ||
  (licence.isTrialUsed && licence.trialValidTill !== null && licence.trialValidTill.getTime() > now.getTime());

/**
 * One feature for one licence. No licence, or a feature the plan does not list: not enabled. LITE (the
 * light version) opens only what the plan includes and offers no trial. A licence that is not usable
 * refuses everything, as a trial still to take or one used up. A TRIAL feature is open while its own
 * 30-day trial runs.
 */
export function featureState(
  licence: LicenceFacts | null,
  access: FeatureAccess | undefined,
  entry: TrialEntry | undefined,
  now: Date,
): FeatureState {
  if (!licence || !access) return 'NOT_ENABLED';
  if (licence.featureSet === 'LITE') return access === 'INCLUDED' && isUsable(licence, now) ? 'ENABLED' : 'NOT_ENABLED';
  if (!isUsable(licence, now)) return licence.isTrialUsed ? 'TRIAL_USED' : 'TRIAL_AVAILABLE';
  if (access === 'INCLUDED') return 'ENABLED';
  if (!entry?.isTrialUsed) return 'TRIAL_AVAILABLE';
  return entry.trialValidTill && entry.trialValidTill.getTime() > now.getTime() ? 'TRIAL_ACTIVE' : 'TRIAL_USED';
}

export const isOpen = (state: FeatureState) => state === 'ENABLED' || state === 'TRIAL_ACTIVE';

/** The 406 a closed feature answers (SPEC §8 "Licence error types"). */
export const REFUSAL_OF_STATE: Record<
  Exclude<FeatureState, 'ENABLED' | 'TRIAL_ACTIVE'>,
  { type: LicenseErrorType; message: string }
> = {
  TRIAL_AVAILABLE: { type: 'FEATURE_NOT_ACTIVE_TRIAL_NOT_USED', message: LICENSE_MESSAGES.trialNotUsed },
  TRIAL_USED: { type: 'FEATURE_NOT_ACTIVE_TRIAL_USED', message: LICENSE_MESSAGES.trialUsed },
  NOT_ENABLED: { type: 'FEATURE_NOT_ENABLED', message: LICENSE_MESSAGES.featureNotEnabled },
};

/** An exhausted meter: live sessions have their own type (feature liveConference), the rest the general one. */
export const limitRefusalType = (meter: MeterKey): LicenseErrorType =>
  meter === 'liveConference' ? 'NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED' : 'LICENSE_LIMIT_EXHAUSTED';

/**
 * What activate-feature-trial/all may start: the licence's own trial (a licence that was never active
 * nor on trial) and the 30-day trial of each TRIAL feature not tried yet. Once per feature, ever.
 */
export function trialsToStart(
  licence: LicenceFacts,
  planFeatures: ReadonlyArray<{ feature: string; access: FeatureAccess }>,
  entries: ReadonlyMap<string, TrialEntry>,
  now: Date,
): { licenceTrial: boolean; features: string[] } | 'noTrial' | 'used' {
  if (licence.featureSet === 'LITE') return 'noTrial';
  const offered = planFeatures.filter((entry) => entry.access === 'TRIAL').map((entry) => entry.feature);
  const licenceTrial = !licence.isActive && !licence.isTrialUsed;
  const features = offered.filter((feature) => !entries.get(feature)?.isTrialUsed);
  if (!licenceTrial && features.length === 0)
    return offered.length === 0 && isUsable(licence, now) ? 'noTrial' : 'used';
  if (!licenceTrial && !isUsable(licence, now)) return 'used';
  return { licenceTrial, features };
}

/** UTC month for AI credits, UTC day for live sessions, the epoch for what has no period (storage). */
export function periodStart(meter: MeterKey, now: Date): Date {
  if (meter === 'aiCredits') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  if (meter === 'liveConference') return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  return new Date(0);
}

export function periodEnd(meter: MeterKey, start: Date): Date | null {
  if (meter === 'aiCredits') return new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + 1, 1));
  if (meter === 'liveConference') return new Date(start.getTime() + 24 * 60 * 60 * 1000);
  return null;
}

export const MB = 1024 * 1024;

/** What a limit amounts to after the licence's own adjustments; null stays unlimited, never below 0. */
export const effectiveLimit = (planLimit: number | null, extra: number) =>
  planLimit === null ? null : Math.max(0, planLimit + extra);

export interface PlanLimitColumns {
  maxTeachers: number | null;
  maxStudents: number | null;
  maxClasses: number | null;
  aiCreditsPerPeriod: number | null;
  liveSessionsPerDay: number | null;
  storageMb: number | null;
}

export interface LicenceExtras {
  extraTeachers: number;
  extraStudents: number;
  extraClasses: number;
  extraAiCredits: number;
  extraLiveSessions: number;
  extraStorageMb: number;
}

export function seatLimit(plan: PlanLimitColumns, licence: LicenceExtras, type: SeatType) {
  if (type === 'TEACHER') return effectiveLimit(plan.maxTeachers, licence.extraTeachers);
  if (type === 'STUDENT') return effectiveLimit(plan.maxStudents, licence.extraStudents);
  return effectiveLimit(plan.maxClasses, licence.extraClasses);
}

/** A meter's allowance for one period, before this period's top-ups; storage in bytes. */
export function meterAllowance(plan: PlanLimitColumns, licence: LicenceExtras, meter: MeterKey) {
  if (meter === 'aiCredits') return effectiveLimit(plan.aiCreditsPerPeriod, licence.extraAiCredits);
  if (meter === 'liveConference') return effectiveLimit(plan.liveSessionsPerDay, licence.extraLiveSessions);
  const mb = effectiveLimit(plan.storageMb, licence.extraStorageMb);
  return mb === null ? null : mb * MB;
}

/** A seat limit allows `adding` more when what is in use plus them stays within it. */
export const seatsAllow = (limit: number | null, inUse: number, adding: number) =>
  limit === null || inUse + adding <= limit;

/** Part of a limit can move to another licence only if it is limited and that part is not in use. */
export const canTransfer = (from: { limit: number | null; inUse: number }, amount: number) =>
  from.limit !== null && amount > 0 && from.limit - amount >= from.inUse;

type Caller = Pick<Actor, 'instituteId' | 'roles'>;

/** Members read (and spend) their active institute's licence; anyone else learns nothing. */
export function canUseLicence(actor: Caller, instituteId: string): Verdict {
  return actor.instituteId !== null && actor.instituteId === instituteId ? 'ok' : 'notFound';
}

/** Trials, coupons and the usage report: the institute's admins. */
export const canManageLicence = (actor: Caller, instituteId: string) => instituteVerdict(actor, instituteId, ['admin']);

/** SPEC §6: admins get upgrade, top-up and contact sales; only account types that can buy get 'Upgrade Plan'. */
export function licenceAbilities(roles: readonly Role[], accountType: AccountType | null, states: FeatureState[]) {
  const isAdmin = roles.includes('admin');
  const canPurchase = ACCOUNT_TYPE_INFO[accountType ?? 'TEACHER'].canPurchase;
  return {
    isAdmin,
    canActivateTrial: isAdmin && states.includes('TRIAL_AVAILABLE'),
    canUpgrade: isAdmin && canPurchase,
    canContactSales: isAdmin,
    canTopUp: isAdmin,
    canSeeUsage: isAdmin,
    canRedeemCoupon: isAdmin,
  };
}
