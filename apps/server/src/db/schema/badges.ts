import { isNotNull } from 'drizzle-orm';
import { index, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { classes } from './classes';
import { createdAt, id } from './ids';

/** SPEC §3 "Badge award": a badge of the default set given to a student in a class, maybe for an assessment. */
export const badgeAwards = pgTable(
  'badge_awards',
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
    badgeType: text('badge_type').notNull(),
    /** An opaque reference until assessments land (no foreign key yet). */
    assessmentId: text('assessment_id'),
    givenBy: text('given_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    index('badge_awards_class_student_idx').on(table.classId, table.studentId, table.createdAt),
    index('badge_awards_class_created_idx').on(table.classId, table.createdAt),
    // One badge of a kind per student and assessment; badges without an assessment can be earned again.
    uniqueIndex('badge_awards_assessment_unique')
      .on(table.classId, table.studentId, table.assessmentId, table.badgeType)
      .where(isNotNull(table.assessmentId)),
  ],
);
