import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { classes } from './classes';
import { createdAt, id, updatedAt } from './ids';
import { lessons } from './lessons';

/**
 * AI notes (issue 19): a teacher's recorded lesson. Private to its owner; linked to a lesson and/or a class
 * (a link is cleared, not the note, when they go). The transcript is the chunks' texts in order, kept
 * here whole so that search reads one row; summary, questions and analysis are the last run of each.
 */
export const aiNotes = pgTable(
  'ai_notes',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    ownerId: text('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lessonId: text('lesson_id').references(() => lessons.id, { onDelete: 'set null' }),
    classId: text('class_id').references(() => classes.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    language: text('language').notNull(),
    status: text('status', { enum: ['RECORDING', 'SAVED'] })
      .notNull()
      .default('RECORDING'),
    transcript: text('transcript').notNull().default(''),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    elapsedSeconds: integer('elapsed_seconds'),
    summary: jsonb('summary'),
    questions: jsonb('questions'),
    analysis: jsonb('analysis'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index('ai_notes_owner_idx').on(table.ownerId, table.createdAt)],
);

/** One recorded chunk (a whole audio file of about 13 seconds) and its transcription, if any. */
export const aiNoteChunks = pgTable(
  'ai_note_chunks',
  {
    id: id(),
    noteId: text('note_id')
      .notNull()
      .references(() => aiNotes.id, { onDelete: 'cascade' }),
    index: integer('index').notNull(),
    language: text('language').notNull(),
    storedName: text('stored_name').notNull(),
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    status: text('status', { enum: ['TRANSCRIBED', 'WAITING_FOR_MODEL', 'FAILED'] }).notNull(),
    text: text('text'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('ai_note_chunks_note_index_idx').on(table.noteId, table.index)],
);
