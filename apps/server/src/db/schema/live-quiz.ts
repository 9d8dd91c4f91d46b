import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { institutes, users } from './accounts';
import { assessments } from './assessments';
import { classes } from './classes';
import { createdAt, id, updatedAt } from './ids';

/** The questions a game plays, copied at creation so that editing the assessment later changes nothing. */
export interface LiveQuizStoredQuestion {
  id: string;
  type: string;
  description: string;
  image: string | null;
  options: { id: string; title: string; image: string | null }[];
  correctOptionIds: string[];
  /** The assessment's points of the question, for the results saved to the assessment. */
  points: number;
  durationMs: number;
}

/** Where a game stands, saved after each question so that another process can resume it. */
export interface LiveQuizStoredState {
  phase: 'LOBBY' | 'QUESTION' | 'REVEAL' | 'ENDED';
  questionIndex: number;
  locked: boolean;
}

/** One live quiz game (issue 17): its code is unique among games not ended. */
export const liveQuizGames = pgTable(
  'live_quiz_games',
  {
    id: id(),
    instituteId: text('institute_id')
      .notNull()
      .references(() => institutes.id, { onDelete: 'cascade' }),
    classId: text('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    assessmentId: text('assessment_id')
      .notNull()
      .references(() => assessments.id, { onDelete: 'cascade' }),
    hostId: text('host_id').references(() => users.id, { onDelete: 'set null' }),
    code: text('code').notNull(),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    questions: jsonb('questions').$type<LiveQuizStoredQuestion[]>().notNull(),
    state: jsonb('state').$type<LiveQuizStoredState>().notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('live_quiz_games_open_code_unique')
      .on(table.code)
      .where(sql`${table.endedAt} is null`),
    index('live_quiz_games_class_idx').on(table.classId, table.createdAt),
  ],
);

/** A player of a game: a student by account, or a guest; the token is kept only as its hash. */
export const liveQuizPlayers = pgTable(
  'live_quiz_players',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => liveQuizGames.id, { onDelete: 'cascade' }),
    id: text('id').notNull(),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    nickname: text('nickname').notNull(),
    tokenHash: text('token_hash').notNull(),
    score: integer('score').notNull().default(0),
    streak: integer('streak').notNull().default(0),
    approved: boolean('approved').notNull().default(true),
    kicked: boolean('kicked').notNull().default(false),
    joinedAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.id] })],
);

/** One answer per player and question: the primary key is the guard against counting twice. */
export const liveQuizAnswers = pgTable(
  'live_quiz_answers',
  {
    gameId: text('game_id')
      .notNull()
      .references(() => liveQuizGames.id, { onDelete: 'cascade' }),
    questionIndex: integer('question_index').notNull(),
    playerId: text('player_id').notNull(),
    optionIds: jsonb('option_ids').$type<string[]>().notNull(),
    correct: boolean('correct').notNull(),
    points: integer('points').notNull(),
    elapsedMs: integer('elapsed_ms').notNull(),
  },
  (table) => [primaryKey({ columns: [table.gameId, table.questionIndex, table.playerId] })],
);
