import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { classes } from './classes';
import { createdAt, id, updatedAt } from './ids';

/** A class's schedule: times in UTC, the zone they were chosen in, and an RFC 5545 RRULE when it repeats. */
export const schedules = pgTable(
  'schedules',
  {
    id: id(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull().default('UTC'),
    rrule: text('rrule'),
    /** When the last occurrence ends; null: it repeats for ever. Lets range queries skip finished series. */
    seriesEndAt: timestamp('series_end_at', { withTimezone: true }),
    meetingLink: text('meeting_link'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('schedules_class_start_idx').on(table.classId, table.startAt),
    index('schedules_class_series_end_idx').on(table.classId, table.seriesEndAt),
  ],
);

/** A user's secret calendar link: only the SHA-256 of the secret is kept; one link per user. */
export const calendarFeeds = pgTable('calendar_feeds', {
  userId: text('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  instituteId: text('institute_id')
    .notNull()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  secretHash: text('secret_hash').notNull().unique(),
  createdAt: createdAt(),
});
