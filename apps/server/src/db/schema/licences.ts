import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { createdAt, id, updatedAt } from './ids';

/** A limit column: null is unlimited. */
const limit = (name: string) => integer(name);

/**
 * Plans are data (seeded by modules/plans/plans.seed.ts, edited by platform operators): their limits
 * and features apply to every licence on them at once.
 */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** SPEC §1: group one (STARTER_PLAN ...) or group two (ENTERPRISE ...). */
    group: integer('plan_group').notNull(),
    description: text('description').notNull().default(''),
    featureSet: text('feature_set', { enum: ['LITE', 'FULL'] })
      .notNull()
      .default('FULL'),
    landing: text('landing', { enum: ['create', 'content'] })
      .notNull()
      .default('create'),
    defaultAccountType: text('default_account_type', { enum: ['TEACHER', 'INSTITUTE', 'ENTERPRISE', 'DEVICE'] })
      .notNull()
      .default('INSTITUTE'),
    maxTeachers: limit('max_teachers'),
    maxStudents: limit('max_students'),
    maxClasses: limit('max_classes'),
    aiCreditsPerPeriod: limit('ai_credits_per_period'),
    liveSessionsPerDay: limit('live_sessions_per_day'),
    storageMb: limit('storage_mb'),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [check('plans_group_check', sql`${table.group} IN (1, 2)`)],
);

/** A plan's per-feature entries: INCLUDED, or TRIAL (locked, with a 30-day trial). Absent: not in the plan. */
export const planFeatures = pgTable(
  'plan_features',
  {
    planId: text('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    access: text('access', { enum: ['INCLUDED', 'TRIAL'] }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.planId, table.feature] })],
);

/**
 * One licence per institute (SPEC §3). The extra_* columns are the licence's own adjustments on top of
 * its plan's limits: transfers in (+) and out (-), added storage. They may be negative.
 */
export const licences = pgTable('licences', {
  id: id(),
  instituteId: text('institute_id')
    .notNull()
    .unique()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  planId: text('plan_id')
    .notNull()
    .references(() => plans.id),
  accountType: text('account_type', { enum: ['TEACHER', 'INSTITUTE', 'ENTERPRISE', 'DEVICE'] }).notNull(),
  isActive: boolean('is_active').notNull().default(false),
  isTrialUsed: boolean('is_trial_used').notNull().default(false),
  trialValidTill: timestamp('trial_valid_till', { withTimezone: true }),
  extraTeachers: integer('extra_teachers').notNull().default(0),
  extraStudents: integer('extra_students').notNull().default(0),
  extraClasses: integer('extra_classes').notNull().default(0),
  extraAiCredits: integer('extra_ai_credits').notNull().default(0),
  extraLiveSessions: integer('extra_live_sessions').notNull().default(0),
  extraStorageMb: integer('extra_storage_mb').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A licence's per-feature entries: the 30-day trial, once per feature. */
export const licenceFeatures = pgTable(
  'licence_features',
  {
    licenceId: text('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    isTrialUsed: boolean('is_trial_used').notNull().default(false),
    trialValidTill: timestamp('trial_valid_till', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.licenceId, table.feature] })],
);

/**
 * Metered usage, one row per licence, meter and period (a UTC month for AI credits, a UTC day for live
 * sessions, the epoch for storage, which has no period). `bonus` is this period's top-ups. Charging is a
 * conditional upsert (used + usage <= limit), so of two charges at the limit exactly one passes.
 */
export const licenceUsage = pgTable(
  'licence_usage',
  {
    licenceId: text('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    meter: text('meter', { enum: ['aiCredits', 'liveConference', 'storage'] }).notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    used: bigint('used', { mode: 'number' }).notNull().default(0),
    bonus: bigint('bonus', { mode: 'number' }).notNull().default(0),
    updatedAt: updatedAt(),
  },
  (table) => [
    primaryKey({ columns: [table.licenceId, table.meter, table.periodStart] }),
    check('licence_usage_used_check', sql`${table.used} >= 0`),
  ],
);

/** Who spent what, when: the admins' per-teacher report, and an audit trail of charges. */
export const licenceUsageEvents = pgTable(
  'licence_usage_events',
  {
    id: id(),
    licenceId: text('licence_id')
      .notNull()
      .references(() => licences.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    feature: text('feature').notNull(),
    meter: text('meter').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('licence_usage_events_licence_idx').on(table.licenceId, table.meter, table.createdAt)],
);

/** Coupons (SPEC §4: redeemed once). Codes are stored upper case. */
export const coupons = pgTable(
  'coupons',
  {
    id: id(),
    code: text('code').notNull().unique(),
    planId: text('plan_id').references(() => plans.id),
    aiCredits: integer('ai_credits').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    redeemedAt: timestamp('redeemed_at', { withTimezone: true }),
    redeemedByInstituteId: text('redeemed_by_institute_id').references(() => institutes.id, { onDelete: 'set null' }),
    redeemedByUserId: text('redeemed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [index('coupons_created_idx').on(table.createdAt)],
);

/** Platform operators run the service (licences, plans, coupons); they are not institute admins. */
export const platformOperators = pgTable('platform_operators', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** Who granted it: an operator's email, or 'cli'. */
  grantedBy: text('granted_by').notNull(),
  createdAt: createdAt(),
});
