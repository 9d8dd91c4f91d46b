import { doublePrecision, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { assessmentResponses, assessments } from './assessments';
import { classes } from './classes';
import { createdAt, id } from './ids';

/**
 * What one submitted response earned per Bloom level and per topic: the aggregate Insights reads.
 * Rewritten for a response in the transaction that scores it (assessment-responses' scores-changed
 * hook), so a class's insights sum a few rows per response instead of every answer.
 */
export const insightResponseSkills = pgTable(
  'insight_response_skills',
  {
    responseId: text('response_id')
      .notNull()
      .references(() => assessmentResponses.id, { onDelete: 'cascade' }),
    /** BLOOM or TOPIC. */
    kind: text('kind', { enum: ['BLOOM', 'TOPIC'] }).notNull(),
    /** A Bloom level or UNCATEGORISED; a topic id, else `name:<topic name>`. */
    key: text('key').notNull(),
    label: text('label').notNull(),
    topicId: text('topic_id'),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    earned: doublePrecision('earned').notNull(),
    possible: doublePrecision('possible').notNull(),
    pendingCount: integer('pending_count').notNull(),
    questionCount: integer('question_count').notNull(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.responseId, table.kind, table.key] }),
    index('insight_response_skills_class_idx').on(table.classId, table.submittedAt),
    index('insight_response_skills_student_idx').on(table.studentId, table.classId, table.submittedAt),
  ],
);

/** The record of disclosures (FERPA 99.32): every staff read of one student's record. */
export const insightAccessLog = pgTable(
  'insight_access_log',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    viewerId: text('viewer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    classId: text('class_id').references(() => classes.id, { onDelete: 'set null' }),
    /** Which record was read: the route's path. */
    record: text('record').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('insight_access_log_institute_idx').on(table.instituteId, table.createdAt),
    index('insight_access_log_student_idx').on(table.studentId, table.createdAt),
  ],
);

/** CBMS studentAnalytics: a student's study session in a class (time on task). */
export const studySessions = pgTable(
  'study_sessions',
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
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    seconds: integer('seconds'),
  },
  (table) => [
    index('study_sessions_class_idx').on(table.classId, table.startedAt),
    index('study_sessions_student_idx').on(table.studentId, table.startedAt),
  ],
);
