import { randomInt, randomUUID } from 'node:crypto';
import {
  type CreateLiveQuizBody,
  LIVE_QUIZ,
  LIVE_QUIZ_MESSAGES as M,
  type LiveQuizGame as LiveQuizGameView,
  type LiveQuizSettings,
} from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { LiveQuizStoredQuestion } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { loadAssessmentFor } from '../assessments';
import { loadClassFor } from '../../lib/class-access';
import { withLicence } from '../licences';
import { LiveQuizGame } from './live-quiz.game';
import * as q from './live-quiz.queries';

const newCode = () => String(randomInt(0, 10 ** LIVE_QUIZ.codeLength)).padStart(LIVE_QUIZ.codeLength, '0');

function toStoredQuestion(row: Awaited<ReturnType<typeof q.objectiveQuestions>>[number], settings: LiveQuizSettings) {
  const seconds = settings.timers[row.id] ?? settings.timerSeconds;
  return {
    id: row.id,
    type: row.type,
    description: row.description,
    image: row.image ? `/api/question/image/${row.id}?v=${row.image.replace(/^.*\//, '').slice(0, 8)}` : null,
    options: row.options.map((option) => ({ id: option.id, title: option.title, image: option.image ?? null })),
    correctOptionIds: row.correctOptions,
    points: row.points,
    durationMs: seconds * 1000,
  } satisfies LiveQuizStoredQuestion;
}

export const toGameView = (game: LiveQuizGame): LiveQuizGameView => ({
  gameId: game.identity.id,
  code: game.identity.code,
  assessmentId: game.identity.assessmentId,
  assessmentName: game.identity.assessmentName,
  classId: game.identity.classId,
  phase: game.phase,
  questionCount: game.questions.length,
  settings: game.settings,
  createdAt: game.identity.createdAt.toISOString(),
});

/**
 * Creates a game from an assessment's objective questions: its class's teachers (or the institute's
 * admins) only, with the liveQuiz feature of the licence. The code is unique among open games.
 */
export async function createGame(db: Db, actor: Actor, body: CreateLiveQuizBody & { settings: LiveQuizSettings }) {
  const { assessment } = await loadAssessmentFor(db, actor, body.assessmentId, 'teach');
  const rows = await q.objectiveQuestions(db, assessment.id);
  const questions = rows
    .filter((row) => row.options.length >= 2 && row.correctOptions.length > 0)
    .map((row) => toStoredQuestion(row, body.settings));
  if (questions.length === 0) throw badRequest(M.noObjectiveQuestions);
  return withLicence(
    db,
    { instituteId: assessment.instituteId, userId: actor.userId },
    { feature: 'liveQuiz' },
    async (tx) => {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const row = await q.insertGame(tx, {
          id: randomUUID(),
          instituteId: assessment.instituteId,
          classId: assessment.classId,
          assessmentId: assessment.id,
          hostId: actor.userId,
          code: newCode(),
          settings: body.settings,
          questions,
          state: { phase: 'LOBBY', questionIndex: -1, locked: false },
        });
        if (row) {
          const identity = { ...row, assessmentName: assessment.name };
          return new LiveQuizGame(identity, body.settings, questions);
        }
      }
      throw new Error('no free live quiz code after 20 tries');
    },
  );
}

/** Whether the actor may host (and read the report of) the game: its assessment's teachers. */
export async function authorizeHost(db: Executor, actor: Actor, game: { assessmentId: string }) {
  if (actor.guest) throw notFound(M.gameNotFound);
  await loadAssessmentFor(db, actor, game.assessmentId, 'teach');
}

/** A class's open games, for anyone who may read the class (its students join them in one tap). */
export async function openGamesOfClass(db: Db, actor: Actor, classId: string) {
  await loadClassFor(db, actor, classId, 'read');
  const rows = await q.openGamesOfClass(db, classId);
  return Promise.all(
    rows.map(async (row) => ({
      gameId: row.id,
      code: row.code,
      assessmentId: row.assessmentId,
      assessmentName: await q.assessmentName(db, row.assessmentId),
      classId: row.classId,
      phase: row.state.phase,
      questionCount: row.questions.length,
      settings: row.settings as LiveQuizSettings,
      createdAt: row.createdAt.toISOString(),
    })),
  );
}
