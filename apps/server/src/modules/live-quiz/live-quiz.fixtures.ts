// Fixtures of the live quiz tests and its authorization cases; not part of the app.
import type { LiveQuizHostSnapshot, LiveQuizPlayerSnapshot, LiveQuizSettings, SocketAck } from '@bright/contracts';
import { LiveQuizSettings as Settings } from '@bright/contracts';
import type { Socket } from 'socket.io-client';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import type { AuthzContext } from '../../../test/authz';
import { classForCaller } from '../../../test/authz/class-for-caller';
import type { Db } from '../../db/client';
import { liveQuizGames, liveQuizPlayers } from '../../db/schema';
import type { Klass, User } from '../../../test/factories';
import { hashToken } from './live-quiz.store';

export const ask = <T>(socket: Socket, event: string, payload: unknown, timeoutMs = 8_000) =>
  socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<SocketAck<T>>;

export const okData = <T>(answer: SocketAck<T>): T => {
  if (!answer.ok) throw new Error(`refused: ${answer.code} ${answer.message}`);
  return answer.data;
};

export type HostAck = LiveQuizHostSnapshot;
export type JoinAck = LiveQuizPlayerSnapshot;

/** The assessment of MIXED_QUESTIONS: three objective questions (MCQ b; TRUE_OR_FALSE true; MULTIPLE_SELECT p2 p3 p5). */
export const quizAssessment = (db: Db, klass: Klass, teacher: User) =>
  buildAssessment(db, { klass, createdBy: teacher, questions: MIXED_QUESTIONS, name: 'Live quiz test' });

let codeCounter = 100_000;
/** A game written straight to the database, as createGame leaves it (for the authorization matrix). */
export async function storedGame(db: Db, klass: Klass, teacher: User, settings: Partial<LiveQuizSettings> = {}) {
  const { assessment, questions } = await quizAssessment(db, klass, teacher);
  const code = String((codeCounter += 7) % 1_000_000).padStart(6, '0');
  const [game] = await db
    .insert(liveQuizGames)
    .values({
      instituteId: klass.instituteId,
      classId: klass.id,
      assessmentId: assessment.id,
      hostId: teacher.id,
      code: `${code}`,
      settings: Settings.parse(settings),
      questions: questions.slice(0, 3).map((row) => ({
        id: row.id,
        type: row.type,
        description: row.description,
        image: null,
        options: row.options.map((option) => ({ id: option.id, title: option.title, image: null })),
        correctOptionIds: row.correctOptions,
        points: row.points,
        durationMs: 20_000,
      })),
      state: { phase: 'LOBBY', questionIndex: -1, locked: false },
    })
    .returning();
  return game!;
}

/** For the socket authorization matrix: a game of a class the caller may host (or plays in). */
export async function gameForCaller(ctx: AuthzContext) {
  const { klass, teacher } = await classForCaller(ctx);
  return storedGame(ctx.db, klass, teacher);
}

/** A stored guest of a game with a known token (the rejoin case of the matrix). */
export async function storedPlayer(db: Db, gameId: string, token: string) {
  await db.insert(liveQuizPlayers).values({
    gameId,
    id: `p-${token.slice(0, 8)}`,
    nickname: `Guest ${token.slice(0, 6)}`,
    tokenHash: hashToken(token),
  });
}
