import {
  LIVE_QUIZ_MESSAGES as M,
  type LiveQuizAnswerAck,
  type LiveQuizGame,
  type LiveQuizOwnResult,
  type LiveQuizPlayerSnapshot,
  type LiveQuizPlayerView,
  type LiveQuizQuestionView,
  type LiveQuizReveal,
  SOCKET_ERROR_CODES as CODES,
} from '@bright/contracts';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { client } from '../../../test/api-client';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { buildLicence } from '../../../test/licence-factories';
import { SocketClients, nextEvent } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { type HostAck, type JoinAck, ask, okData, quizAssessment } from './live-quiz.fixtures';

let t: TestApp;
let base: string;
let world: ClassWorld;
let assessmentId: string;
const clients = new SocketClients();
afterEach(() => clients.closeAll());

beforeAll(async () => {
  // The join limit per address has its own file (live-quiz.flood.test.ts); here every guest comes from loopback.
  t = await createTestApp({ env: { LIVE_QUIZ_GUEST_JOINS_PER_10S: '10000' } });
  base = await listenOnLoopback(t.app);
  world = await classWorld(t, { studentCount: 3 });
  await buildLicence(t, world.institute);
  assessmentId = (await quizAssessment(t.app.db, world.klass, world.teacher.user)).assessment.id;
});
afterAll(() => t?.close());

const api = () => client(t);
async function newGame(settings: Record<string, unknown> = {}) {
  const response = await api().post(
    '/api/live-quiz/create',
    { assessmentId, settings },
    { token: world.teacher.token },
  );
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: LiveQuizGame }).data;
}
const quiz = { namespace: '/live-quiz' as const };
const hostOf = async (game: LiveQuizGame) => {
  const socket = await clients.connected(base, { ...quiz, token: world.teacher.token });
  okData(await ask<HostAck>(socket, 'liveQuiz:host', { gameId: game.gameId }));
  return socket;
};
const guest = () => clients.connected(base, { ...quiz, auth: { guest: true } });
const student = (index: number) => clients.connected(base, { ...quiz, token: world.students[index]!.token });
const joinAs = async (socket: Awaited<ReturnType<typeof guest>>, code: string, nickname?: string) =>
  okData(await ask<JoinAck>(socket, 'liveQuiz:join', { code, ...(nickname ? { nickname } : {}) }));

describe('creating a live quiz', () => {
  it('needs a token, a valid assessment id, the class teacher, and objective questions', async () => {
    expect((await api().post('/api/live-quiz/create', { assessmentId })).statusCode).toBe(401);
    const bad = await api().post('/api/live-quiz/create', {}, { token: world.teacher.token });
    expect([bad.statusCode, bad.json().message]).toEqual([400, 'Please provide: assessmentId']);
    const other = await api().post('/api/live-quiz/create', { assessmentId }, { token: world.otherTeacher.token });
    expect(other.statusCode).toBe(403);
    const student = await api().post('/api/live-quiz/create', { assessmentId }, { token: world.students[0]!.token });
    expect(student.statusCode).toBe(403);
    const { assessment } = await (
      await import('../../../test/assessment-factories')
    ).buildAssessment(t.app.db, {
      klass: world.klass,
      createdBy: world.teacher.user,
      questions: [{ type: 'SHORT_ANSWER', description: 'Why?', points: 1 }],
    });
    const none = await api().post(
      '/api/live-quiz/create',
      { assessmentId: assessment.id },
      { token: world.teacher.token },
    );
    expect([none.statusCode, none.json().message]).toEqual([400, M.noObjectiveQuestions]);
  });

  it('gives a six-digit code and the objective questions only', async () => {
    const game = await newGame({ timerSeconds: 10 });
    expect(game.code).toMatch(/^\d{6}$/);
    expect(game).toMatchObject({
      phase: 'LOBBY',
      questionCount: 3,
      settings: { timerSeconds: 10, streakBonus: false },
    });
    const active = await api().get('/api/live-quiz/active', {
      token: world.students[0]!.token,
      query: { classId: world.klass.id },
    });
    expect(active.json().data.map((g: LiveQuizGame) => g.gameId)).toContain(game.gameId);
  });
});

describe('joining', () => {
  it('lets students in by account and guests by nickname, and tells the host', async () => {
    const game = await newGame();
    const host = await hostOf(game);
    const arrivals = nextEvent<LiveQuizPlayerView[]>(host, 'liveQuiz:players');
    const ada = await joinAs(await student(0), game.code);
    expect(ada).toMatchObject({ nickname: 'Ada S', approved: true, phase: 'LOBBY', score: 0 });
    expect((await arrivals)[0]).toMatchObject({ nickname: 'Ada S', byAccount: true, connected: true });
    const zed = await joinAs(await guest(), game.code, 'Zed');
    expect(zed.playerToken).toMatch(/^[\w-]{22}$/);
  });

  it('refuses a wrong code, a duplicate or offensive or missing nickname, and a forged token', async () => {
    const game = await newGame();
    const socket = await guest();
    const refuse = async (event: string, payload: unknown) => {
      const answer = await ask(socket, event, payload);
      return answer.ok ? 'accepted' : answer.message;
    };
    const wrong = game.code === '000000' ? '000001' : '000000';
    expect(await refuse('liveQuiz:join', { code: wrong, nickname: 'Kim' })).toBe(M.wrongCode);
    expect(await refuse('liveQuiz:join', { code: 'abc', nickname: 'Kim' })).toContain(M.wrongCode);
    await joinAs(await guest(), game.code, 'Kim');
    expect(await refuse('liveQuiz:join', { code: game.code, nickname: ' KIM ' })).toBe(M.nicknameTaken);
    expect(await refuse('liveQuiz:join', { code: game.code, nickname: 'fuck3r' })).toBe(M.nicknameOffensive);
    expect(await refuse('liveQuiz:join', { code: game.code, nickname: 'sh1t head' })).toBe(M.nicknameOffensive);
    expect(await refuse('liveQuiz:join', { code: game.code })).toBe(M.nicknameNeeded);
    expect(await refuse('liveQuiz:join', { code: game.code, nickname: 'x' })).toBe(M.nicknameLength);
    const forged = 'A'.repeat(22);
    expect(await refuse('liveQuiz:rejoin', { code: game.code, playerToken: forged })).toBe(M.badToken);
    expect(await refuse('liveQuiz:rejoin', { code: game.code, playerToken: 'short' })).toContain(M.badToken);
  });

  it('keeps guests out of a locked game, past the cap, and until the host approves them', async () => {
    const game = await newGame({ maxPlayers: 2, hostApproval: true });
    const host = await hostOf(game);
    // A NUL in a text PostgreSQL would reach is refused before the handler, not answered as an internal error.
    expect(await ask(host, 'liveQuiz:lock', { gameId: `${game.gameId}\u0000`, locked: true })).toMatchObject({
      ok: false,
      code: 'realtime.badPayload',
      message: 'Text must not contain the NUL character: gameId',
    });
    okData(await ask(host, 'liveQuiz:lock', { gameId: game.gameId, locked: true }));
    const first = await guest();
    expect(await ask(first, 'liveQuiz:join', { code: game.code, nickname: 'Ann' })).toMatchObject({
      message: M.locked,
    });
    okData(await ask(host, 'liveQuiz:lock', { gameId: game.gameId, locked: false }));
    const ann = await joinAs(first, game.code, 'Ann');
    expect(ann.approved).toBe(false);
    await joinAs(await guest(), game.code, 'Bob');
    expect(await ask(await guest(), 'liveQuiz:join', { code: game.code, nickname: 'Cat' })).toMatchObject({
      message: M.full,
    });
    const approved = nextEvent<{ approved: boolean }>(first, 'liveQuiz:approved');
    okData(await ask(host, 'liveQuiz:approve', { gameId: game.gameId, playerId: ann.playerId, accept: true }));
    expect(await approved).toEqual({ approved: true });
  });
});

describe('playing', () => {
  it('scores on the server, refuses a second answer and another question, reveals only after the question', async () => {
    const game = await newGame({ timerSeconds: 10 });
    const host = await hostOf(game);
    const [adaSocket, benSocket] = [await student(0), await student(1)];
    const ada = await joinAs(adaSocket, game.code);
    await joinAs(benSocket, game.code);
    const seen = nextEvent<LiveQuizQuestionView & { correctOptionIds?: unknown }>(adaSocket, 'liveQuiz:question');
    okData(await ask(host, 'liveQuiz:next', { gameId: game.gameId }));
    const question = await seen;
    expect(question).toMatchObject({ index: 0, count: 3, multiple: false });
    expect(JSON.stringify(question)).not.toContain('correct');

    const answer = (socket: typeof adaSocket, questionIndex: number, optionIds: string[]) =>
      ask<LiveQuizAnswerAck>(socket, 'liveQuiz:answer', { gameId: ada.gameId, questionIndex, optionIds });
    expect(await answer(adaSocket, 1, ['true'])).toMatchObject({ ok: false, message: M.wrongQuestion });
    expect(okData(await answer(adaSocket, 0, ['b']))).toEqual({ questionIndex: 0, optionIds: ['b'], changed: false });
    expect(await answer(adaSocket, 0, ['a'])).toMatchObject({ ok: false, message: M.alreadyAnswered });

    const reveal = nextEvent<LiveQuizReveal>(adaSocket, 'liveQuiz:reveal');
    const own = nextEvent<LiveQuizOwnResult>(adaSocket, 'liveQuiz:result');
    okData(await answer(benSocket, 0, ['a']));
    // Everyone answered: the question closes at once.
    expect(await reveal).toMatchObject({ index: 0, correctOptionIds: ['b'], distribution: { a: 1, b: 1, c: 0 } });
    const mine = await own;
    expect(mine).toMatchObject({ correct: true, rank: 1 });
    expect(mine.points).toBeGreaterThan(900);
    expect(await answer(adaSocket, 0, ['b'])).toMatchObject({ ok: false, message: M.noQuestionOpen });
  });

  it('lets a student who reloads come back with her score and her answer, by token', async () => {
    const game = await newGame({ timerSeconds: 20 });
    const host = await hostOf(game);
    const first = await student(0);
    const ada = await joinAs(first, game.code);
    await joinAs(await student(1), game.code);
    okData(await ask(host, 'liveQuiz:next', { gameId: game.gameId }));
    await nextEvent(first, 'liveQuiz:question').catch(() => undefined);
    okData(await ask(first, 'liveQuiz:answer', { gameId: game.gameId, questionIndex: 0, optionIds: ['b'] }));
    first.disconnect();
    const again = await student(0);
    const back = okData(
      await ask<LiveQuizPlayerSnapshot>(again, 'liveQuiz:rejoin', {
        code: game.code,
        playerToken: ada.playerToken,
      }),
    );
    expect(back).toMatchObject({ playerId: ada.playerId, nickname: 'Ada S', phase: 'QUESTION', answered: ['b'] });
    expect(
      await ask(again, 'liveQuiz:answer', { gameId: game.gameId, questionIndex: 0, optionIds: ['a'] }),
    ).toMatchObject({ ok: false, message: M.alreadyAnswered });
    const result = nextEvent<LiveQuizOwnResult>(again, 'liveQuiz:result');
    okData(await ask(host, 'liveQuiz:skip', { gameId: game.gameId }));
    const scored = await result;
    expect(scored.correct).toBe(true);
    // Reloading again between questions brings back the score just earned, the reveal and her own result.
    const reloaded = await student(0);
    expect(
      okData(
        await ask<LiveQuizPlayerSnapshot>(reloaded, 'liveQuiz:rejoin', {
          code: game.code,
          playerToken: ada.playerToken,
        }),
      ),
    ).toMatchObject({
      score: scored.score,
      phase: 'REVEAL',
      reveal: { index: 0, correctOptionIds: ['b'] },
      result: scored,
    });
  });

  it('refuses a kicked player for good, token included', async () => {
    const game = await newGame();
    const host = await hostOf(game);
    const socket = await guest();
    const zed = await joinAs(socket, game.code, 'Zed');
    const kicked = nextEvent<{ message: string }>(socket, 'liveQuiz:kicked');
    okData(await ask(host, 'liveQuiz:kick', { gameId: game.gameId, playerId: zed.playerId }));
    expect(await kicked).toEqual({ message: M.kicked });
    const back = await guest();
    expect(await ask(back, 'liveQuiz:rejoin', { code: game.code, playerToken: zed.playerToken })).toMatchObject({
      ok: false,
      message: M.kicked,
    });
  });

  it('keeps the host controls to the host: a player cannot start, kick or end', async () => {
    const game = await newGame();
    const socket = await student(2);
    await joinAs(socket, game.code);
    for (const event of ['liveQuiz:next', 'liveQuiz:end', 'liveQuiz:skip', 'liveQuiz:pause']) {
      expect(await ask(socket, event, { gameId: game.gameId })).toMatchObject({ ok: false, code: CODES.forbidden });
    }
    const outsider = await clients.connected(base, { ...quiz, token: world.otherTeacher.token });
    expect(await ask(outsider, 'liveQuiz:next', { gameId: game.gameId })).toMatchObject({
      ok: false,
      code: CODES.forbidden,
    });
    const guestSocket = await guest();
    expect(await ask(guestSocket, 'liveQuiz:host', { gameId: game.gameId })).toMatchObject({
      ok: false,
      code: CODES.forbidden,
    });
  });

  it('plays to the podium, saves the report, CSV, PDF and the students results', async () => {
    const game = await newGame({ timerSeconds: 5, scoring: 'ACCURACY' });
    const host = await hostOf(game);
    const [ada, ben] = [await student(0), await student(1)];
    const guestSocket = await guest();
    await joinAs(ada, game.code);
    await joinAs(ben, game.code);
    const zed = await joinAs(guestSocket, game.code, 'Zed');
    const keys = [['b'], ['true'], ['p2', 'p3', 'p5']];
    const benAnswers = [['b'], ['false'], ['p4']];
    for (const [index, key] of keys.entries()) {
      okData(await ask(host, 'liveQuiz:next', { gameId: game.gameId }));
      const reveal = nextEvent<LiveQuizReveal>(host, 'liveQuiz:reveal');
      okData(await ask(ada, 'liveQuiz:answer', { gameId: game.gameId, questionIndex: index, optionIds: key }));
      okData(
        await ask(ben, 'liveQuiz:answer', { gameId: game.gameId, questionIndex: index, optionIds: benAnswers[index] }),
      );
      okData(await ask(guestSocket, 'liveQuiz:answer', { gameId: game.gameId, questionIndex: index, optionIds: key }));
      await reveal;
    }
    const ended = nextEvent<{ podium: { nickname: string; score: number; rank: number }[] }>(ada, 'liveQuiz:ended');
    expect(okData(await ask<{ phase: string }>(host, 'liveQuiz:next', { gameId: game.gameId })).phase).toBe('ENDED');
    const { podium } = await ended;
    expect(podium.map((entry) => [entry.score, entry.rank])).toEqual([
      [3000, 1],
      [3000, 1],
      [1000, 3],
    ]);
    expect(podium[2]!.nickname).toBe('Ben S');
    // A guest who reloads on the podium finds it again by her token; a new guest cannot join any more.
    const back = await guest();
    const again = okData(
      await ask<LiveQuizPlayerSnapshot>(back, 'liveQuiz:rejoin', { code: game.code, playerToken: zed.playerToken }),
    );
    expect(again).toMatchObject({ phase: 'ENDED', nickname: 'Zed', score: 3000, question: null });
    expect(again.leaderboard.map((entry) => entry.score)).toEqual([3000, 3000, 1000]);
    expect(await ask(back, 'liveQuiz:join', { code: game.code, nickname: 'Late' })).toMatchObject({
      ok: false,
      message: M.wrongCode,
    });

    const report = await api().get('/api/live-quiz/report', {
      token: world.teacher.token,
      query: { gameId: game.gameId },
    });
    expect(report.statusCode).toBe(200);
    const data = report.json().data;
    expect(data.players).toHaveLength(3);
    expect(data.questions[0]).toMatchObject({ answered: 3, correctCount: 3 });
    const csv = await api().get('/api/live-quiz/report/csv', {
      token: world.teacher.token,
      query: { gameId: game.gameId },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\r\n')[0]).toBe('Rank,Nickname,Student,Score,Correct,Q1,Q2,Q3');
    const pdf = await api().get('/api/live-quiz/report/pdf', {
      token: world.teacher.token,
      query: { gameId: game.gameId },
    });
    expect([pdf.statusCode, pdf.headers['content-type'], pdf.rawPayload.subarray(0, 5).toString()]).toEqual([
      200,
      'application/pdf',
      '%PDF-',
    ]);
    const foreign = await api().get('/api/live-quiz/report', {
      token: world.otherTeacher.token,
      query: { gameId: game.gameId },
    });
    expect(foreign.statusCode).toBe(403);

    const results = await api().get('/api/assessment/result', { token: world.teacher.token, query: { assessmentId } });
    expect(results.statusCode, results.body).toBe(200);
    // Ada and Ben played by account: their answers are the assessment's results now (the guest's are not).
    const analysis = results.json().data;
    expect(analysis.submittedResponses).toBe(2);
    expect(analysis.questions[0]).toMatchObject({ answered: 2, correctCount: 2 });
    expect(analysis.questions[1]).toMatchObject({ answered: 2, correctCount: 1 });
  });
});
