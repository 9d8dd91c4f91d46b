import { sql } from 'drizzle-orm';
import { doublePrecision, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import { institutes, users } from './accounts';
import { classes } from './classes';
import { createdAt, id } from './ids';
import { lessons } from './lessons';

/**
 * A live class (SPEC §2 /live, §4 the live class panel): one lesson's board taught to one class. At most
 * one LIVE session per lesson; the presenter's view and the pen holders are stored so that a reconnect,
 * a late joiner or another server process reads the same state.
 */
export const liveClasses = pgTable(
  'live_classes',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id')
      .notNull()
      .references(() => lessons.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    teacherId: text('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    mode: text('mode', { enum: ['VIDEO', 'AUDIO'] }).notNull(),
    code: text('code').notNull(),
    status: text('status', { enum: ['LIVE', 'ENDED'] })
      .notNull()
      .default('LIVE'),
    penHolders: text('pen_holders')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    presenterPageId: text('presenter_page_id'),
    presenterScale: doublePrecision('presenter_scale').notNull().default(1),
    presenterX: doublePrecision('presenter_x').notNull().default(0),
    presenterY: doublePrecision('presenter_y').notNull().default(0),
    startedAt: createdAt(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('live_classes_one_live_per_lesson')
      .on(table.lessonId)
      .where(sql`status = 'LIVE'`),
    uniqueIndex('live_classes_code_unique').on(table.code),
    index('live_classes_class_status_idx').on(table.classId, table.status),
  ],
);
