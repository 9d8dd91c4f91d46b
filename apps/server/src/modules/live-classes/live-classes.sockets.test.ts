import {
  BOARD_MESSAGES,
  LIVE_CLASS_MESSAGES as M,
  LIVE_PROTOCOL_VERSION as v,
  type LiveClass,
  type LiveJoined,
  SOCKET_ERROR_CODES as CODES,
} from '@bright/contracts';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import * as Y from 'yjs';
import { client } from '../../../test/api-client';
import { BoardTestClient, ask, stroke } from '../../../test/board-test-client';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { buildLesson } from '../../../test/lesson-factories';
import { buildLicence } from '../../../test/licence-factories';
import { SocketClients, disconnected, nextEvent, waitFor } from '../../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { lessonPages } from '../../db/schema';

const clients = new SocketClients();
afterEach(() => clients.closeAll());

describe('the /live namespace and the board of a live class', () => {
  let t: TestApp;
  let baseUrl: string;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp({ env: { LIVE_TEACHER_GRACE_MS: '1500', LIVE_STUN_URLS: 'stun:stun.example:3478' } });
    baseUrl = await listenOnLoopback(t.app);
    w = await classWorld(t, { studentCount: 3 });
    await buildLicence(t, w.institute, { plan: 'STARTER_PLAN', extras: { extraLiveSessions: 100 } });
  }, 60_000);
  afterAll(() => t?.close());

  const start = async () => {
    const lesson = await buildLesson(t.app.db, { instituteId: w.institute.id, ownerId: w.teacher.user.id, pages: 2 });
    const pages = await t.app.db.select().from(lessonPages).where(eq(lessonPages.lessonId, lesson.id));
    pages.sort((a, b) => a.position - b.position);
    const response = await client(t).post(
      '/api/live-classes/start',
      { lessonId: lesson.id, classId: w.klass.id },
      { token: w.teacher.token },
    );
    return { live: response.json().data as LiveClass, pages };
  };
  const liveSocket = (token: string, flowID: string) =>
    clients.connected(baseUrl, { namespace: '/live', token, auth: { flowID, device: 'WEB' } });
  const enter = async (token: string, live: LiveClass) => {
    const socket = await liveSocket(token, live.lessonId);
    const answer = await ask<LiveJoined>(socket, 'live:join', { v, liveClassId: live.id });
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    return { socket, joined: (answer as { data: LiveJoined }).data };
  };
  const board = async (token: string, live: LiveClass, pageId: string) => {
    const socket = await clients.connected(baseUrl, { namespace: '/board', token });
    const board = new BoardTestClient(socket, live.lessonId, pageId);
    const answer = await board.join();
    expect(answer.ok, JSON.stringify(answer)).toBe(true);
    return board;
  };

  it('lets the class in with its role, refuses outsiders, another institute and bad payloads', async () => {
    const { live } = await start();
    const teacher = await enter(w.teacher.token, live);
    expect(teacher.joined).toMatchObject({ role: 'teacher', pen: false });
    expect(teacher.joined.iceServers).toEqual([{ urls: ['stun:stun.example:3478'] }]);
    const presence = nextEvent<{ participants: Array<{ userId: string; userTag: string }> }>(
      teacher.socket,
      'live:presence',
    );
    const student = await enter(w.students[0]!.token, live);
    expect(student.joined.role).toBe('student');
    expect((await presence).participants.map((p) => p.userTag)).toEqual(['Tomas Teacher', 'Ada Student1']);

    const outsider = await liveSocket(w.outsider.token, live.lessonId);
    expect(await ask(outsider, 'live:join', { v, liveClassId: live.id })).toMatchObject({
      ok: false,
      code: CODES.forbidden,
    });
    const foreign = await liveSocket(w.foreign.teacher.token, live.lessonId);
    expect(await ask(foreign, 'live:join', { v, liveClassId: live.id })).toEqual({
      ok: false,
      code: CODES.notFound,
      message: M.notFound,
    });
    expect(await ask(student.socket, 'live:join', { v: 99, liveClassId: live.id })).toMatchObject({
      ok: false,
      code: CODES.badPayload,
    });
    expect(await ask(student.socket, 'live:join', { v })).toMatchObject({ ok: false, code: CODES.badPayload });
  });

  it('sends the teacher’s page and view to followers, refuses a student presenting, and a late joiner reads it', async () => {
    const { live, pages } = await start();
    const teacher = await enter(w.teacher.token, live);
    const student = await enter(w.students[0]!.token, live);
    const view = { v, liveClassId: live.id, pageId: pages[1]!.id, scale: 1.5, x: -20, y: 40 };
    expect(await ask(student.socket, 'live:view', view)).toMatchObject({ ok: false, code: CODES.forbidden });
    expect(await ask(teacher.socket, 'live:view', { ...view, pageId: 'elsewhere' })).toMatchObject({
      ok: false,
      code: CODES.notFound,
    });
    expect(await ask(teacher.socket, 'live:view', { ...view, scale: 0 })).toMatchObject({
      ok: false,
      code: CODES.badPayload,
    });
    const seen = nextEvent<{ pageId: string; scale: number }>(student.socket, 'live:view');
    expect(await ask(teacher.socket, 'live:view', view)).toMatchObject({ ok: true });
    expect(await seen).toMatchObject({ pageId: pages[1]!.id, scale: 1.5, x: -20, y: 40 });
    const late = await enter(w.students[1]!.token, live);
    expect(late.joined.liveClass.presenter).toEqual({ pageId: pages[1]!.id, scale: 1.5, x: -20, y: 40 });
  });

  it('keeps the board read-only for students until the teacher grants the pen, checked on every update', async () => {
    const { live, pages } = await start();
    const pageId = pages[0]!.id;
    const teacher = await enter(w.teacher.token, live);
    const adaLive = await enter(w.students[0]!.token, live);
    const owner = await board(w.teacher.token, live, pageId);
    const ada = await board(w.students[0]!.token, live, pageId);
    const ben = await board(w.students[1]!.token, live, pageId);
    expect(ada.joined!.readOnly).toBe(true);

    const answered = ada.answers.length;
    ada.draw(stroke('ada-before-pen'));
    await waitFor(() => ada.answers.length === answered + 1, 'the refusal');
    expect(ada.answers.at(-1)).toEqual({ ok: false, code: CODES.forbidden, message: BOARD_MESSAGES.readOnly });

    const grant = { v, liveClassId: live.id, userId: w.students[0]!.user.id, granted: true };
    expect(await ask(adaLive.socket, 'live:pen', grant)).toMatchObject({ ok: false, code: CODES.forbidden });
    const outsiderGrant = { ...grant, userId: w.outsider.user.id };
    expect(await ask(teacher.socket, 'live:pen', outsiderGrant)).toEqual({
      ok: false,
      code: CODES.badRequest,
      message: M.penForStudents,
    });
    const penEvent = nextEvent<{ penHolders: string[] }>(teacher.socket, 'live:pen');
    expect(await ask(teacher.socket, 'live:pen', grant)).toEqual({
      ok: true,
      data: { penHolders: [w.students[0]!.user.id] },
    });
    expect((await penEvent).penHolders).toEqual([w.students[0]!.user.id]);
    // With the pen, the client joins the page again: the server asks for what it lacks (the refused stroke).
    expect((await ada.join()).ok).toBe(true);
    expect(ada.joined!.readOnly).toBe(false);

    // Both write at once: every client, a late joiner and the server end byte for byte equal.
    for (let index = 0; index < 20; index += 1) {
      owner.draw(stroke(`teacher-${index}`, 30, index));
      ada.draw(stroke(`ada-${index}`, 30, index + 100));
    }
    await owner.settled();
    await waitFor(() => ada.inFlight === 0 && ada.answers.length >= answered + 23, 'ada stored');
    expect(ada.answers.slice(answered + 1).every((answer) => answer.ok)).toBe(true);
    // 20 strokes each, and the stroke refused before the pen, sent again once she held it.
    const late = await board(w.students[2]!.token, live, pageId);
    const state = (client: BoardTestClient) => Buffer.from(Y.encodeStateAsUpdate(client.doc)).toString('base64');
    await waitFor(
      () => [ada, ben, late].every((c) => c.items.size === 41) && owner.items.size === 41,
      'every client converges',
    );
    const vector = (c: BoardTestClient) => Buffer.from(Y.encodeStateVector(c.doc)).toString('hex');
    expect(new Set([owner, ada, ben, late].map(vector)).size).toBe(1);
    expect(state(late)).toBe(state(ben));

    // Malformed and oversize updates are refused, the board intact.
    expect(await ada.send(Uint8Array.from([2, 200]))).toMatchObject({ ok: false, code: CODES.badRequest });
    expect(await ada.send(Uint8Array.from([2, 3, 1, 2, 3]))).toMatchObject({ ok: false });
    expect(owner.items.size).toBe(41);

    const revoke = { ...grant, granted: false };
    expect(await ask(teacher.socket, 'live:pen', revoke)).toEqual({ ok: true, data: { penHolders: [] } });
    expect(await ada.send(Uint8Array.from([2, 0]))).toEqual({
      ok: false,
      code: CODES.forbidden,
      message: BOARD_MESSAGES.readOnly,
    });
    expect(await ask(ada.socket, 'wb:live', { v: 1, pageId, entries: [{ id: 's', points: [1, 2] }] })).toMatchObject({
      ok: false,
      code: CODES.forbidden,
    });
  });

  it('batches cursors with userId and userTag and drops a flood without cutting the connection', async () => {
    const { live, pages } = await start();
    const teacher = await enter(w.teacher.token, live);
    const student = await enter(w.students[0]!.token, live);
    const seen: Array<{ userId: string; userTag: string }> = [];
    teacher.socket.on('live:cursors', (event: { cursors: typeof seen }) => seen.push(...event.cursors));
    const cursor = { v, liveClassId: live.id, pageId: pages[0]!.id, x: 10, y: 20 };
    const answers = await Promise.all(
      Array.from({ length: 60 }, () => ask<{ accepted: boolean }>(student.socket, 'live:cursor', cursor)),
    );
    const accepted = answers.filter((answer) => answer.ok && answer.data.accepted).length;
    expect(accepted).toBeGreaterThan(0);
    expect(accepted).toBeLessThanOrEqual(40); // at most 20 a second, and the burst spans at most two seconds
    await waitFor(() => seen.length > 0, 'a cursor batch');
    expect(seen[0]).toMatchObject({ userId: w.students[0]!.user.id, userTag: 'Ada Student1', x: 10, y: 20 });
    expect(student.socket.connected).toBe(true);
    const stranger = await liveSocket(w.students[1]!.token, live.lessonId);
    expect(await ask(stranger, 'live:cursor', cursor)).toEqual({
      ok: false,
      code: CODES.badRequest,
      message: M.notJoined,
    });
  });

  it('relays signalling only to participants of the session', async () => {
    const { live } = await start();
    const teacher = await enter(w.teacher.token, live);
    const student = await enter(w.students[0]!.token, live);
    const offer = { v, liveClassId: live.id, to: w.students[0]!.user.id, kind: 'offer', data: '{"sdp":"x"}' };
    const received = nextEvent<{ from: string; kind: string }>(student.socket, 'live:signal');
    expect(await ask(teacher.socket, 'live:signal', offer)).toEqual({ ok: true, data: null });
    expect(await received).toMatchObject({ from: w.teacher.user.id, kind: 'offer' });
    expect(await ask(teacher.socket, 'live:signal', { ...offer, to: w.outsider.user.id })).toEqual({
      ok: false,
      code: CODES.badRequest,
      message: M.notParticipant,
    });
    expect(await ask(teacher.socket, 'live:signal', { ...offer, data: 'x'.repeat(70_000) })).toMatchObject({
      ok: false,
      code: CODES.badPayload,
    });
  });

  it('keeps the session through a teacher reconnect within the grace period, then ends it without the teacher', async () => {
    const { live, pages } = await start();
    const teacher = await enter(w.teacher.token, live);
    const student = await enter(w.students[0]!.token, live);
    await ask(teacher.socket, 'live:view', { v, liveClassId: live.id, pageId: pages[1]!.id, scale: 1, x: 0, y: 0 });
    const away = nextEvent<{ online: boolean }>(student.socket, 'live:teacher');
    teacher.socket.disconnect();
    expect(await away).toMatchObject({ online: false, graceMs: 1500 });
    const back = await enter(w.teacher.token, live);
    expect(back.joined.role).toBe('teacher');
    await new Promise((resolve) => setTimeout(resolve, 1_800));
    const status = await client(t).get('/api/live-classes/read', {
      token: w.students[0]!.token,
      query: { id: live.id },
    });
    expect(status.json().data.status).toBe('LIVE');

    // A student's reconnect lands on the teacher's page with the same role.
    student.socket.disconnect();
    const again = await enter(w.students[0]!.token, live);
    expect(again.joined).toMatchObject({ role: 'student', liveClass: { presenter: { pageId: pages[1]!.id } } });

    const ended = nextEvent<{ message: string }>(again.socket, 'live:ended', 6_000);
    back.socket.disconnect();
    expect(await ended).toMatchObject({ message: 'Live Session Ended' });
    const after = await client(t).get('/api/live-classes/read', {
      token: w.students[0]!.token,
      query: { id: live.id },
    });
    expect(after.json().data.status).toBe('ENDED');
  }, 20_000);

  it("ends for everyone with 'Live Session Ended' when the teacher exits, and refuses joining afterwards", async () => {
    const { live } = await start();
    await enter(w.teacher.token, live);
    const one = await enter(w.students[0]!.token, live);
    const two = await enter(w.students[1]!.token, live);
    const seen = Promise.all([nextEvent(one.socket, 'live:ended'), nextEvent(two.socket, 'live:ended')]);
    await client(t).post('/api/live-classes/end', { liveClassId: live.id }, { token: w.teacher.token });
    expect(await seen).toEqual([
      { v, liveClassId: live.id, message: 'Live Session Ended' },
      { v, liveClassId: live.id, message: 'Live Session Ended' },
    ]);
    expect(await ask(one.socket, 'live:join', { v, liveClassId: live.id })).toEqual({
      ok: false,
      code: CODES.badRequest,
      message: M.ended,
    });
  });

  it('caps publishers and refuses media state outside a session', async () => {
    const { live } = await start();
    const teacher = await enter(w.teacher.token, live);
    const media = { v, liveClassId: live.id, publishing: true, audio: true, video: true, speaking: true };
    const presence = nextEvent<{ participants: Array<{ role: string; media: { speaking: boolean } }> }>(
      teacher.socket,
      'live:presence',
    );
    expect(await ask(teacher.socket, 'live:media', media)).toEqual({ ok: true, data: null });
    expect((await presence).participants[0]!.media).toEqual({
      publishing: true,
      audio: true,
      video: true,
      speaking: true,
    });
    const stranger: Socket = await liveSocket(w.students[0]!.token, live.lessonId);
    expect(await ask(stranger, 'live:media', media)).toMatchObject({ ok: false, code: CODES.badRequest });
  });

  // Last: it takes a student out of the class for good.
  it('disconnects a student removed from the class at once, from the session and its board', async () => {
    const { live, pages } = await start();
    const teacher = await enter(w.teacher.token, live);
    const removed = w.students[2]!;
    const student = await enter(removed.token, live);
    const studentBoard = await board(removed.token, live, pages[0]!.id);
    const closed = nextEvent<{ code: string }>(student.socket, 'session:closed');
    const gone = Promise.all([disconnected(student.socket), disconnected(studentBoard.socket)]);
    const presence = nextEvent<{ participants: Array<{ userId: string }> }>(teacher.socket, 'live:presence');

    const response = await client(t).post(
      `/api/admin/class/removeUser/learner/${w.klass.id}`,
      { userIds: [removed.user.id] },
      { token: w.teacher.token },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(await closed).toMatchObject({ code: CODES.accessChanged });
    expect(await gone).toEqual(['io server disconnect', 'io server disconnect']);
    expect((await presence).participants.map((p) => p.userId)).toEqual([w.teacher.user.id]);

    // Coming back is refused: the session and its board are the class's.
    const again = await liveSocket(removed.token, live.lessonId);
    expect(await ask(again, 'live:join', { v, liveClassId: live.id })).toMatchObject({ ok: false });
    const boardAgain = new BoardTestClient(
      await clients.connected(baseUrl, { namespace: '/board', token: removed.token }),
      live.lessonId,
      pages[0]!.id,
    );
    expect(await boardAgain.join()).toMatchObject({ ok: false });
  });
});
