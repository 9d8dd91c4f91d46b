import { LIVE_QUIZ_MESSAGES as M, type LiveQuizGame, SOCKET_ERROR_CODES as CODES } from '@bright/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/api-client';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { buildLicence } from '../../../test/licence-factories';
import { SocketClients } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { type HostAck, ask, okData, quizAssessment } from './live-quiz.fixtures';

let t: TestApp;
let base: string;
let world: ClassWorld;
let game: LiveQuizGame;
const clients = new SocketClients();
afterEach(() => clients.closeAll());

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t.app);
  world = await classWorld(t, { studentCount: 1 });
  await buildLicence(t, world.institute);
  const { assessment } = await quizAssessment(t.app.db, world.klass, world.teacher.user);
  const created = await client(t).post(
    '/api/live-quiz/create',
    { assessmentId: assessment.id, settings: { maxPlayers: 5000 } },
    { token: world.teacher.token },
  );
  game = created.json().data;
});
afterAll(() => t?.close());

const quiz = { namespace: '/live-quiz' as const };

describe('a flood of guest joins from one address', () => {
  it('lets 20 of 500 in within the window, refuses the rest with a code, and the game plays on', async () => {
    const sockets = await Promise.all(
      Array.from({ length: 25 }, () => clients.connected(base, { ...quiz, auth: { guest: true } })),
    );
    const answers = await Promise.all(
      Array.from({ length: 500 }, (_, index) =>
        ask(
          sockets[index % sockets.length]!,
          'liveQuiz:join',
          { code: game.code, nickname: `Bot ${index}` },
          5_000,
        ).catch(() => ({ ok: false as const, code: 'cut', message: 'no answer' })),
      ),
    );
    const admitted = answers.filter((answer) => answer.ok).length;
    const limited = answers.flatMap((answer) => (!answer.ok && answer.code === CODES.rateLimited ? [answer] : []));
    expect(admitted).toBe(20);
    expect(limited.length).toBeGreaterThan(400);
    expect(limited[0]!.message).toBe(M.joinRateLimited);

    // A student of the class still joins by account, and the host runs the game.
    const student = await clients.connected(base, { ...quiz, token: world.students[0]!.token });
    expect((await ask(student, 'liveQuiz:join', { code: game.code })).ok).toBe(true);
    const host = await clients.connected(base, { ...quiz, token: world.teacher.token });
    const snapshot = okData(
      await ask<HostAck>(host, 'liveQuiz:host', {
        gameId: game.gameId,
      }),
    );
    expect(snapshot.players).toHaveLength(21);
    expect(okData(await ask<{ phase: string }>(host, 'liveQuiz:next', { gameId: game.gameId })).phase).toBe('QUESTION');
  });
});
