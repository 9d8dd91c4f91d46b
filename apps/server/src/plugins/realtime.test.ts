import { SOCKET_ERROR_CODES as CODES, type SocketRefusal, access, defineSocketEvent, rooms } from '@bright/contracts';
import { z } from 'zod';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildClass, buildInstitute, buildUser } from '../../test/factories';
import { SocketClients, disconnected, nextEvent, refused, request } from '../../test/socket-client';
import { type TestApp, createTestApp, listenOnLoopback } from '../../test/test-app';
import { MissingSocketPolicyError, SocketHandlers } from '../lib/realtime/socket-handlers';
import { addSocketHandler } from '../lib/socket-route';
import { openSession, revokeUserSessions } from '../modules/auth';

const REDIS_URL = process.env.TEST_REDIS_URL;
const clients = new SocketClients();
afterEach(() => clients.closeAll());

const boomEvent = defineSocketEvent({
  name: 'test:boom',
  summary: 'fails unexpectedly (test only)',
  namespaces: ['/notifications'],
  payload: z.object({}),
  access: access.signedIn,
});

const adminsOnlyEvent = defineSocketEvent({
  name: 'test:admins-only',
  summary: 'counts its calls (test only)',
  namespaces: ['/notifications'],
  payload: z.object({}),
  access: access.roles('admin'),
});
let adminsOnlyCalls = 0;

describe('realtime, one process', () => {
  let t: TestApp;
  let baseUrl: string;
  const sessionFor = async (roles: Array<'admin' | 'instructor' | 'learner'> = ['learner']) => {
    const built = await buildUser(t.app.db, { roles });
    return { ...built, token: (await openSession(t.app.db, built.user.id, built.institute?.id ?? null)).token };
  };
  beforeAll(async () => {
    t = await createTestApp({
      configure: (app) => {
        addSocketHandler(app, boomEvent, async () => {
          throw new Error('a bug');
        });
        addSocketHandler(app, adminsOnlyEvent, async () => {
          adminsOnlyCalls += 1;
          return { calls: adminsOnlyCalls };
        });
      },
    });
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(() => t?.close());

  describe('handshake', () => {
    it('refuses a wrong or missing protocol version, with a code and a message', async () => {
      const { token } = await sessionFor();
      for (const protocol of [undefined, 0, 2, '1']) {
        const refusal = await refused(clients.connect(baseUrl, { token, auth: { protocol } }));
        expect(refusal.data).toEqual({ code: CODES.protocolMismatch, message: expect.stringContaining('version 1') });
      }
    });

    it('refuses no token, a made-up token and a signed-out token', async () => {
      expect((await refused(clients.connect(baseUrl))).data).toEqual({
        code: CODES.sessionExpired,
        message: 'session expired',
      });
      expect((await refused(clients.connect(baseUrl, { token: 'garbage' }))).data).toEqual({
        code: CODES.unauthorizedUser,
        message: 'Unauthorized user',
      });
      const { token } = await sessionFor();
      await t.app.inject({ method: 'POST', url: '/api/galileo/logout', headers: { access_token: token } });
      expect((await refused(clients.connect(baseUrl, { token }))).data?.code).toBe(CODES.sessionExpired);
    });

    it('asks the live class for its flowID and device (SPEC §7), and refuses the root namespace', async () => {
      const { token } = await sessionFor();
      const bare = await refused(clients.connect(baseUrl, { namespace: '/live', token }));
      expect(bare.data?.code).toBe(CODES.badHandshake);
      const phone = await refused(
        clients.connect(baseUrl, { namespace: '/live', token, auth: { flowID: 'f1', device: 'TV' } }),
      );
      expect(phone.data?.code).toBe(CODES.badHandshake);
      await clients.connected(baseUrl, { namespace: '/live', token, auth: { flowID: 'f1', device: 'WEB' } });
      const root = await refused(clients.connect(baseUrl.replace(/\/$/, ''), { token, namespace: '' as '/live' }));
      expect(root.data?.code).toBe(CODES.badHandshake);
    });

    it('accepts a valid token and delivers what is emitted to the user room, not to another user', async () => {
      const [me, other] = await Promise.all([sessionFor(), sessionFor()]);
      const socket = await clients.connected(baseUrl, { token: me.token });
      const mine = nextEvent<number>(socket, 'newMessagesCount');
      t.app.realtime.of('/notifications').to(rooms.user(other.user.id)).emit('newMessagesCount', 3);
      t.app.realtime.of('/notifications').to(rooms.user(me.user.id)).emit('newMessagesCount', 5);
      expect(await mine).toBe(5);
      expect(t.app.realtime.mode).toBe('single-process');
    });
  });

  describe('client events', () => {
    it('refuses a malformed payload, an unknown event and a missing acknowledgement, and keeps serving', async () => {
      const { token } = await sessionFor();
      const socket = await clients.connected(baseUrl, { token });
      expect(await request(socket, 'room:join', { scope: 'planet', id: 'x' })).toMatchObject({
        ok: false,
        code: CODES.badPayload,
        message: expect.stringContaining('scope'),
      });
      expect(await request(socket, 'room:join', 'class:1')).toMatchObject({ ok: false, code: CODES.badPayload });
      expect(await request(socket, 'room:explode', {})).toEqual({
        ok: false,
        code: CODES.unknownEvent,
        message: 'Unknown event: room:explode',
      });
      socket.emit('room:join', { scope: 'class', id: 'x' });
      expect(await request(socket, 'room:leave', { scope: 'class', id: 'x' })).toEqual({
        ok: true,
        data: { room: 'class:x' },
      });
      expect(socket.connected).toBe(true);
    });

    it('answers a handler bug with INTERNAL and a generic message; the socket stays', async () => {
      const { token } = await sessionFor();
      const socket = await clients.connected(baseUrl, { token });
      expect(await request(socket, 'test:boom', {})).toEqual({
        ok: false,
        code: CODES.internal,
        message: 'Something went wrong',
      });
      expect(socket.connected).toBe(true);
    });

    it("refuses an event the caller's roles do not allow, before its handler runs", async () => {
      const [learner, admin] = await Promise.all([sessionFor(['learner']), sessionFor(['admin'])]);
      const refusedSocket = await clients.connected(baseUrl, { token: learner.token });
      expect(await request(refusedSocket, 'test:admins-only', {})).toEqual({
        ok: false,
        code: CODES.forbidden,
        message: 'Not authorized to perform this action',
      });
      expect(adminsOnlyCalls).toBe(0);
      const allowed = await clients.connected(baseUrl, { token: admin.token });
      expect(await request(allowed, 'test:admins-only', {})).toEqual({ ok: true, data: { calls: 1 } });
    });

    it('cuts a connection that floods, and only that one', async () => {
      const [flooder, bystander] = await Promise.all([sessionFor(), sessionFor()]);
      const bad = await clients.connected(baseUrl, { token: flooder.token });
      const good = await clients.connected(baseUrl, { token: bystander.token });
      const closed = nextEvent<SocketRefusal>(bad, 'session:closed');
      const gone = disconnected(bad);
      for (let index = 0; index < 30; index += 1) bad.emit('nope', {}, () => undefined);
      expect(await closed).toMatchObject({ code: CODES.flooding });
      expect(await gone).toBe('io server disconnect');
      expect(await request(good, 'room:leave', { scope: 'class', id: 'x' })).toMatchObject({ ok: true });
    });

    it('refuses to register a handler without an access policy', () => {
      const handlers = new SocketHandlers();
      const withoutPolicy = { ...boomEvent, access: undefined } as unknown as typeof boomEvent;
      expect(() => handlers.add(withoutPolicy, async () => null)).toThrow(MissingSocketPolicyError);
    });
  });

  describe('rooms', () => {
    it("lets a class's members and its institute's admin in, refuses the rest, and delivers attendance live", async () => {
      const institute = await buildInstitute(t.app.db);
      const inInstitute = (roles: Array<'admin' | 'instructor' | 'learner'>) =>
        buildUser(t.app.db, { roles, institute });
      const [teacher, student, outsiderStudent, admin] = await Promise.all([
        inInstitute(['instructor']),
        inInstitute(['learner']),
        inInstitute(['learner']),
        inInstitute(['admin']),
      ]);
      const otherAdmin = await buildUser(t.app.db, { roles: ['admin'] });
      const { klass } = await buildClass(t.app.db, { institute, teacher: teacher.user, students: [student.user] });
      const join = async (user: typeof teacher, scope: 'class' | 'institute', id: string) => {
        const token = (await openSession(t.app.db, user.user.id, user.institute!.id)).token;
        const socket = await clients.connected(baseUrl, { token });
        return { socket, answer: await request(socket, 'room:join', { scope, id }) };
      };
      const watcher = await join(admin, 'class', klass.id);
      expect(watcher.answer).toEqual({ ok: true, data: { room: `class:${klass.id}` } });
      expect((await join(student, 'class', klass.id)).answer.ok).toBe(true);
      expect((await join(outsiderStudent, 'class', klass.id)).answer).toMatchObject({
        ok: false,
        code: CODES.forbidden,
      });
      expect((await join(otherAdmin, 'class', klass.id)).answer).toMatchObject({
        ok: false,
        code: CODES.notFound,
        message: 'Class not found',
      });
      expect((await join(student, 'institute', institute.id)).answer).toMatchObject({
        ok: false,
        code: CODES.forbidden,
      });
      expect((await join(teacher, 'institute', institute.id)).answer.ok).toBe(true);

      const taken = nextEvent<{ classId: string; attendanceId: string }>(watcher.socket, 'attendance:taken');
      const teacherToken = (await openSession(t.app.db, teacher.user.id, institute.id)).token;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/student/attendance',
        headers: { access_token: teacherToken },
        payload: {
          classId: klass.id,
          instituteId: institute.id,
          teacherId: teacher.user.id,
          present: [student.user.id],
          absent: [],
        },
      });
      expect(response.statusCode).toBe(200);
      expect(await taken).toMatchObject({ classId: klass.id, attendanceId: response.json().data.attendanceId });
    });
  });

  describe('revocation', () => {
    it('closes the signed-out session’s sockets within a second, and only those', async () => {
      const { user, institute } = await sessionFor();
      const [one, two] = await Promise.all([
        openSession(t.app.db, user.id, institute!.id),
        openSession(t.app.db, user.id, institute!.id),
      ]);
      const leaving = await clients.connected(baseUrl, { token: one.token });
      const staying = await clients.connected(baseUrl, { token: two.token });
      const closed = nextEvent<SocketRefusal>(leaving, 'session:closed', 1_000);
      const gone = disconnected(leaving, 1_000);
      await t.app.inject({ method: 'POST', url: '/api/galileo/logout', headers: { access_token: one.token } });
      expect(await closed).toMatchObject({ code: CODES.sessionEnded });
      await gone;
      expect(staying.connected).toBe(true);
    });

    it('a password change closes the other sessions’ sockets and keeps this one', async () => {
      const built = await buildUser(t.app.db, { roles: ['learner'] });
      const [current, other] = await Promise.all([
        openSession(t.app.db, built.user.id, built.institute!.id),
        openSession(t.app.db, built.user.id, built.institute!.id),
      ]);
      const here = await clients.connected(baseUrl, { token: current.token });
      const elsewhere = await clients.connected(baseUrl, { token: other.token });
      const gone = disconnected(elsewhere, 1_000);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/galileo/changePassword',
        headers: { access_token: current.token },
        payload: { email: built.email, currentPassword: built.password, newPassword: 'a-new-password-9' },
      });
      expect(response.statusCode).toBe(200);
      await gone;
      expect(here.connected).toBe(true);
    });

    it('a sweep closes the sockets of sessions revoked elsewhere (Google linking an unverified account)', async () => {
      const built = await buildUser(t.app.db, { roles: ['learner'] });
      const squatter = await openSession(t.app.db, built.user.id, built.institute!.id);
      const early = await clients.connected(baseUrl, { token: squatter.token });
      const gone = disconnected(early, 1_000);
      await revokeUserSessions(t.app.db, built.user.id);
      const owner = await openSession(t.app.db, built.user.id, built.institute!.id);
      const fresh = await clients.connected(baseUrl, { token: owner.token });
      await t.app.realtime.endRevokedSessions(built.user.id);
      await gone;
      expect(fresh.connected).toBe(true);
    });

    it('a removed role or a removed user closes that user’s sockets', async () => {
      const institute = await buildInstitute(t.app.db);
      const [admin, teacher, student] = await Promise.all([
        buildUser(t.app.db, { roles: ['admin', 'instructor'], institute }),
        buildUser(t.app.db, { roles: ['admin', 'instructor'], institute }),
        buildUser(t.app.db, { roles: ['learner'], institute }),
      ]);
      const adminToken = (await openSession(t.app.db, admin.user.id, institute.id)).token;
      const socketOf = async (user: typeof admin) =>
        clients.connected(baseUrl, { token: (await openSession(t.app.db, user.user.id, institute.id)).token });
      const teacherSocket = await socketOf(teacher);
      const changed = nextEvent<SocketRefusal>(teacherSocket, 'session:closed', 1_000);
      const demote = await t.app.inject({
        method: 'POST',
        url: '/api/galileo/update/admin',
        headers: { access_token: adminToken },
        payload: { userId: teacher.user.id, makeAdmin: false },
      });
      expect(demote.statusCode, demote.body).toBe(200);
      expect(await changed).toMatchObject({ code: CODES.accessChanged });

      const studentSocket = await socketOf(student);
      const removed = disconnected(studentSocket, 1_000);
      const remove = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/removeUser/learner/${institute.id}/${student.user.id}`,
        headers: { access_token: adminToken },
      });
      expect(remove.statusCode, remove.body).toBe(200);
      await removed;
    });
  });
});

describe('realtime across two processes through Redis', () => {
  let a: TestApp | undefined;
  let b: TestApp | undefined;
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it.skipIf(!REDIS_URL)(
    'passes an event from app A to a client of app B, and a sign-out on A closes the socket on B within 1 s',
    async () => {
      a = await createTestApp({ redisUrl: REDIS_URL });
      b = await createTestApp({ redisUrl: REDIS_URL, database: a.database });
      expect(a.app.realtime.mode).toBe('redis');
      await listenOnLoopback(a.app);
      const baseB = await listenOnLoopback(b.app);

      const { user, institute } = await buildUser(a.app.db);
      const { token } = await openSession(a.app.db, user.id, institute!.id);
      const socket = await clients.connected(baseB, { token });
      const received = nextEvent<number>(socket, 'newMessagesCount');
      a.app.realtime.of('/notifications').to(rooms.user(user.id)).emit('newMessagesCount', 7);
      expect(await received).toBe(7);

      const started = Date.now();
      const gone = disconnected(socket, 1_000);
      const response = await a.app.inject({
        method: 'POST',
        url: '/api/galileo/logout',
        headers: { access_token: token },
      });
      expect(response.statusCode).toBe(200);
      await gone;
      expect(Date.now() - started).toBeLessThan(1_000);
    },
  );
});
