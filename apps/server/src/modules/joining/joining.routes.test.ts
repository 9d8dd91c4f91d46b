import { type ClassRequest, REALTIME_PROTOCOL_VERSION, joinPath } from '@bright/contracts';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { type ClassWorld, classWorld, member } from '../../../test/class-world';
import { client, countRows, expectError, rolesOf, tokenFor } from '../../../test/api-client';

const FORBIDDEN = 'Not authorized to perform this action';

describe('joining routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  let baseUrl: string;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://bright.example' } });
    api = client(t);
    w = await classWorld(t);
    baseUrl = await listenOnLoopback(t.app);
  });
  afterAll(() => t?.close());

  const codeOf = async (world: ClassWorld) =>
    (await api.get(`/api/class/join-code/${world.klass.id}`, { token: world.teacher.token })).json().data
      .joinCode as string;

  describe('join codes', () => {
    it('GET /api/class/join-code/:classId: the stable code and link, for who manages the class', async () => {
      const url = `/api/class/join-code/${w.klass.id}`;
      expectError(await api.get(url), 401, 'session expired');
      expectError(await api.get(url, { token: w.students[0]!.token }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(
        await api.get(`/api/class/join-code/${w.foreign.klass.id}`, { token: w.admin.token }),
        404,
        'Class not found',
      );
      const first = (await api.get(url, { token: w.teacher.token })).json().data;
      const second = (await api.get(url, { token: w.admin.token })).json().data;
      expect(first).toEqual(second);
      expect(first.link).toBe(`https://bright.example${joinPath(first.joinCode)}`);
    });

    it('POST /api/class/rotate-join-code: a new code; the old link stops working at once', async () => {
      const world = await classWorld(t);
      const old = await codeOf(world);
      expectError(
        await api.post('/api/class/rotate-join-code', {}, { token: world.teacher.token }),
        400,
        'Please provide: classId',
      );
      expectError(
        await api.post('/api/class/rotate-join-code', { classId: world.klass.id }, { token: world.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expect(await codeOf(world)).toBe(old);
      const rotated = await api.post(
        '/api/class/rotate-join-code',
        { classId: world.klass.id },
        { token: world.teacher.token },
      );
      expect(rotated.json().message).toBe('A new join code was made; the old link no longer works');
      expect(rotated.json().data.joinCode).not.toBe(old);
      const student = await buildUser(t.app.db, { roles: [] });
      const token = await tokenFor(t, student.user, null);
      expectError(
        await api.get(`/api/class-request/join-info/${old}`, { token }),
        404,
        'This join link does not work. Ask your teacher for a new one.',
      );
    });
  });

  describe('a student follows the link, waits, and is approved', () => {
    it('end to end: info, request, pending list, approve; the teacher and the student are told live', async () => {
      const world = await classWorld(t);
      const code = await codeOf(world);
      // A new person, in no institute yet, signed in.
      const newcomer = await buildUser(t.app.db, { roles: [], firstName: 'Nina', lastName: 'New' });
      const token = await tokenFor(t, newcomer.user, null);

      expectError(await api.get(`/api/class-request/join-info/${code}`), 401, 'session expired');
      const info = await api.get(`/api/class-request/join-info/${code.toLowerCase()}`, { token });
      expect(info.json().data).toEqual({
        className: world.klass.name,
        instituteName: world.institute.name,
        teachers: ['Tomas Teacher'],
        state: 'none',
        canRequest: true,
      });

      const teacherSocket = await listen(baseUrl, world.teacher.token);
      const studentSocket = await listen(baseUrl, token);
      try {
        const heard = waitFor<ClassRequest>(teacherSocket, 'classRequest');
        const sent = await api.post(
          '/api/class-request/create-and-send-class-request',
          { class_code: code },
          { token },
        );
        expect(sent.json()).toMatchObject({
          message: 'Request sent. Your teacher will add you soon.',
          data: { classId: world.klass.id, userId: newcomer.user.id, status: 'PENDING', first_name: 'Nina' },
        });
        expect((await heard).requestId).toBe(sent.json().data.requestId);
        expectError(
          await api.post('/api/class-request/create-and-send-class-request', { class_code: code }, { token }),
          400,
          'A request to join this class is already pending',
        );
        expect((await api.get(`/api/class-request/join-info/${code}`, { token })).json().data.state).toBe('PENDING');

        const pending = (await api.get('/api/class-request/pending', { token: world.teacher.token })).json().data;
        expect(pending.map((r: ClassRequest) => r.userId)).toEqual([newcomer.user.id]);
        expect((await api.get('/api/class-request/pending', { token: world.otherTeacher.token })).json().data).toEqual(
          [],
        );

        const decided = waitFor<ClassRequest>(studentSocket, 'classRequestDecided');
        const approved = await api.post(
          '/api/class-request/approve',
          { requestId: sent.json().data.requestId },
          { token: world.teacher.token },
        );
        expect(approved.json()).toMatchObject({ message: 'Student added to the class', data: { status: 'APPROVED' } });
        expect((await decided).status).toBe('APPROVED');
      } finally {
        teacherSocket.disconnect();
        studentSocket.disconnect();
      }
      expect(await rolesOf(t, newcomer.user.id, world.institute.id)).toEqual(['learner']);
      const [membership] = await t.database.query<{ is_default: boolean }>(
        'SELECT is_default FROM memberships WHERE user_id = $1',
        [newcomer.user.id],
      );
      expect(membership!.is_default).toBe(true);
      expect((await api.get(`/api/class-request/join-info/${code}`, { token })).json().data.state).toBe('member');
      expectError(
        await api.post('/api/class-request/create-and-send-class-request', { class_code: code }, { token }),
        400,
        'Student already a part of class!',
      );
      const mine = (await api.get('/api/class-request/mine', { token })).json().data;
      expect(mine).toHaveLength(1);
    });

    it('a declined student can ask again; decided requests stay decided', async () => {
      const world = await classWorld(t);
      const code = await codeOf(world);
      const student = await member(t, world.institute, ['learner']);
      const sent = (
        await api.post(
          '/api/class-request/create-and-send-class-request',
          { class_code: code },
          { token: student.token },
        )
      ).json().data;
      const declined = await api.post(
        '/api/class-request/decline',
        { requestId: sent.requestId },
        { token: world.admin.token },
      );
      expect(declined.json()).toMatchObject({ message: 'Request declined', data: { status: 'DECLINED' } });
      expectError(
        await api.post('/api/class-request/approve', { requestId: sent.requestId }, { token: world.teacher.token }),
        400,
        'This request has already been decided',
      );
      expect((await api.get(`/api/class-request/join-info/${code}`, { token: student.token })).json().data.state).toBe(
        'DECLINED',
      );
      const again = await api.post(
        '/api/class-request/create-and-send-class-request',
        { class_code: code },
        { token: student.token },
      );
      expect(again.statusCode).toBe(200);
      const members = await t.database.query('SELECT 1 FROM class_members WHERE class_id = $1 AND user_id = $2', [
        world.klass.id,
        student.user.id,
      ]);
      expect(members).toEqual([]);
    });
  });

  describe('refusals', () => {
    it('staff cannot join as students; a bad code is 404; nothing is written', async () => {
      const code = await codeOf(w);
      const before = await countRows(t, 'class_join_requests');
      expectError(
        await api.post('/api/class-request/create-and-send-class-request', {}, { token: w.otherTeacher.token }),
        400,
        'Please provide: class_code',
      );
      expectError(
        await api.post(
          '/api/class-request/create-and-send-class-request',
          { class_code: code },
          { token: w.otherTeacher.token },
        ),
        400,
        'Only students can join a class with a link',
      );
      expectError(
        await api.post(
          '/api/class-request/create-and-send-class-request',
          { class_code: 'NOPE99' },
          { token: w.outsider.token },
        ),
        404,
        'This join link does not work. Ask your teacher for a new one.',
      );
      expect(await countRows(t, 'class_join_requests')).toBe(before);
    });

    it('deciding: 401, 403 for a teacher of another class and a student, 404 for another institute', async () => {
      const code = await codeOf(w);
      const sent = (
        await api.post(
          '/api/class-request/create-and-send-class-request',
          { class_code: code },
          { token: w.outsider.token },
        )
      ).json().data;
      const body = { requestId: sent.requestId };
      expectError(await api.post('/api/class-request/approve', body), 401, 'session expired');
      expectError(
        await api.post('/api/class-request/approve', {}, { token: w.teacher.token }),
        400,
        'Please provide: requestId',
      );
      expectError(await api.post('/api/class-request/approve', body, { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(await api.post('/api/class-request/approve', body, { token: w.students[0]!.token }), 403, FORBIDDEN);
      expectError(
        await api.post('/api/class-request/approve', body, { token: w.foreign.teacher.token }),
        404,
        'Request not found',
      );
      expectError(
        await api.post('/api/class-request/decline', { requestId: 'missing' }, { token: w.teacher.token }),
        404,
        'Request not found',
      );
      expectError(
        await api.get('/api/class-request/pending', { token: w.otherTeacher.token, query: { classId: w.klass.id } }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get('/api/class-request/pending', { token: w.foreign.teacher.token, query: { classId: w.klass.id } }),
        404,
        'Class not found',
      );
      const [row] = await t.database.query<{ status: string }>('SELECT status FROM class_join_requests WHERE id = $1', [
        sent.requestId,
      ]);
      expect(row!.status).toBe('PENDING');
      const admin = (await api.get('/api/class-request/pending', { token: w.admin.token })).json().data;
      expect(admin.map((r: ClassRequest) => r.requestId)).toContain(sent.requestId);
    });

    it('two requests at once leave one pending', async () => {
      const world = await classWorld(t);
      const code = await codeOf(world);
      const student = await member(t, world.institute, ['learner']);
      const results = await Promise.all(
        [1, 2].map(() =>
          api.post('/api/class-request/create-and-send-class-request', { class_code: code }, { token: student.token }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    });
  });
});

function listen(baseUrl: string, token: string) {
  return new Promise<Socket>((resolve, reject) => {
    const socket = connect(`${baseUrl}/notifications`, {
      auth: { token, protocol: REALTIME_PROTOCOL_VERSION },
      transports: ['websocket'],
      reconnection: false,
    });
    socket.on('connect', () => resolve(socket));
    socket.on('connect_error', reject);
  });
}

function waitFor<T>(socket: Socket, event: string) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event} within 5 s`)), 5000);
    socket.once(event, (payload: T) => {
      clearTimeout(timer);
      resolve(payload);
    });
  });
}
