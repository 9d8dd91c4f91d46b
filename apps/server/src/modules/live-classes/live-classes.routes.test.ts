import { LIVE_CLASS_MESSAGES as M, type LiveClass } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, countRows, expectError } from '../../../test/api-client';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { buildLesson } from '../../../test/lesson-factories';
import { buildLicence } from '../../../test/licence-factories';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer';
import { type TestApp, createTestApp } from '../../../test/test-app';

const FORBIDDEN = 'Not authorized to perform this action';

describe('live class routes', () => {
  let t: TestApp;
  let smtp: SmtpPeer;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    smtp = await startSmtpPeer();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, APP_URL: 'https://bright.example' } });
    api = client(t);
    w = await classWorld(t, { studentCount: 2 });
    await buildLicence(t, w.institute, { plan: 'STARTER_PLAN' });
  }, 60_000);
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  const lessonOf = (ownerId = w.teacher.user.id) =>
    buildLesson(t.app.db, { instituteId: w.institute.id, ownerId, pages: 2 });
  const startAs = (token: string | undefined, body: unknown) =>
    api.post('/api/live-classes/start', body, token ? { token } : {});
  const started = async () => {
    const lesson = await lessonOf();
    const response = await startAs(w.teacher.token, { lessonId: lesson.id, classId: w.klass.id });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as LiveClass;
  };
  const usedSessions = async () =>
    (
      await t.database.query<{ n: number }>(
        `SELECT coalesce(sum(used), 0)::int AS n FROM licence_usage WHERE meter = 'liveConference'`,
      )
    )[0]!.n;

  describe('POST /api/live-classes/start', () => {
    it('answers 401, 400 with the field, 404 for an unknown or foreign lesson, 403 for a lesson or class not theirs', async () => {
      const lesson = await lessonOf();
      expectError(await startAs(undefined, { lessonId: lesson.id }), 401, 'session expired');
      expectError(await startAs(w.teacher.token, {}), 400, 'Please provide: lessonId');
      expectError(
        await startAs(w.teacher.token, { lessonId: lesson.id, mode: 'TV' }),
        400,
        'mode must be VIDEO or AUDIO',
      );
      expectError(await startAs(w.teacher.token, { lessonId: lesson.id }), 400, 'Please provide: classId');
      expectError(await startAs(w.students[0]!.token, { lessonId: lesson.id, classId: w.klass.id }), 403, FORBIDDEN);
      expectError(await startAs(w.otherTeacher.token, { lessonId: lesson.id, classId: w.klass.id }), 403, FORBIDDEN);
      const foreign = await buildLesson(t.app.db, {
        instituteId: w.foreign.institute.id,
        ownerId: w.foreign.teacher.user.id,
      });
      expectError(
        await startAs(w.teacher.token, { lessonId: foreign.id, classId: w.klass.id }),
        404,
        'Lesson not found',
      );
      expectError(await startAs(w.teacher.token, { lessonId: lesson.id, classId: w.otherClass.id }), 403, FORBIDDEN);
      expectError(
        await startAs(w.teacher.token, { lessonId: lesson.id, classId: w.foreign.klass.id }),
        404,
        'Class not found',
      );
      expect(await countRows(t, 'live_classes')).toBe(0);
    });

    it('starts one session per lesson, counts it once, and gives a join code and link', async () => {
      const before = await usedSessions();
      const lesson = await lessonOf();
      const first = await startAs(w.teacher.token, { lessonId: lesson.id, classId: w.klass.id, mode: 'AUDIO' });
      expect(first.statusCode).toBe(200);
      const live = first.json().data as LiveClass;
      expect(live).toMatchObject({
        lessonId: lesson.id,
        classId: w.klass.id,
        mode: 'AUDIO',
        status: 'LIVE',
        teacherName: 'Tomas Teacher',
        joinPath: `/live/${live.id}`,
        abilities: { teach: true, end: true },
      });
      expect(live.code).toMatch(/^[BCDFGHJKLMNPQRSTVWXZ]{7}$/);
      const again = await startAs(w.teacher.token, { lessonId: lesson.id, classId: w.klass.id });
      expect(again.json().data.id).toBe(live.id);
      expect(await usedSessions()).toBe(before + 1);
    });

    it('refuses a sixth session of the day with 406 NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED, writing nothing', async () => {
      while ((await usedSessions()) < 5) await started();
      const rows = await countRows(t, 'live_classes');
      const lesson = await lessonOf();
      const refused = await startAs(w.teacher.token, { lessonId: lesson.id, classId: w.klass.id });
      expect(refused.statusCode).toBe(406);
      expect(refused.json()).toMatchObject({
        type: 'NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED',
        feature: 'liveConference',
        message: 'License limit exhausted',
      });
      expect(await countRows(t, 'live_classes')).toBe(rows);
      await t.database.query(`UPDATE licences SET extra_live_sessions = 100 WHERE institute_id = $1`, [w.institute.id]);
    });

    it('refuses an institute without the liveConference feature with 406', async () => {
      const other = await classWorld(t, { studentCount: 1 });
      const lesson = await buildLesson(t.app.db, { instituteId: other.institute.id, ownerId: other.teacher.user.id });
      const refused = await startAs(other.teacher.token, { lessonId: lesson.id, classId: other.klass.id });
      expect(refused.statusCode).toBe(406);
      expect(refused.json().feature).toBe('liveConference');
    });
  });

  describe('reading, listing and joining by code', () => {
    it('shows a session to its class and the admins, 403 to outsiders, 404 to another institute', async () => {
      const live = await started();
      const url = '/api/live-classes/read';
      expectError(await api.get(url, { query: { id: live.id } }), 401, 'session expired');
      expectError(await api.get(url, { token: w.teacher.token }), 400, 'Please provide: id');
      expectError(await api.get(url, { token: w.outsider.token, query: { id: live.id } }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: w.foreign.teacher.token, query: { id: live.id } }), 404, M.notFound);
      expectError(await api.get(url, { token: w.teacher.token, query: { id: 'nope' } }), 404, M.notFound);
      const student = await api.get(url, { token: w.students[0]!.token, query: { id: live.id } });
      expect(student.json().data).toMatchObject({ id: live.id, abilities: { teach: false, end: false } });
      const admin = await api.get(url, { token: w.admin.token, query: { id: live.id } });
      expect(admin.json().data.abilities).toEqual({ teach: false, end: true });
    });

    it('lists the running sessions a user can join', async () => {
      const live = await started();
      const ids = async (token: string) =>
        ((await api.get('/api/live-classes', { token })).json().data as LiveClass[]).map((row) => row.id);
      expect(await ids(w.students[1]!.token)).toContain(live.id);
      expect(await ids(w.admin.token)).toContain(live.id);
      expect(await ids(w.outsider.token)).toEqual([]);
      expect(await ids(w.foreign.teacher.token)).toEqual([]);
      expectError(await api.get('/api/live-classes'), 401, 'session expired');
    });

    it('finds a session by its code, refuses a bad, unknown or finished code', async () => {
      const live = await started();
      const join = (token: string, code: unknown) => api.post('/api/live-classes/join', { code }, { token });
      const student = w.students[0]!.token;
      expectError(await api.post('/api/live-classes/join', { code: live.code }), 401, 'session expired');
      expectError(await join(student, 'AB1'), 400, 'Invalid code');
      expectError(await api.post('/api/live-classes/join', {}, { token: student }), 400, 'Please provide: code');
      expectError(await join(student, 'BBBBBBB'), 404, M.notFound);
      expectError(await join(w.outsider.token, live.code), 403, FORBIDDEN);
      expectError(await join(w.foreign.teacher.token, live.code), 404, M.notFound);
      const spaced = `${live.code.slice(0, 3).toLowerCase()}-${live.code.slice(3)}`;
      expect((await join(student, spaced)).json().data.id).toBe(live.id);
      await api.post('/api/live-classes/end', { liveClassId: live.id }, { token: w.teacher.token });
      expectError(await join(student, live.code), 400, M.ended);
    });
  });

  describe('POST /api/live-classes/end', () => {
    it('lets only the teacher and the admins end it; ending twice is harmless', async () => {
      const live = await started();
      const end = (token?: string) =>
        api.post('/api/live-classes/end', { liveClassId: live.id }, token ? { token } : {});
      expectError(await end(), 401, 'session expired');
      expectError(await end(w.students[0]!.token), 403, FORBIDDEN);
      expectError(await end(w.otherTeacher.token), 403, FORBIDDEN);
      expectError(await end(w.foreign.teacher.token), 404, M.notFound);
      expectError(
        await api.post('/api/live-classes/end', {}, { token: w.teacher.token }),
        400,
        'Please provide: liveClassId',
      );
      const ended = await end(w.teacher.token);
      expect(ended.json()).toMatchObject({ message: M.ended, data: { status: 'ENDED' } });
      expect(ended.json().data.endedAt).not.toBeNull();
      expect((await end(w.teacher.token)).statusCode).toBe(200);
      const ids = (
        (await api.get('/api/live-classes', { token: w.students[0]!.token })).json().data as LiveClass[]
      ).map((row) => row.id);
      expect(ids).not.toContain(live.id);
    });
  });

  describe('POST /api/thirdParty/sendConfLink', () => {
    it('notifies and mails every student of the class the link and code', async () => {
      const live = await started();
      const send = (token?: string, body: unknown = { liveClassId: live.id }) =>
        api.post('/api/thirdParty/sendConfLink', body, token ? { token } : {});
      expectError(await send(), 401, 'session expired');
      expectError(await send(w.students[0]!.token), 403, FORBIDDEN);
      expectError(await send(w.otherTeacher.token), 403, FORBIDDEN);
      expectError(await send(w.foreign.teacher.token), 404, M.notFound);
      expectError(await send(w.teacher.token, {}), 400, 'Please provide: liveClassId');
      const before = await countRows(t, 'notifications');
      const sent = await send(w.teacher.token);
      expect(sent.json()).toEqual({ message: M.linkSent, data: { notified: 2, mailed: 2 } });
      expect(await countRows(t, 'notifications')).toBe(before + 2);
      const mail = await smtp.waitFor((m) => m.to.includes(w.students[1]!.user.email) && m.text.includes(live.code));
      expect(mail.text).toContain(`https://bright.example/live/${live.id}`);
      await api.post('/api/live-classes/end', { liveClassId: live.id }, { token: w.teacher.token });
      expectError(await send(w.teacher.token), 400, M.ended);
    });
  });
});
