import type {
  AccountType,
  FeatureAccess,
  FeatureSet,
  LicenseFeature,
  PlanCode,
  PlanLanding,
  PlanLimits,
} from '@bright/contracts';
import { planFeatures, plans } from '../../db/schema';
import type { Executor } from '../../db/client';

export interface PlanDefinition {
  code: PlanCode;
  name: string;
  group: 1 | 2;
  description: string;
  featureSet: FeatureSet;
  landing: PlanLanding;
  defaultAccountType: AccountType;
  limits: PlanLimits;
  features: Partial<Record<LicenseFeature, FeatureAccess>>;
}

const AI = ['brightAi', 'aiCredits', 'aiQuizGenerator', 'aiNotebooks', 'aiVideo'] as const;
const CLASSROOM = ['liveConference', 'liveQuiz', 'insights', 'scheduler', 'remoteControl'] as const;
const all = (access: FeatureAccess, keys: readonly LicenseFeature[]) =>
  Object.fromEntries(keys.map((key) => [key, access])) as Partial<Record<LicenseFeature, FeatureAccess>>;
const everything = { ...all('INCLUDED', AI), ...all('INCLUDED', CLASSROOM) };

const limits = (
  maxTeachers: number | null,
  maxStudents: number | null,
  maxClasses: number | null,
  aiCreditsPerPeriod: number | null,
  liveSessionsPerDay: number | null,
  storageMb: number | null,
): PlanLimits => ({ maxTeachers, maxStudents, maxClasses, aiCreditsPerPeriod, liveSessionsPerDay, storageMb });

/**
 * The plans a new database starts with (SPEC §1 codes and groups; the values are ours, the spec shows
 * none). Seeded once; after that they are data that operators edit, and this list is not read again.
 * Starter leaves the AI assistant, notebooks and video locked with a 30-day trial, so the locked and
 * trial dialogs can be seen on the demo school.
 */
export const DEFAULT_PLANS: PlanDefinition[] = [
  {
    code: 'STARTER_PLAN',
    name: 'Starter',
    group: 1,
    description: 'Classes, live lessons, quizzes and insights, with AI credits for the question generator.',
    featureSet: 'FULL',
    landing: 'create',
    defaultAccountType: 'TEACHER',
    limits: limits(10, 200, 20, 50, 5, 1024),
    features: {
      ...all('INCLUDED', CLASSROOM),
      aiCredits: 'INCLUDED',
      aiQuizGenerator: 'INCLUDED',
      brightAi: 'TRIAL',
      aiNotebooks: 'TRIAL',
      aiVideo: 'TRIAL',
    },
  },
  {
    code: 'ESSENTIAL_PLAN',
    name: 'Essential',
    group: 1,
    description: 'Everything in Starter, plus the Bright AI assistant and more AI credits.',
    featureSet: 'FULL',
    landing: 'create',
    defaultAccountType: 'TEACHER',
    limits: limits(25, 500, 50, 500, 20, 5120),
    features: { ...everything, aiNotebooks: 'TRIAL', aiVideo: 'TRIAL' },
  },
  {
    code: 'ULTIMATE_PLAN',
    name: 'Ultimate',
    group: 1,
    description: 'Every AI tool, notebooks included, for growing schools.',
    featureSet: 'FULL',
    landing: 'create',
    defaultAccountType: 'INSTITUTE',
    limits: limits(100, 2000, 200, 2000, 100, 20480),
    features: { ...everything, aiVideo: 'TRIAL' },
  },
  {
    code: 'ULTIMATE_PRO_PLAN',
    name: 'Ultimate Pro',
    group: 1,
    description: 'Everything, with the largest allowances of group one.',
    featureSet: 'FULL',
    landing: 'create',
    defaultAccountType: 'INSTITUTE',
    limits: limits(250, 5000, 500, 10000, null, 102400),
    features: everything,
  },
  {
    code: 'ENTERPRISE',
    name: 'Enterprise',
    group: 2,
    description: 'For school groups and districts: no seat limits, contracted AI credits.',
    featureSet: 'FULL',
    landing: 'content',
    defaultAccountType: 'ENTERPRISE',
    limits: limits(null, null, null, 50000, null, 1048576),
    features: everything,
  },
  {
    code: 'INSTITUTE',
    name: 'Institute',
    group: 2,
    description: 'A whole institute on one licence.',
    featureSet: 'FULL',
    landing: 'create',
    defaultAccountType: 'INSTITUTE',
    limits: limits(50, 1000, 100, 2000, 50, 51200),
    features: { ...everything, aiVideo: 'TRIAL' },
  },
  {
    code: 'LARGE_INSTITUTE',
    name: 'Large Institute',
    group: 2,
    description: 'A large institute, landing on its content library.',
    featureSet: 'FULL',
    landing: 'content',
    defaultAccountType: 'INSTITUTE',
    limits: limits(300, 10000, 1000, 20000, null, 204800),
    features: everything,
  },
  {
    code: 'INSTITUTE_BASIC',
    name: 'Institute Basic',
    group: 2,
    description: 'The institute essentials; AI tools on trial.',
    featureSet: 'FULL',
    landing: 'create',
    defaultAccountType: 'INSTITUTE',
    limits: limits(20, 500, 50, 500, 10, 10240),
    features: {
      ...all('INCLUDED', CLASSROOM),
      aiCredits: 'INCLUDED',
      ...all('TRIAL', ['brightAi', 'aiQuizGenerator', 'aiNotebooks', 'aiVideo']),
    },
  },
  {
    code: 'INSTITUTE_PLUS',
    name: 'Institute Plus',
    group: 2,
    description: 'The institute plan with the Bright AI assistant.',
    featureSet: 'FULL',
    landing: 'create',
    defaultAccountType: 'INSTITUTE',
    limits: limits(50, 1500, 150, 3000, 50, 51200),
    features: { ...everything, aiNotebooks: 'TRIAL', aiVideo: 'TRIAL' },
  },
  {
    code: 'INSTITUTE_PRO',
    name: 'Institute Pro',
    group: 2,
    description: 'Every tool for a busy institute.',
    featureSet: 'FULL',
    landing: 'create',
    defaultAccountType: 'INSTITUTE',
    limits: limits(150, 5000, 400, 10000, null, 102400),
    features: everything,
  },
  {
    code: 'DISPLAY',
    name: 'Display',
    group: 2,
    description: 'The light version that ships with interactive displays.',
    featureSet: 'LITE',
    landing: 'content',
    defaultAccountType: 'DEVICE',
    limits: limits(5, 100, 10, 100, 5, 2048),
    features: { liveQuiz: 'INCLUDED', scheduler: 'INCLUDED', remoteControl: 'INCLUDED', brightAi: 'TRIAL' },
  },
  {
    code: 'RETROFIT',
    name: 'Retrofit',
    group: 2,
    description: 'For boards fitted with a retrofit kit.',
    featureSet: 'FULL',
    landing: 'content',
    defaultAccountType: 'DEVICE',
    limits: limits(10, 300, 30, 300, 10, 5120),
    features: { ...all('INCLUDED', CLASSROOM), aiCredits: 'INCLUDED', brightAi: 'TRIAL', aiQuizGenerator: 'TRIAL' },
  },
  {
    code: 'ODM',
    name: 'ODM',
    group: 2,
    description: 'For device makers who bundle the product.',
    featureSet: 'FULL',
    landing: 'content',
    defaultAccountType: 'DEVICE',
    limits: limits(10, 300, 30, 500, 10, 5120),
    features: {
      ...all('INCLUDED', CLASSROOM),
      aiCredits: 'INCLUDED',
      brightAi: 'INCLUDED',
      aiQuizGenerator: 'INCLUDED',
    },
  },
];

/**
 * Inserts the plans a database lacks (by code), with their features; plans already there, edited or
 * not, are left alone. Safe to run at every start and from several processes at once.
 */
export async function ensureDefaultPlans(db: Executor) {
  for (const [index, plan] of DEFAULT_PLANS.entries()) {
    const [row] = await db
      .insert(plans)
      .values({
        code: plan.code,
        name: plan.name,
        group: plan.group,
        description: plan.description,
        featureSet: plan.featureSet,
        landing: plan.landing,
        defaultAccountType: plan.defaultAccountType,
        ...plan.limits,
        sortOrder: (index + 1) * 10,
      })
      .onConflictDoNothing({ target: plans.code })
      .returning({ id: plans.id });
    if (!row) continue;
    const features = Object.entries(plan.features).map(([feature, access]) => ({ planId: row.id, feature, access }));
    if (features.length > 0) await db.insert(planFeatures).values(features).onConflictDoNothing();
  }
}
