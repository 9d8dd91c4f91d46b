import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { InstituteCode } from './institutes';
import { EntityId } from './people';
import {
  AccountType,
  FeatureAccess,
  FeatureSet,
  LicenseFeatureKey,
  LimitKey,
  PlanCode,
  PlanLanding,
  type SeatType,
} from './plans';
import { Role } from './roles';
import { defineRoute } from './route';
import { defineMessages, defineTemplate } from './message-catalogue';

/** SPEC §8 "Licence error types": the `type` of every 406. */
export const LICENSE_ERROR_TYPES = [
  'LICENSE_LIMIT_EXHAUSTED',
  'NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED',
  'FEATURE_NOT_ACTIVE_TRIAL_NOT_USED',
  'FEATURE_NOT_ACTIVE_TRIAL_USED',
  'FEATURE_NOT_ENABLED',
] as const;
export type LicenseErrorType = (typeof LICENSE_ERROR_TYPES)[number];

/** The server's licence texts (SPEC §8 where it names one). */
export const LICENSE_MESSAGES = defineMessages('licence', {
  noLicense: 'No license found for key',
  alreadyExists: 'License is already exist for this institute',
  unableToAddStorage: 'Unable to add storage',
  unableToTransfer: 'Unable to transfer limits from one license to another',
  dataLimit: 'Data Limit Reached',
  limitExhausted: 'License limit exhausted',
  featureNotEnabled: 'This feature is not enabled in your license',
  trialNotUsed: 'This feature is not active. A free trial is available',
  trialUsed: 'This feature is not active. The free trial has been used',
  trialActivated: 'Trial activated',
  trialAlreadyUsed: 'Trial already used',
  noTrial: 'No trial is available on this plan',
  valid: 'License is valid',
  counted: 'License usage counted',
  licenseCreated: 'License created',
  planChanged: 'Plan changed',
  activeChanged: 'License updated',
  creditsAdded: 'AI credits added',
  limitsTransferred: 'Limits transferred',
  storageAdded: 'Storage added',
  notOperator: 'Only platform operators can do this',
  notAnOperator: 'This user is not a platform operator',
  textTooShort: 'Please enter at least 40 characters',
} as const);

/** 'Max Limit for TEACHER' (SPEC §8), when adding teachers, students or classes past the licence. */
const maxLimitTemplate = defineTemplate('licence.maxLimit', 'Max Limit for {type}');
export const maxLimitMessage = (type: SeatType) => maxLimitTemplate({ type });

/** SPEC §9: a charge defaults to 1; one call may charge at most this much. */
export const MAX_USAGE_PER_CALL = 1000;
const USAGE_MESSAGE = `usage must be a whole number from 1 to ${MAX_USAGE_PER_CALL}`;
export const Usage = z
  .number({ error: USAGE_MESSAGE })
  .int({ error: USAGE_MESSAGE })
  .min(1, { error: USAGE_MESSAGE })
  .max(MAX_USAGE_PER_CALL, { error: USAGE_MESSAGE });

/** SPEC §5: the feature defaults to brightAi, the usage to 1. */
export const LicenseUseBody = z.strictObject({
  feature: LicenseFeatureKey.default('brightAi'),
  usage: Usage.default(1),
});
export type LicenseUseBody = z.input<typeof LicenseUseBody>;

/** A feature for this licence right now (SPEC §4 "Feature trial states"). */
export const FeatureState = z.enum(['ENABLED', 'TRIAL_ACTIVE', 'TRIAL_AVAILABLE', 'TRIAL_USED', 'NOT_ENABLED']);
export type FeatureState = z.infer<typeof FeatureState>;

export const LicenseFeatureEntry = z.object({
  feature: LicenseFeatureKey,
  /** How the plan offers it; null: not in the plan. */
  access: FeatureAccess.nullable(),
  state: FeatureState,
  isTrialUsed: z.boolean(),
  trialValidTill: z.string().nullable(),
});
export type LicenseFeatureEntry = z.infer<typeof LicenseFeatureEntry>;

/** A limit with what is used of it; null limit and left mean unlimited. Storage is in MB. */
export const LicenseLimit = z.object({
  key: LimitKey,
  limit: z.number().nullable(),
  used: z.number(),
  left: z.number().nullable(),
  period: z.enum(['MONTH', 'DAY']).nullable(),
});
export type LicenseLimit = z.infer<typeof LicenseLimit>;

/** SPEC §3 "Licence details", with the caller's abilities so the UI derives no rule itself. */
export const LicenseDetails = z
  .object({
    licenseId: z.string().nullable(),
    instituteId: z.string(),
    instituteKneuraId: z.string(),
    featureSet: FeatureSet,
    isActive: z.boolean(),
    isTrialUsed: z.boolean(),
    trialValidTill: z.string().nullable(),
    /** SPEC §4: active, or a trial used whose trialValidTill is still ahead. */
    isUsable: z.boolean(),
    accountType: AccountType.nullable(),
    plan: z.object({ code: PlanCode, name: z.string(), group: z.union([z.literal(1), z.literal(2)]) }).nullable(),
    landing: PlanLanding,
    features: z.array(LicenseFeatureEntry),
    limits: z.array(LicenseLimit),
    abilities: z.object({
      isAdmin: z.boolean(),
      canActivateTrial: z.boolean(),
      /** Only account types that can buy see 'Upgrade Plan'. */
      canUpgrade: z.boolean(),
      canContactSales: z.boolean(),
      canTopUp: z.boolean(),
      canSeeUsage: z.boolean(),
      canRedeemCoupon: z.boolean(),
    }),
  })
  .meta({ id: 'LicenseDetails' });
export type LicenseDetails = z.infer<typeof LicenseDetails>;

export const licenseDetailsRoute = defineRoute({
  method: 'GET',
  path: '/api/license/licenseDetails',
  summary: "The licence of the institute named by the instituteId header (default: the session's)",
  tags: ['licences'],
  access: access.signedIn,
  response: envelope(LicenseDetails),
});

export const activateFeatureTrialRoute = defineRoute({
  method: 'POST',
  path: '/api/license/activate-feature-trial/all',
  summary: 'Start the 30-day trial of every locked feature whose trial is unused (admins)',
  tags: ['licences'],
  access: access.roles('admin'),
  body: z.strictObject({ instituteId: EntityId }),
  response: envelope(z.object({ activated: z.array(LicenseFeatureKey), details: LicenseDetails })),
});

/** A feature checked or charged: what it cost and what is left of its meter (null: unlimited or none). */
export const LicenseUse = z
  .object({
    licenseId: z.string(),
    feature: LicenseFeatureKey,
    meter: z.enum(['aiCredits', 'liveConference']).nullable(),
    cost: z.number(),
    used: z.number().nullable(),
    limit: z.number().nullable(),
    left: z.number().nullable(),
  })
  .meta({ id: 'LicenseUse' });
export type LicenseUse = z.infer<typeof LicenseUse>;

export const validateLicenseRoute = defineRoute({
  method: 'POST',
  path: '/api/license/validate-license/:id',
  summary: 'Check that a feature may be used (and that its meter has room for usage), charging nothing',
  tags: ['licences'],
  access: access.signedIn,
  params: z.object({ id: EntityId }),
  body: LicenseUseBody,
  response: envelope(LicenseUse),
});

export const validateAndIncrementLicenseRoute = defineRoute({
  method: 'POST',
  path: '/api/license/validate-and-increment-license/:instituteKneuraId',
  summary: 'Check a feature and charge its meter in one step (of two callers at the limit, one passes)',
  tags: ['licences'],
  access: access.signedIn,
  params: z.object({ instituteKneuraId: InstituteCode }),
  body: LicenseUseBody,
  response: envelope(LicenseUse),
});

export const readLicenseRoute = defineRoute({
  method: 'GET',
  path: '/api/license/read',
  summary: "A feature of the session's institute: may it be used, and what is left of its meter",
  tags: ['licences'],
  access: access.signedIn,
  query: z.strictObject({ feature: LicenseFeatureKey.default('brightAi') }),
  response: envelope(LicenseUse.extend({ licenseId: z.string().nullable(), state: FeatureState })),
});

export const incrementLicenseRoute = defineRoute({
  method: 'POST',
  path: '/api/license/increment',
  summary: "Check and charge a feature of the session's institute",
  tags: ['licences'],
  access: access.signedIn,
  body: LicenseUseBody,
  response: envelope(LicenseUse),
});

/** SPEC §4 "Bright AI licence": what a learner (or anyone) may do with Bright AI in their institute. */
export const LearnerLicense = z.object({
  isActive: z.boolean(),
  feature: LicenseFeatureKey,
  state: FeatureState,
  aiCreditsLeft: z.number().nullable(),
});

export const learnerLicenseRoute = defineRoute({
  method: 'GET',
  path: '/api/ai/license/learner',
  summary: "The Bright AI licence of the caller's institute, as the AI pages read it",
  tags: ['licences', 'ai'],
  access: access.signedIn,
  response: envelope(LearnerLicense),
});

export const LicenseUsageReport = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  total: z.number(),
  limit: z.number().nullable(),
  perUser: z.array(
    z.object({
      userId: z.string(),
      first_name: z.string(),
      last_name: z.string().nullable(),
      email: z.string(),
      roles: z.array(Role),
      credits: z.number(),
    }),
  ),
});
export type LicenseUsageReport = z.infer<typeof LicenseUsageReport>;

export const licenseUsageRoute = defineRoute({
  method: 'GET',
  path: '/api/license/usage',
  summary: 'AI credits used this period, per teacher (admins of the institute)',
  tags: ['licences'],
  access: access.roles('admin'),
  response: envelope(LicenseUsageReport),
});

/** The small real action Bright AI offers until the AI features land: an extractive summary, 1 credit. */
export const QUICK_SUMMARY_COST = 1;
export const QuickSummaryBody = z.strictObject({
  text: z
    .string({ error: 'Please provide: text' })
    .trim()
    .min(40, { error: LICENSE_MESSAGES.textTooShort })
    .max(20_000, { error: 'The text must be at most 20000 characters' }),
});
export const quickSummaryRoute = defineRoute({
  method: 'POST',
  path: '/api/ai/quick-summary',
  summary: 'Bright AI: the key sentences of a text (built-in engine), charged 1 AI credit',
  tags: ['licences', 'ai'],
  access: access.signedIn,
  body: QuickSummaryBody,
  response: envelope(z.object({ sentences: z.array(z.string()), use: LicenseUse })),
});

// Platform operators (not institute admins): the operator tool's API, also used by the admin page.

export const operatorMeRoute = defineRoute({
  method: 'GET',
  path: '/api/operator/me',
  summary: 'Whether the caller is a platform operator',
  tags: ['operator'],
  access: access.signedIn,
  response: envelope(z.object({ isOperator: z.boolean() })),
});

export const OperatorInstitute = z
  .object({
    instituteId: z.string(),
    instituteKneuraId: z.string(),
    name: z.string(),
    teachers: z.number(),
    students: z.number(),
    license: z
      .object({
        licenseId: z.string(),
        planCode: PlanCode,
        planName: z.string(),
        accountType: AccountType,
        isActive: z.boolean(),
        isUsable: z.boolean(),
      })
      .nullable(),
  })
  .meta({ id: 'OperatorInstitute' });
export type OperatorInstitute = z.infer<typeof OperatorInstitute>;

export const operatorInstitutesRoute = defineRoute({
  method: 'GET',
  path: '/api/operator/institutes',
  summary: 'Operators: institutes by name or code, with their licence',
  tags: ['operator'],
  access: access.signedIn,
  query: z.strictObject({ search: z.string().trim().max(100).optional() }),
  response: envelope(z.array(OperatorInstitute)),
});

export const operatorLicenseRoute = defineRoute({
  method: 'GET',
  path: '/api/operator/license',
  summary: "Operators: one institute's licence details",
  tags: ['operator'],
  access: access.signedIn,
  query: z.strictObject({ instituteKneuraId: InstituteCode }),
  response: envelope(LicenseDetails),
});

export const CreateLicenseBody = z.strictObject({
  instituteKneuraId: InstituteCode,
  planCode: PlanCode,
  /** Default: the plan's. */
  accountType: AccountType.optional(),
  isActive: z.boolean().default(true),
  /** A licence that starts on a trial of this many days instead of active. */
  trialDays: z.number().int().min(1).max(365).optional(),
});
export type CreateLicenseBody = z.input<typeof CreateLicenseBody>;

export const createLicenseRoute = defineRoute({
  method: 'POST',
  path: '/api/operator/license/create',
  summary: "Operators: give an institute its licence ('License is already exist for this institute')",
  tags: ['operator'],
  access: access.signedIn,
  body: CreateLicenseBody,
  response: envelope(LicenseDetails),
});

export const ChangePlanBody = z.strictObject({
  instituteKneuraId: InstituteCode,
  planCode: PlanCode,
  accountType: AccountType.optional(),
});
export const changePlanRoute = defineRoute({
  method: 'POST',
  path: '/api/operator/license/change-plan',
  summary: "Operators: move an institute's licence to another plan",
  tags: ['operator'],
  access: access.signedIn,
  body: ChangePlanBody,
  response: envelope(LicenseDetails),
});

export const setLicenseActiveRoute = defineRoute({
  method: 'POST',
  path: '/api/operator/license/set-active',
  summary: "Operators: switch an institute's licence on or off",
  tags: ['operator'],
  access: access.signedIn,
  body: z.strictObject({ instituteKneuraId: InstituteCode, isActive: z.boolean() }),
  response: envelope(LicenseDetails),
});

const Amount = (max: number, name: string) =>
  z
    .number({ error: `${name} must be a whole number from 1 to ${max}` })
    .int({ error: `${name} must be a whole number from 1 to ${max}` })
    .min(1, { error: `${name} must be a whole number from 1 to ${max}` })
    .max(max, { error: `${name} must be a whole number from 1 to ${max}` });

export const topUpCreditsRoute = defineRoute({
  method: 'POST',
  path: '/api/operator/license/top-up',
  summary: "Operators: add AI credits to this period of an institute's licence",
  tags: ['operator'],
  access: access.signedIn,
  body: z.strictObject({ instituteKneuraId: InstituteCode, credits: Amount(1_000_000, 'credits') }),
  response: envelope(LicenseDetails),
});

export const TransferLimitsBody = z.strictObject({
  fromInstituteKneuraId: InstituteCode,
  toInstituteKneuraId: InstituteCode,
  type: LimitKey,
  amount: Amount(1_000_000, 'amount'),
});
export type TransferLimitsBody = z.infer<typeof TransferLimitsBody>;

export const transferLimitsRoute = defineRoute({
  method: 'POST',
  path: '/api/operator/license/transfer',
  summary: 'Operators: move part of a limit from one licence to another (unused part only)',
  tags: ['operator'],
  access: access.signedIn,
  body: TransferLimitsBody,
  response: envelope(z.object({ from: LicenseDetails, to: LicenseDetails })),
});

export const addStorageRoute = defineRoute({
  method: 'POST',
  path: '/api/operator/license/add-storage',
  summary: "Operators: raise an institute's data-storage allowance",
  tags: ['operator'],
  access: access.signedIn,
  body: z.strictObject({ instituteKneuraId: InstituteCode, storageMb: Amount(10_000_000, 'storageMb') }),
  response: envelope(LicenseDetails),
});
