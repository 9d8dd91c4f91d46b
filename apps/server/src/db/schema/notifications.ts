import { boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './accounts';
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
  (table) => [index('notifications_user_created_idx').on(table.userId, table.createdAt)],
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
