import { createHash, randomBytes } from 'node:crypto';
import { LIVE_QUIZ_MESSAGES as M, LiveQuizSettings } from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { LiveQuizGame, type Player } from './live-quiz.game';
import * as q from './live-quiz.queries';

/** A player token: 128 random bits, kept on the device; the server stores only its hash. */
export const newPlayerToken = () => randomBytes(16).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** Rebuilds a game from its saved rows: the owner after a restart, or a new owner, resumes it here. */
export async function loadGame(db: Executor, gameId: string, assessmentName: string) {
  const row = await q.findGame(db, gameId);
  if (!row) throw notFound(M.gameNotFound);
  const game = new LiveQuizGame(
    {
      id: row.id,
      code: row.code,
      instituteId: row.instituteId,
      classId: row.classId,
      assessmentId: row.assessmentId,
      assessmentName,
      createdAt: row.createdAt,
    },
    LiveQuizSettings.parse(row.settings),
    row.questions,
  );
  const [players, answers] = await Promise.all([q.playersOf(db, gameId), q.answersOf(db, gameId)]);
  for (const stored of players) game.restore(toPlayer(stored));
  for (const answer of answers) {
    const { optionIds, correct, points, elapsedMs } = answer;
    game.players.get(answer.playerId)?.answers.set(answer.questionIndex, { optionIds, correct, points, elapsedMs });
  }
  game.resumeAt(row.endedAt ? { ...row.state, phase: 'ENDED' } : row.state);
  return game;
}

const toPlayer = (row: q.PlayerRow): Player => ({
  id: row.id,
  userId: row.userId,
  nickname: row.nickname,
  tokenHash: row.tokenHash,
  score: row.score,
  streak: row.streak,
  approved: row.approved,
  kicked: row.kicked,
  socketId: null,
  answers: new Map(),
});

/**
 * Saves a closed question: its answers (each once), every score, and where the game stands, all or
 * nothing, so a game resumed elsewhere never holds answers without their scores or the reverse.
 */
export async function saveQuestion(db: Db, game: LiveQuizGame, index: number) {
  const answers = [...game.players.values()].flatMap((player) => {
    const answer = player.answers.get(index);
    return answer ? [{ gameId: game.identity.id, questionIndex: index, playerId: player.id, ...answer }] : [];
  });
  const scores = [...game.players.values()].map(({ id, score, streak }) => ({ id, score, streak }));
  await db.transaction(async (tx) => {
    await q.insertAnswers(tx, answers);
    await q.saveScores(tx, game.identity.id, scores);
    await saveGameState(tx, game);
  });
}

export const saveGameState = (db: Executor, game: LiveQuizGame) =>
  q.saveState(
    db,
    game.identity.id,
    { phase: game.phase, questionIndex: game.questionIndex, locked: game.locked },
    game.phase === 'ENDED',
  );
