import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions, users } from './accounts';
import { createdAt, id } from './ids';

/** A user's stored notifications (SPEC §3 "Notifications"); pushed on /notifications after commit. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    data: jsonb('data').$type<Record<string, string>>().notNull().default({}),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // The inbox pages newest first by (created_at, id): read backwards, this index gives a page without a sort.
    index('notifications_user_created_id_idx').on(table.userId, table.createdAt, table.id),
    // The unread count reads only the unread ones.
    index('notifications_user_unread_idx')
      .on(table.userId)
      .where(sql`${table.readAt} is null`),
  ],
);

/**
 * A user's notification preferences: muted categories and classes (stored read, never pushed), quiet
 * hours in their time zone (no web push or mail then, urgent ones excepted) and a daily digest by mail.
 */
export const notificationPreferences = pgTable('notification_preferences', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  mutedCategories: text('muted_categories').array().notNull().default([]),
  mutedClassIds: text('muted_class_ids').array().notNull().default([]),
  /** 'HH:MM' in timeZone, both set or both null; the window may cross midnight. */
  quietStart: text('quiet_start'),
  quietEnd: text('quiet_end'),
  timeZone: text('time_zone').notNull().default('UTC'),
  dailyDigest: boolean('daily_digest').notNull().default(false),
  /** 'HH:MM' in timeZone. */
  digestTime: text('digest_time').notNull().default('18:00'),
  lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A browser's web push subscription (RFC 8030/8291). A browser belongs to whoever subscribed it last, and
 * only while that session lasts: signing out ends its pushes (a shared computer shows nobody's notices).
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: id(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().unique(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    createdAt: createdAt(),
    lastOkAt: timestamp('last_ok_at', { withTimezone: true }),
  },
  (table) => [index('push_subscriptions_user_idx').on(table.userId)],
);

/** The server's VAPID key pair, made on first start when the environment gives none (one row). */
export const vapidKeys = pgTable('vapid_keys', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: createdAt(),
});
