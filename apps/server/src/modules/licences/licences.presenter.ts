import {
  LICENSE_FEATURE_KEYS,
  LIMIT_INFO,
  type LicenseDetails,
  type LicenseFeatureEntry,
  type LicenseLimit,
  type LicenseUse,
  type MeterKey,
  type Plan,
  type Role,
  SEAT_TYPES,
  type SeatType,
} from '@bright/contracts';
import type { LicenceContext } from './licences.queries';
import { MB, featureState, isUsable, licenceAbilities, meterAllowance, seatLimit } from './licences.policy';

export interface LicenceSnapshot {
  institute: { id: string; kneuraId: string };
  context: LicenceContext | null;
  /** The caller's roles in the institute (the abilities depend on them). */
  roles: readonly Role[];
  seats: Record<SeatType, number>;
  /** This period's row of each meter (none yet: nothing used). */
  meters: Record<MeterKey, { used: number; bonus: number } | undefined>;
  now: Date;
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const round2 = (value: number) => Math.round(value * 100) / 100;

function featureEntries(context: LicenceContext | null, now: Date): LicenseFeatureEntry[] {
  const access = new Map(context?.planFeatures.map((entry) => [entry.feature, entry.access]));
  return LICENSE_FEATURE_KEYS.map((feature) => {
    const entry = context?.entries.get(feature);
    return {
      feature,
      access: access.get(feature) ?? null,
      state: featureState(
        context && { ...context.licence, featureSet: context.plan.featureSet },
        access.get(feature),
        entry,
        now,
      ),
      isTrialUsed: entry?.isTrialUsed ?? false,
      trialValidTill: iso(entry?.trialValidTill ?? null),
    };
  });
}

function limitEntries(snapshot: LicenceSnapshot): LicenseLimit[] {
  const { context } = snapshot;
  if (!context) return [];
  const seats = SEAT_TYPES.map((key) => {
    const limit = seatLimit(context.plan, context.licence, key);
    const used = snapshot.seats[key];
    return {
      key,
      limit,
      used,
      left: limit === null ? null : Math.max(0, limit - used),
      period: LIMIT_INFO[key].period,
    };
  });
  const meters = (['aiCredits', 'liveConference', 'storage'] as const).map((key) => {
    const row = snapshot.meters[key];
    const allowance = meterAllowance(context.plan, context.licence, key);
    const scale = key === 'storage' ? MB : 1;
    const limit = allowance === null ? null : (allowance + (row?.bonus ?? 0)) / scale;
    const used = (row?.used ?? 0) / scale;
    return {
      key,
      limit: limit === null ? null : round2(limit),
      used: round2(used),
      left: limit === null ? null : round2(Math.max(0, limit - used)),
      period: LIMIT_INFO[key].period,
    };
  });
  return [...seats, ...meters];
}

/** SPEC §3 "Licence details"; a missing licence reads as LITE, inactive, with nothing enabled. */
export function toLicenceDetails(snapshot: LicenceSnapshot): LicenseDetails {
  const { context, now } = snapshot;
  const features = featureEntries(context, now);
  const licence = context?.licence;
  return {
    licenseId: licence?.id ?? null,
    instituteId: snapshot.institute.id,
    instituteKneuraId: snapshot.institute.kneuraId,
    featureSet: context?.plan.featureSet ?? 'LITE',
    isActive: licence?.isActive ?? false,
    isTrialUsed: licence?.isTrialUsed ?? false,
    trialValidTill: iso(licence?.trialValidTill ?? null),
    isUsable: licence ? isUsable(licence, now) : false,
    accountType: licence?.accountType ?? null,
    plan: context
      ? { code: context.plan.code as Plan['code'], name: context.plan.name, group: context.plan.group === 2 ? 2 : 1 }
      : null,
    landing: context?.plan.landing ?? 'create',
    features,
    limits: limitEntries(snapshot),
    abilities: licenceAbilities(
      snapshot.roles,
      licence?.accountType ?? null,
      features.map((entry) => entry.state),
    ),
  };
}

export function toLicenseUse(input: {
  licenceId: string;
  feature: LicenseUse['feature'];
  meter: LicenseUse['meter'];
  cost: number;
  row?: { used: number; bonus: number };
  allowance: number | null;
}): LicenseUse {
  const limit = input.meter && input.allowance !== null ? input.allowance + (input.row?.bonus ?? 0) : null;
  const used = input.meter ? (input.row?.used ?? 0) : null;
  return {
    licenseId: input.licenceId,
    feature: input.feature,
    meter: input.meter,
    cost: input.cost,
    used,
    limit,
    left: limit === null || used === null ? null : Math.max(0, limit - used),
  };
}
