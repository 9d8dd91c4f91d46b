import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/**
 * SPEC §1: the plan codes, in their two groups. Plans themselves (names, limits, features) are data in
 * the database, seeded once and edited by platform operators; only the codes are fixed here.
 */
export const PLAN_GROUPS = {
  1: ['STARTER_PLAN', 'ESSENTIAL_PLAN', 'ULTIMATE_PLAN', 'ULTIMATE_PRO_PLAN'],
  2: [
    'ENTERPRISE',
    'INSTITUTE',
    'LARGE_INSTITUTE',
    'INSTITUTE_BASIC',
    'INSTITUTE_PLUS',
    'INSTITUTE_PRO',
    'DISPLAY',
    'RETROFIT',
    'ODM',
  ],
} as const;
export const PLAN_CODES = [...PLAN_GROUPS[1], ...PLAN_GROUPS[2]] as const;
export const PlanCode = z.enum(PLAN_CODES, { error: 'Invalid plan' });
export type PlanCode = z.infer<typeof PlanCode>;

/** LITE is the light version (no trials, only what the plan includes); a missing licence counts as LITE. */
export const FeatureSet = z.enum(['LITE', 'FULL']);
export type FeatureSet = z.infer<typeof FeatureSet>;

/** SPEC §2 "Landing by plan": app and non-device plans land on create, device and large plans on content. */
export const PlanLanding = z.enum(['create', 'content']);
export type PlanLanding = z.infer<typeof PlanLanding>;

/**
 * Who holds a licence. Only some may buy online, so only they see 'Upgrade Plan' (SPEC §6); the others
 * are offered 'Contact Us'. The map `satisfies` the enum, so a new type breaks the build until placed.
 */
export const ACCOUNT_TYPES = ['TEACHER', 'INSTITUTE', 'ENTERPRISE', 'DEVICE'] as const;
export const AccountType = z.enum(ACCOUNT_TYPES, { error: 'Invalid account type' });
export type AccountType = z.infer<typeof AccountType>;
export const ACCOUNT_TYPE_INFO = {
  TEACHER: { canPurchase: true },
  INSTITUTE: { canPurchase: true },
  ENTERPRISE: { canPurchase: false },
  DEVICE: { canPurchase: false },
} as const satisfies Record<AccountType, { canPurchase: boolean }>;

/**
 * Every feature the licence gates (SPEC §3: brightAi, aiCredits, liveConference, and the rest). `meter`
 * names the counter a use of the feature is charged to: AI features spend AI credits, a live class one
 * of the day's live sessions.
 */
export const LICENSE_FEATURES = {
  brightAi: { meter: 'aiCredits' },
  aiCredits: { meter: 'aiCredits' },
  aiQuizGenerator: { meter: 'aiCredits' },
  aiNotebooks: { meter: 'aiCredits' },
  aiVideo: { meter: 'aiCredits' },
  liveConference: { meter: 'liveConference' },
  liveQuiz: { meter: null },
  insights: { meter: null },
  scheduler: { meter: null },
  remoteControl: { meter: null },
} as const satisfies Record<string, { meter: 'aiCredits' | 'liveConference' | null }>;
export type LicenseFeature = keyof typeof LICENSE_FEATURES;
export const LICENSE_FEATURE_KEYS = Object.keys(LICENSE_FEATURES) as [LicenseFeature, ...LicenseFeature[]];

export const LicenseFeatureKey = z.enum(LICENSE_FEATURE_KEYS, {
  error: (issue) =>
    typeof issue.input === 'string' && issue.input.length <= 40 && /^[\w-]*$/.test(issue.input)
      ? `${PLAN_MESSAGES.unknownFeature}: ${issue.input}`
      : PLAN_MESSAGES.unknownFeature,
});

/** How a plan offers a feature: included, or locked with a free trial. Not listed: not in the plan. */
export const FeatureAccess = z.enum(['INCLUDED', 'TRIAL']);
export type FeatureAccess = z.infer<typeof FeatureAccess>;

/**
 * What a licence limits: seats (counted live from the institute's members and classes), and meters
 * (counted per period: AI credits a month, live sessions a day; storage for good).
 */
export const LIMIT_KEYS = ['TEACHER', 'STUDENT', 'CLASS', 'aiCredits', 'liveConference', 'storage'] as const;
export const LimitKey = z.enum(LIMIT_KEYS, { error: 'Invalid limit type' });
export type LimitKey = z.infer<typeof LimitKey>;
export const SEAT_TYPES = ['TEACHER', 'STUDENT', 'CLASS'] as const;
export type SeatType = (typeof SEAT_TYPES)[number];
export const METER_KEYS = ['aiCredits', 'liveConference', 'storage'] as const;
export type MeterKey = (typeof METER_KEYS)[number];
export const LIMIT_INFO = {
  TEACHER: { period: null, unit: 'seats' },
  STUDENT: { period: null, unit: 'seats' },
  CLASS: { period: null, unit: 'classes' },
  aiCredits: { period: 'MONTH', unit: 'credits' },
  liveConference: { period: 'DAY', unit: 'sessions' },
  storage: { period: null, unit: 'MB' },
} as const satisfies Record<LimitKey, { period: 'MONTH' | 'DAY' | null; unit: string }>;

/** A limit; null means unlimited. */
const Limit = z.number().int().min(0).max(1_000_000_000).nullable();

export const PlanLimits = z.object({
  maxTeachers: Limit,
  maxStudents: Limit,
  maxClasses: Limit,
  aiCreditsPerPeriod: Limit,
  liveSessionsPerDay: Limit,
  storageMb: Limit,
});
export type PlanLimits = z.infer<typeof PlanLimits>;

export const Plan = z
  .object({
    code: PlanCode,
    name: z.string(),
    group: z.union([z.literal(1), z.literal(2)]),
    description: z.string(),
    featureSet: FeatureSet,
    landing: PlanLanding,
    defaultAccountType: AccountType,
    limits: PlanLimits,
    features: z.array(z.object({ feature: LicenseFeatureKey, access: FeatureAccess })),
    sortOrder: z.number().int(),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof Plan>;

export const PLAN_MESSAGES = defineMessages('plan', {
  planNotFound: 'Plan not found',
  planUpdated: 'Plan updated',
  unknownFeature: 'Unknown feature',
} as const);

export const plansRoute = defineRoute({
  method: 'GET',
  path: '/api/license/plans',
  summary: 'Every plan with its limits and features, in display order (the /UpgradePlan page)',
  tags: ['plans'],
  access: access.signedIn,
  response: envelope(z.array(Plan)),
});

/** An operator's edit of a plan: any limit, the name and description, and the whole feature list. */
export const UpdatePlanBody = z.strictObject({
  code: PlanCode,
  name: z.string().trim().min(1).max(60).optional(),
  description: z.string().trim().max(300).optional(),
  featureSet: FeatureSet.optional(),
  landing: PlanLanding.optional(),
  limits: PlanLimits.partial().strict().optional(),
  /** Replaces the plan's features when given. */
  features: z.partialRecord(LicenseFeatureKey, FeatureAccess).optional(),
});
export type UpdatePlanBody = z.input<typeof UpdatePlanBody>;

export const updatePlanRoute = defineRoute({
  method: 'POST',
  path: '/api/operator/plans/update',
  summary: 'Platform operators: change a plan (limits, features, name); every licence on it follows',
  tags: ['plans', 'operator'],
  access: access.signedIn,
  body: UpdatePlanBody,
  response: envelope(Plan),
});
