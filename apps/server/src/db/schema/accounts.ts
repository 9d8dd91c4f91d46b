import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './ids';

export const institutes = pgTable('institutes', {
  id: id(),
  /** The public institute code the mobile apps call instituteKneuraId. */
  kneuraId: text('kneura_id').notNull().unique(),
  name: text('name').notNull(),
  address: text('address'),
  contactNumber: text('contact_number'),
  referralCode: text('referral_code').unique(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const users = pgTable(
  'users',
  {
    id: id(),
    kneuraId: text('kneura_id').notNull().unique(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name'),
    contactNumber: text('contact_number'),
    passwordHash: text('password_hash'),
    emailVerified: boolean('email_verified').notNull().default(false),
    language: text('language').notNull().default('en'),
    profilePicture: text('profile_picture'),
    /** One of the teacher categories of SPEC §6 (General, CBSE, ...). */
    teacherCategory: text('teacher_category'),
    referralCode: text('referral_code').unique(),
    referredBy: text('referred_by'),
    /** The Google account's subject, once the user has signed in with Google. */
    googleSub: text('google_sub').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(table.email), index('users_contact_idx').on(table.contactNumber)],
);

/** A user's roles in one institute; `isDefault` marks the institute chosen at sign-in. */
export const memberships = pgTable(
  'memberships',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    roles: text('roles').array().notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.instituteId] }),
    index('memberships_institute_idx').on(table.instituteId),
  ],
);

/** Server-side sessions; only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: id(),
    tokenHash: text('token_hash').notNull().unique(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    instituteId: text('institute_id').references(() => institutes.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Single-use secrets sent to people: sign-up links, email verification, password reset links and codes,
 * phone one-time codes, login codes for devices. Only hashes are stored.
 */
export const verificationTokens = pgTable(
  'verification_tokens',
  {
    id: id(),
    kind: text('kind', {
      enum: ['signup', 'email_verify', 'password_reset', 'reset_code', 'phone_otp', 'login_code'],
    }).notNull(),
    tokenHash: text('token_hash').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    phone: text('phone'),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('verification_tokens_hash_unique').on(table.kind, table.tokenHash),
    index('verification_tokens_email_idx').on(table.kind, table.email),
    index('verification_tokens_phone_idx').on(table.kind, table.phone),
  ],
);

/** Failed sign-ins, counted per account and per address to slow down guessing. */
export const authFailures = pgTable(
  'auth_failures',
  {
    id: id(),
    account: text('account').notNull(),
    address: text('address').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('auth_failures_account_idx').on(table.account, table.createdAt),
    index('auth_failures_address_idx').on(table.address, table.createdAt),
  ],
);

/** A user asking to join an institute; an admin approves or declines. */
export const instituteRequests = pgTable(
  'institute_requests',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role', { enum: ['instructor', 'learner'] }).notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'DECLINED'] })
      .notNull()
      .default('PENDING'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    index('institute_requests_institute_idx').on(table.instituteId, table.status),
    index('institute_requests_user_idx').on(table.userId),
  ],
);
