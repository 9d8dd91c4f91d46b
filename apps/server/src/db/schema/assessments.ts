import type { AnswerValue, Blank, NumericAnswer, QuestionOption } from '@bright/contracts';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { classes } from './classes';
import { createdAt, id, updatedAt } from './ids';

/**
 * The columns of one question's content (contracts' QuestionContent), shared by assessment
 * questions, an institute's question bank, curated questions and AI-generated questions, so that
 * copying between them is a plain column copy.
 */
const questionContentColumns = () => ({
  type: text('type').notNull().default('MCQ'),
  description: text('description').notNull().default(''),
  points: doublePrecision('points').notNull().default(1),
  options: jsonb('options').$type<QuestionOption[]>().notNull().default([]),
  correctOptions: jsonb('correct_options').$type<string[]>().notNull().default([]),
  acceptedAnswers: jsonb('accepted_answers').$type<string[]>().notNull().default([]),
  blanks: jsonb('blanks').$type<Blank[]>().notNull().default([]),
  numeric: jsonb('numeric').$type<NumericAnswer | null>(),
  bloomLevel: text('bloom_level'),
  answer: text('answer'),
  rubric: text('rubric'),
});

/**
 * Topics: curated ones (institute null, seeded) and an institute's own. A tree through parentId
 * (`topic/all-topics-with-hierarchy`). Curated topics may carry videos.
 */
export const topics = pgTable(
  'topics',
  {
    id: id(),
    instituteId: text('institute_id').references(() => institutes.id, { onDelete: 'cascade' }),
    parentId: text('parent_id'),
    name: text('name').notNull(),
    videos: jsonb('videos').$type<{ title: string; url: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (table) => [index('topics_institute_parent_idx').on(table.instituteId, table.parentId)],
);

/** SPEC §3 "Assessment", with its settings (setting/read, setting/update). */
export const assessments = pgTable(
  'assessments',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** TEST (the Tests list) or ASSIGNMENT (My Assignments). */
    category: text('category').notNull().default('TEST'),
    /** SUBJECTIVE (default) or MCQ, shown as Objective. */
    type: text('type').notNull().default('SUBJECTIVE'),
    /** 'Unpublished' or 'Published' (SPEC §3: any value but 'Unpublished' means published). */
    status: text('status').notNull().default('Unpublished'),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    dueOn: timestamp('due_on', { withTimezone: true }),
    /** Minutes; SPEC §9 default 1. */
    timeLimit: integer('time_limit').notNull().default(1),
    shuffleQuestions: boolean('shuffle_questions').notNull().default(false),
    shuffleAnswerOptions: boolean('shuffle_answer_options').notNull().default(false),
    /** 'All Questions must be answered' before submitting. */
    requireAllAnswered: boolean('require_all_answered').notNull().default(false),
    theme: text('theme'),
    scoringGuide: text('scoring_guide').notNull().default(''),
    /** When set, scores are scaled to it; otherwise the sum of the questions' points. */
    totalScore: doublePrecision('total_score'),
    /** All the class's students (also later joiners), or only the assessment_assignees rows. */
    assignedToAll: boolean('assigned_to_all').notNull().default(true),
    /** Students see scores and the key only once released. */
    resultsReleased: boolean('results_released').notNull().default(false),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('assessments_class_created_idx').on(table.classId, table.createdAt),
    uniqueIndex('assessments_class_name_unique').on(table.classId, table.name),
  ],
);

/** The students an assessment is assigned to when not to all, and per-student extra time. */
export const assessmentAssignees = pgTable(
  'assessment_assignees',
  {
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Minutes added to the time limit for this student. */
    extraMinutes: integer('extra_minutes').notNull().default(0),
    /** False for a row that only carries extra time while the assessment is assigned to all. */
    assigned: boolean('assigned').notNull().default(true),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.assessmentId, table.studentId] }),
    index('assessment_assignees_student_idx').on(table.studentId),
  ],
);

/** SPEC §3 "Question": one question of one assessment, in `position` order. */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    ...questionContentColumns(),
    tempId: text('temp_id'),
    topicId: text('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    topicName: text('topic_name'),
    /** Stored file name of the question's picture (uploadImage), under DATA_DIR/files/questions. */
    image: text('image'),
    /** Where it was copied from: 'curated:<id>', 'bank:<id>', 'generated:<id>', 'import:<format>'. */
    source: text('source'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('questions_assessment_position_idx').on(table.assessmentId, table.position)],
);

/** Files attached to a question (insertFiles / removeFiles); also option pictures (kind 'option'). */
export const questionFiles = pgTable(
  'question_files',
  {
    id: id(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull().default('file'),
    storedName: text('stored_name').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('question_files_question_idx').on(table.questionId)],
);

/** An institute's own question bank, by topic (questionBank/fetchViaTopicId, importFromQuestionBank). */
export const questionBankItems = pgTable(
  'question_bank_items',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    topicId: text('topic_id').references(() => topics.id, { onDelete: 'set null' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...questionContentColumns(),
    createdAt: createdAt(),
  },
  (table) => [index('question_bank_items_institute_topic_idx').on(table.instituteId, table.topicId)],
);

/** Seeded questions per curated topic, usable on a new install (curatedQuestion/*). */
export const curatedQuestions = pgTable(
  'curated_questions',
  {
    id: id(),
    topicId: text('topic_id')
      .notNull()
      .references(() => topics.id, { onDelete: 'cascade' }),
    ...questionContentColumns(),
    createdAt: createdAt(),
  },
  (table) => [index('curated_questions_topic_idx').on(table.topicId)],
);

/** Questions made by the AI question generator, kept in groups until a teacher imports them. */
export const generatedQuestions = pgTable(
  'generated_questions',
  {
    id: id(),
    groupId: text('group_id').notNull(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    ...questionContentColumns(),
    createdAt: createdAt(),
  },
  (table) => [index('generated_questions_group_idx').on(table.groupId)],
);

/** SPEC §3 "Assessment response": one student's attempt at one assessment. */
export const assessmentResponses = pgTable(
  'assessment_responses',
  {
    id: id(),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    studentId: text('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** IN_PROGRESS, SUBMITTED (waiting for hand scoring) or GRADED. */
    status: text('status').notNull().default('IN_PROGRESS'),
    score: doublePrecision('score'),
    maxScore: doublePrecision('max_score'),
    /** This student's order of question ids, and of option ids per question, when shuffled. */
    questionOrder: jsonb('question_order').$type<string[]>().notNull().default([]),
    optionOrder: jsonb('option_order').$type<Record<string, string[]>>().notNull().default({}),
    startedAt: createdAt(),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /** generate-report / update-report: the teacher's report, kept as given. */
    report: jsonb('report').$type<Record<string, unknown> | null>(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('assessment_responses_assessment_student_unique').on(table.assessmentId, table.studentId),
    index('assessment_responses_student_idx').on(table.studentId),
  ],
);

/** One answer of one response; saved as it is given. `score` is the teacher's, else `autoScore`. */
export const questionResponses = pgTable(
  'question_responses',
  {
    responseId: text('response_id')
      .notNull()
      .references(() => assessmentResponses.id, { onDelete: 'cascade' }),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    answer: jsonb('answer').$type<AnswerValue>().notNull().default({}),
    autoScore: doublePrecision('auto_score'),
    score: doublePrecision('score'),
    gradedBy: text('graded_by').references(() => users.id, { onDelete: 'set null' }),
    gradedAt: timestamp('graded_at', { withTimezone: true }),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.responseId, table.questionId] })],
);
