import { CHOICE_TYPES } from '@bright/contracts';
import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  type LiveQuizStoredState,
  assessments,
  classMembers,
  liveQuizAnswers,
  liveQuizGames,
  liveQuizPlayers,
  questions,
  users,
} from '../../db/schema';

export type GameRow = typeof liveQuizGames.$inferSelect;
export type PlayerRow = typeof liveQuizPlayers.$inferSelect;
export type AnswerRow = typeof liveQuizAnswers.$inferSelect;

/** The assessment's questions a live quiz can play: those answered by picking options. */
export const objectiveQuestions = (db: Executor, assessmentId: string) =>
  db
    .select()
    .from(questions)
    .where(and(eq(questions.assessmentId, assessmentId), inArray(questions.type, [...CHOICE_TYPES])))
    .orderBy(asc(questions.position));

/** Inserts a game, or returns null when its code is already taken by an open game. */
export async function insertGame(db: Executor, values: typeof liveQuizGames.$inferInsert) {
  const [row] = await db.insert(liveQuizGames).values(values).onConflictDoNothing().returning();
  return row ?? null;
}

export async function findGame(db: Executor, gameId: string) {
  const [row] = await db.select().from(liveQuizGames).where(eq(liveQuizGames.id, gameId));
  return row ?? null;
}

export async function findOpenGameByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: liveQuizGames.id, classId: liveQuizGames.classId, instituteId: liveQuizGames.instituteId })
    .from(liveQuizGames)
    .where(and(eq(liveQuizGames.code, code), isNull(liveQuizGames.endedAt)));
  return row ?? null;
}

/** The latest game of a code, ended or not (a code is unique among open games only). */
export async function findLastGameByCode(db: Executor, code: string) {
  const [row] = await db
    .select({ id: liveQuizGames.id, classId: liveQuizGames.classId, instituteId: liveQuizGames.instituteId })
    .from(liveQuizGames)
    .where(eq(liveQuizGames.code, code))
    .orderBy(desc(liveQuizGames.createdAt))
    .limit(1);
  return row ?? null;
}

export const openGamesOfClass = (db: Executor, classId: string) =>
  db
    .select()
    .from(liveQuizGames)
    .where(and(eq(liveQuizGames.classId, classId), isNull(liveQuizGames.endedAt)))
    .orderBy(desc(liveQuizGames.createdAt))
    .limit(20);

export async function saveState(db: Executor, gameId: string, state: LiveQuizStoredState, ended = false) {
  await db
    .update(liveQuizGames)
    .set({ state, ...(ended ? { endedAt: new Date() } : {}) })
    .where(eq(liveQuizGames.id, gameId));
}

export async function insertPlayer(db: Executor, values: typeof liveQuizPlayers.$inferInsert) {
  await db.insert(liveQuizPlayers).values(values);
}

export async function setPlayerFlags(db: Executor, gameId: string, playerId: string, flags: Partial<PlayerRow>) {
  await db
    .update(liveQuizPlayers)
    .set(flags)
    .where(and(eq(liveQuizPlayers.gameId, gameId), eq(liveQuizPlayers.id, playerId)));
}

/** After a question: every player's score and streak in one statement. */
export async function saveScores(
  db: Executor,
  gameId: string,
  scores: { id: string; score: number; streak: number }[],
) {
  if (scores.length === 0) return;
  const values = sql.join(
    scores.map((s) => sql`(${s.id}, ${s.score}::int, ${s.streak}::int)`),
    sql`, `,
  );
  await db.execute(sql`
    update ${liveQuizPlayers} set score = v.score, streak = v.streak
    from (values ${values}) as v(id, score, streak)
    where ${liveQuizPlayers.gameId} = ${gameId} and ${liveQuizPlayers.id} = v.id`);
}

/** The primary key (game, question, player) keeps a stored answer from being written twice. */
export async function insertAnswers(db: Executor, rows: (typeof liveQuizAnswers.$inferInsert)[]) {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insert(liveQuizAnswers)
      .values(rows.slice(start, start + 500))
      .onConflictDoNothing();
  }
}

export const playersOf = (db: Executor, gameId: string) =>
  db.select().from(liveQuizPlayers).where(eq(liveQuizPlayers.gameId, gameId)).orderBy(asc(liveQuizPlayers.joinedAt));

export const answersOf = (db: Executor, gameId: string) =>
  db
    .select()
    .from(liveQuizAnswers)
    .where(eq(liveQuizAnswers.gameId, gameId))
    .orderBy(asc(liveQuizAnswers.questionIndex));

/** A learner of the class, with the name shown as their nickname; null when not a student of it. */
export async function classLearner(db: Executor, classId: string, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId), eq(classMembers.role, 'learner')));
  return row ?? null;
}

export async function assessmentName(db: Executor, assessmentId: string) {
  const [row] = await db.select({ name: assessments.name }).from(assessments).where(eq(assessments.id, assessmentId));
  return row?.name ?? '';
}
