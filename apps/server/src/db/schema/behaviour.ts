import { index, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { classes } from './classes';
import { createdAt, id, updatedAt } from './ids';

/** SPEC §3 "Behaviour feedback": one remark with points for one student in one class. */
export const behaviourFeedback = pgTable(
  'behaviour_feedback',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teacherId: text('teacher_id').references(() => users.id, { onDelete: 'set null' }),
    remarks: text('remarks').notNull().default(''),
    behaviorPoints: integer('behavior_points').notNull(),
    /** Shared by the rows of one class-wide (or group) feedback. */
    batchId: text('batch_id'),
    createdAt: createdAt(),
  },
  (table) => [
    index('behaviour_feedback_class_student_idx').on(table.classId, table.studentId, table.createdAt),
    index('behaviour_feedback_class_created_idx').on(table.classId, table.createdAt),
    index('behaviour_feedback_institute_created_idx').on(table.instituteId, table.createdAt),
  ],
);

/** Per institute: how long behaviour records are kept (null: for ever). */
export const behaviourSettings = pgTable('behaviour_settings', {
  instituteId: text('institute_id')
    .primaryKey()
    .references(() => institutes.id, { onDelete: 'cascade' }),
  retentionDays: integer('retention_days'),
  updatedBy: text('updated_by').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: updatedAt(),
});
