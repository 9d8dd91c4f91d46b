import { sql } from 'drizzle-orm';
import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { classes } from './classes';
import { createdAt, id } from './ids';

/** A student who followed a class's join link and waits for a teacher to add them (SPEC §6). */
export const classJoinRequests = pgTable(
  'class_join_requests',
  {
    id: id(),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'DECLINED'] })
      .notNull()
      .default('PENDING'),
    decidedBy: text('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    // One pending request per student and class, even when two arrive at once.
    uniqueIndex('class_join_requests_pending_unique')
      .on(table.classId, table.userId)
      .where(sql`${table.status} = 'PENDING'`),
    index('class_join_requests_class_idx').on(table.classId, table.status),
    index('class_join_requests_user_idx').on(table.userId),
  ],
);
