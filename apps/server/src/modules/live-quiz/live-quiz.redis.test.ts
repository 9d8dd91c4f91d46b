import {
  LIVE_QUIZ_MESSAGES as M,
  SOCKET_ERROR_CODES as CODES,
  type LiveQuizGame,
  type LiveQuizPlayerSnapshot,
  type LiveQuizQuestionView,
} from '@bright/contracts';
import { and, eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type { Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/api-client';
import { classWorld } from '../../../test/class-world';
import { type ServerProcess, startServerProcess } from '../../../test/server-processes';
import { buildLicence } from '../../../test/licence-factories';
import { SocketClients, nextEvent } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback, testRedisPrefix } from '../../../test/test-app';
import { liveQuizAnswers, liveQuizPlayers } from '../../db/schema';
import { type HostAck, type JoinAck, ask, okData, quizAssessment } from './live-quiz.fixtures';
import { joinCountKey } from './live-quiz.join-limit';

const REDIS_URL = process.env.TEST_REDIS_URL;
const DATABASE_URL = process.env.TEST_DATABASE_URL;
const clients = new SocketClients();
const children: ServerProcess[] = [];

/** Two real server processes on the test's schema and Redis: A first, then B. */
async function startTwoServers(schema: string) {
  const started = await Promise.all([0, 1].map(() => startServerProcess(DATABASE_URL!, schema, REDIS_URL!)));
  children.push(...started);
  return [started[0]!.baseUrl, started[1]!.baseUrl] as const;
}

const quiz = { namespace: '/live-quiz' as const };

describe('a live quiz across two server processes sharing Redis and PostgreSQL', () => {
  let t: TestApp | undefined;
  afterAll(async () => {
    clients.closeAll();
    await Promise.all(children.map((child) => child.kill()));
    await t?.close();
  });

  it.skipIf(!REDIS_URL || !DATABASE_URL)(
    'serves players on both, and when the owner is killed mid-question the other resumes from the last save',
    async () => {
      t = await createTestApp();
      const world = await classWorld(t, { studentCount: 3 });
      await buildLicence(t, world.institute);
      const { assessment } = await quizAssessment(t.app.db, world.klass, world.teacher.user);
      const schema = t.database.schemaName;
      const [baseA, baseB] = await startTwoServers(schema);
      // The game is created on A: A owns it. The host and half the players sit on B.
      const created = await fetch(`${baseA}/api/live-quiz/create`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: world.teacher.token },
        body: JSON.stringify({ assessmentId: assessment.id, settings: { timerSeconds: 60, scoring: 'ACCURACY' } }),
      });
      expect(created.status).toBe(200);
      const game = ((await created.json()) as { data: LiveQuizGame }).data;
      const host = await clients.connected(baseB, { ...quiz, token: world.teacher.token });
      okData(await ask<HostAck>(host, 'liveQuiz:host', { gameId: game.gameId }));

      const seats: { socket: Socket; snapshot: JoinAck; base: string }[] = [];
      const join = async (base: string, auth: { token?: string; guest?: boolean }, nickname?: string) => {
        const socket = await clients.connected(base, { ...quiz, ...(auth.token ? { token: auth.token } : {}), auth });
        const snapshot = okData(await ask<JoinAck>(socket, 'liveQuiz:join', { code: game.code, nickname }));
        seats.push({ socket, snapshot, base });
      };
      await join(baseA, { token: world.students[0]!.token });
      await join(baseA, { guest: true }, 'Guest on A');
      await join(baseB, { token: world.students[1]!.token });
      await join(baseB, { guest: true }, 'Guest on B');
      expect(new Set(seats.map((seat) => seat.snapshot.playerId)).size).toBe(4);

      // Question 0: everyone answers the first option; the reveal reaches the players of both processes.
      const questions = seats.map((seat) => nextEvent<LiveQuizQuestionView>(seat.socket, 'liveQuiz:question'));
      okData(await ask(host, 'liveQuiz:next', { gameId: game.gameId }));
      const first = await Promise.all(questions);
      const reveals = seats.map((seat) => nextEvent(seat.socket, 'liveQuiz:reveal', 10_000));
      for (const seat of seats) {
        const answer = await ask(seat.socket, 'liveQuiz:answer', {
          gameId: game.gameId,
          questionIndex: 0,
          optionIds: [first[0]!.options[0]!.id],
        });
        expect(answer.ok).toBe(true);
      }
      await Promise.all(reveals);
      const second = seats.map((seat) => nextEvent<LiveQuizQuestionView>(seat.socket, 'liveQuiz:question'));
      okData(await ask(host, 'liveQuiz:next', { gameId: game.gameId }));
      const question1 = (await Promise.all(second))[0]!;
      expect(question1.index).toBe(1);

      // Two players answer question 1, then the owner dies without a word.
      for (const seat of seats.slice(1, 3)) {
        const ack = await ask(seat.socket, 'liveQuiz:answer', {
          gameId: game.gameId,
          questionIndex: 1,
          optionIds: [question1.options[0]!.id],
        });
        expect(ack.ok).toBe(true);
      }
      const [owner, survivor] = [baseA, baseB];
      const onSurvivor = seats.filter((seat) => seat.base === survivor);
      const asked = onSurvivor.map((seat) => nextEvent<LiveQuizQuestionView>(seat.socket, 'liveQuiz:question', 20_000));
      await children[0]!.kill();

      // The survivor takes the game over once the lease runs out and asks question 1 again.
      const again = await Promise.all(asked);
      expect(again.map((question) => question.index)).toEqual(onSurvivor.map(() => 1));

      // Players of the dead process come back on the survivor by their token, with their name and score.
      for (const seat of seats.filter((s) => s.base === owner)) {
        const guest = seat.snapshot.nickname.startsWith('Guest');
        const socket = await clients.connected(
          survivor,
          guest ? { ...quiz, auth: { guest: true } } : { ...quiz, token: world.students[0]!.token },
        );
        const back = okData(
          await ask<LiveQuizPlayerSnapshot>(socket, 'liveQuiz:rejoin', {
            code: game.code,
            playerToken: seat.snapshot.playerToken,
          }),
        );
        expect([back.playerId, back.nickname, back.question?.index, back.answered]).toEqual([
          seat.snapshot.playerId,
          seat.snapshot.nickname,
          1,
          null,
        ]);
        seat.socket = socket;
        seat.base = survivor;
      }
      const reveal1 = nextEvent(host, 'liveQuiz:reveal', 15_000);
      for (const seat of seats) {
        const ack = await ask(seat.socket, 'liveQuiz:answer', {
          gameId: game.gameId,
          questionIndex: 1,
          optionIds: [question1.options[1]!.id],
        });
        expect(ack.ok, JSON.stringify(ack)).toBe(true);
      }
      await reveal1;
      okData(await ask(host, 'liveQuiz:end', { gameId: game.gameId }));

      // One stored answer per player and question; the unsaved first answers to question 1 did not count.
      const db = t.app.db;
      const stored = await db.select().from(liveQuizAnswers).where(eq(liveQuizAnswers.gameId, game.gameId));
      expect(stored).toHaveLength(8);
      expect(
        stored.filter((row) => row.questionIndex === 1).every((row) => row.optionIds[0] === question1.options[1]!.id),
      ).toBe(true);
      for (const seat of seats) {
        const [player] = await db
          .select()
          .from(liveQuizPlayers)
          .where(and(eq(liveQuizPlayers.gameId, game.gameId), eq(liveQuizPlayers.id, seat.snapshot.playerId)));
        const points = stored
          .filter((row) => row.playerId === seat.snapshot.playerId)
          .reduce((sum, row) => sum + row.points, 0);
        expect(player!.score).toBe(points);
      }
    },
    120_000,
  );
});

// In this file, not a file of its own: the test above joins guests from this address through the same
// Redis, and the tests of one file run one after the other.
describe.skipIf(!REDIS_URL)('the guest join limit of two processes sharing Redis', () => {
  const apps: TestApp[] = [];
  afterAll(async () => {
    clients.closeAll();
    for (const app of apps.reverse()) await app.close();
  });

  it('lets 6 guests of one address in over both processes, then refuses them with a code on both', async () => {
    const env = { LIVE_QUIZ_GUEST_JOINS_PER_10S: '6' };
    const a = await createTestApp({ redisUrl: REDIS_URL, env });
    apps.push(a);
    const b = await createTestApp({ redisUrl: REDIS_URL, env, database: a.database });
    apps.push(b);
    const redis = new Redis(REDIS_URL!);
    const prefix = testRedisPrefix(a.database);
    await redis.del(joinCountKey(prefix, '127.0.0.1'), joinCountKey(prefix, '::ffff:127.0.0.1'));
    await redis.quit();
    const world = await classWorld(a, { studentCount: 1 });
    await buildLicence(a, world.institute);
    const { assessment } = await quizAssessment(a.app.db, world.klass, world.teacher.user);
    const created = await client(a).post(
      '/api/live-quiz/create',
      { assessmentId: assessment.id },
      { token: world.teacher.token },
    );
    const game = created.json().data as LiveQuizGame;
    const bases = [await listenOnLoopback(a.app), await listenOnLoopback(b.app)];

    // 14 guests, every other one on each process: counted per process, 12 would get in.
    const answers = [];
    for (const [index, letter] of [...'ABCDEFGHIJKLMN'].entries()) {
      const socket = await clients.connected(bases[index % 2]!, { ...quiz, auth: { guest: true } });
      answers.push(await ask(socket, 'liveQuiz:join', { code: game.code, nickname: `Guest ${letter}` }));
    }
    expect(answers.map((answer) => answer.ok)).toEqual([...Array(6).fill(true), ...Array(8).fill(false)]);
    for (const answer of answers.slice(6)) {
      expect(answer).toMatchObject({ ok: false, code: CODES.rateLimited, message: M.joinRateLimited });
    }

    // A student joins by account on B all the same, and the host on B sees the seven.
    const student = await clients.connected(bases[1]!, { ...quiz, token: world.students[0]!.token });
    okData(await ask(student, 'liveQuiz:join', { code: game.code }));
    const host = await clients.connected(bases[1]!, { ...quiz, token: world.teacher.token });
    expect(okData(await ask<HostAck>(host, 'liveQuiz:host', { gameId: game.gameId })).players).toHaveLength(7);
  }, 60_000);
});
