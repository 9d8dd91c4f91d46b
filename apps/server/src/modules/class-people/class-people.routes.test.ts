import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildClass } from '../../../test/factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld, member } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';

const FORBIDDEN = 'Not authorized to perform this action';

describe('class people routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t);
  });
  afterAll(() => t?.close());

  describe('POST /api/admin/class/addUsers/:type', () => {
    it('answers 401, 403 to a student and to a teacher of another class, 404 for another institute', async () => {
      const body = { classIds: [w.klass.id], userIds: [w.outsider.user.id] };
      expectError(await api.post('/api/admin/class/addUsers/learner', body), 401, 'session expired');
      expectError(
        await api.post('/api/admin/class/addUsers/learner', body, { token: w.students[0]!.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post('/api/admin/class/addUsers/learner', body, { token: w.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(
          '/api/admin/class/addUsers/learner',
          { ...body, classIds: [w.foreign.klass.id] },
          { token: w.admin.token },
        ),
        404,
        '1 or more classes not found',
      );
      expectError(
        await api.post(
          '/api/admin/class/addUsers/learner',
          { ...body, classIds: [w.klass.id, 'missing'] },
          { token: w.teacher.token },
        ),
        404,
        '1 or more classes not found',
      );
    });

    it('answers 400 with the exact message, writing nothing', async () => {
      const before = await countRows(t, 'class_members');
      const token = w.teacher.token;
      const cases: Array<[string, unknown, string]> = [
        [
          '/api/admin/class/addUsers/parent',
          { classIds: [w.klass.id], userIds: [w.outsider.user.id] },
          'Invalid type to add in class',
        ],
        ['/api/admin/class/addUsers/learner', { userIds: [w.outsider.user.id] }, 'Please provide: classIds'],
        [
          '/api/admin/class/addUsers/learner',
          { classIds: [], userIds: [w.outsider.user.id] },
          'Please provide: classIds',
        ],
        ['/api/admin/class/addUsers/learner', { classIds: [w.klass.id] }, 'Please provide: userIds'],
        [
          '/api/admin/class/addUsers/learner',
          { classIds: [w.klass.id], userIds: [w.students[0]!.user.id] },
          'Student already a part of class!',
        ],
        [
          '/api/admin/class/addUsers/learner',
          { classIds: [w.klass.id], userIds: [w.outsider.user.id, w.students[1]!.user.id] },
          'Student already a part of class!',
        ],
        [
          '/api/admin/class/addUsers/learner',
          { classIds: [w.klass.id], userIds: [w.otherTeacher.user.id] },
          'Invalid type to add in class',
        ],
        [
          '/api/admin/class/addUsers/instructor',
          { classIds: [w.klass.id], userIds: [w.outsider.user.id] },
          'Invalid type to add in class',
        ],
      ];
      for (const [url, payload, message] of cases) expectError(await api.post(url, payload, { token }), 400, message);
      expectError(
        await api.post(
          '/api/admin/class/addUsers/learner',
          { classIds: [w.klass.id], userIds: [w.foreign.teacher.user.id] },
          { token },
        ),
        404,
        'User not found',
      );
      expect(await countRows(t, 'class_members')).toBe(before);
    });

    it('adds students to several classes at once for an admin, and a co-teacher for the teacher', async () => {
      const admin = w.admin.token;
      const extra = await member(t, w.institute, ['learner']);
      const response = await api.post(
        '/api/admin/class/addUsers/learner',
        { classIds: [w.klass.id, w.otherClass.id], userIds: [extra.user.id, extra.user.id] },
        { token: admin },
      );
      expect(response.json()).toEqual({
        message: 'Students added to the class',
        data: { classIds: [w.klass.id, w.otherClass.id], userIds: [extra.user.id], count: 2 },
      });
      const coTeacher = await member(t, w.institute, ['instructor']);
      const added = await api.post(
        '/api/admin/class/addUsers/instructor',
        { classIds: [w.klass.id], userIds: [coTeacher.user.id] },
        { token: w.teacher.token },
      );
      expect(added.json().message).toBe('Teachers added to the class');
      const again = await api.post(
        '/api/admin/class/addUsers/instructor',
        { classIds: [w.klass.id], userIds: [coTeacher.user.id] },
        { token: w.teacher.token },
      );
      expectError(again, 400, 'Teacher already a part of class!');
    });
  });

  describe('GET /api/admin/class/getUsers/:type/:classId', () => {
    it('lists students to who teaches, teachers to members; refuses the rest', async () => {
      const url = `/api/admin/class/getUsers/learner/${w.klass.id}`;
      expectError(await api.get(url), 401, 'session expired');
      expectError(await api.get(url, { token: w.students[0]!.token }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(
        await api.get(`/api/admin/class/getUsers/learner/${w.foreign.klass.id}`, { token: w.admin.token }),
        404,
        'Class not found',
      );
      expectError(
        await api.get(`/api/admin/class/getUsers/pupil/${w.klass.id}`, { token: w.teacher.token }),
        400,
        'Invalid type to add in class',
      );
      const students = (await api.get(url, { token: w.teacher.token })).json().data;
      expect(students.length).toBeGreaterThanOrEqual(3);
      expect(students[0]).toMatchObject({ type: 'learner', registered: true, guardianName: null });
      const teachers = (
        await api.get(`/api/admin/class/getUsers/instructor/${w.klass.id}`, { token: w.students[0]!.token })
      ).json().data;
      expect(teachers.map((p: { id: string }) => p.id)).toContain(w.teacher.user.id);
    });

    it('searches and sorts', async () => {
      const url = `/api/admin/class/getUsers/learner/${w.klass.id}`;
      const found = (await api.get(url, { token: w.teacher.token, query: { search: 'chloe' } })).json().data;
      expect(found.map((p: { first_name: string }) => p.first_name)).toEqual(['Chloe']);
      const names = (await api.get(url, { token: w.teacher.token, query: { sort: 'name', order: 'desc' } }))
        .json()
        .data.map((p: { first_name: string }) => p.first_name);
      expect(names).toEqual([...names].sort().reverse());
    });
  });

  describe('POST /api/admin/class/removeUser/:type/:id', () => {
    it('refuses strangers and keeps the last teacher, writing nothing', async () => {
      const world = await classWorld(t);
      const url = `/api/admin/class/removeUser/instructor/${world.klass.id}`;
      expectError(await api.post(url, { userIds: [world.teacher.user.id] }), 401, 'session expired');
      expectError(
        await api.post(url, { userIds: [world.teacher.user.id] }, { token: world.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(
          `/api/admin/class/removeUser/learner/${world.foreign.klass.id}`,
          { userIds: [world.students[0]!.user.id] },
          { token: world.admin.token },
        ),
        404,
        'Class not found',
      );
      const before = await countRows(t, 'class_members');
      expectError(
        await api.post(url, { userIds: [world.teacher.user.id] }, { token: world.teacher.token }),
        400,
        'A class must keep at least one teacher',
      );
      expectError(await api.post(url, {}, { token: world.teacher.token }), 400, 'Please provide: userIds');
      expectError(
        await api.post(
          `/api/admin/class/removeUser/learner/${world.klass.id}`,
          { userIds: [world.students[0]!.user.id, world.outsider.user.id] },
          { token: world.teacher.token },
        ),
        404,
        'User not a part of class',
      );
      expect(await countRows(t, 'class_members')).toBe(before);
    });

    it('removes students, and a teacher when another stays', async () => {
      const world = await classWorld(t);
      const removed = await api.post(
        `/api/admin/class/removeUser/learner/${world.klass.id}`,
        { userIds: [world.students[0]!.user.id] },
        { token: world.teacher.token },
      );
      expect(removed.json()).toMatchObject({ message: 'Students removed from the class', data: { count: 1 } });
      await api.post(
        '/api/admin/class/addUsers/instructor',
        { classIds: [world.klass.id], userIds: [world.otherTeacher.user.id] },
        { token: world.admin.token },
      );
      const teacherGone = await api.post(
        `/api/admin/class/removeUser/instructor/${world.klass.id}`,
        { userIds: [world.teacher.user.id] },
        { token: world.admin.token },
      );
      expect(teacherGone.json()).toMatchObject({ message: 'Teachers removed from the class', data: { count: 1 } });
    });
  });

  describe('GET /api/student/list', () => {
    it("gives a teacher their students (mine) or the institute's, never another institute's", async () => {
      expectError(await api.get('/api/student/list'), 401, 'session expired');
      expectError(await api.get('/api/student/list', { token: w.students[0]!.token }), 403, FORBIDDEN);
      const mine = (await api.get('/api/student/list', { token: w.otherTeacher.token })).json().data as Array<{
        id: string;
      }>;
      expect(mine.map((s) => s.id)).not.toContain(w.outsider.user.id);
      const all = (
        await api.get('/api/student/list', { token: w.otherTeacher.token, query: { scope: 'institute' } })
      ).json().data as Array<{ id: string; classes: Array<{ classId: string }> }>;
      expect(all.map((s) => s.id)).toEqual(expect.arrayContaining([w.outsider.user.id, w.students[0]!.user.id]));
      expect(all.find((s) => s.id === w.students[0]!.user.id)!.classes.map((c) => c.classId)).toContain(w.klass.id);
      const byClass = (
        await api.get('/api/student/list', { token: w.teacher.token, query: { classId: w.klass.id } })
      ).json().data;
      expect(byClass.length).toBeGreaterThanOrEqual(3);
      expectError(
        await api.get('/api/student/list', { token: w.otherTeacher.token, query: { classId: w.klass.id } }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get('/api/student/list', { token: w.admin.token, query: { classId: w.foreign.klass.id } }),
        404,
        'Class not found',
      );
    });

    it('does not show students of a class the teacher does not teach as theirs', async () => {
      const other = await member(t, w.institute, ['learner']);
      await buildClass(t.app.db, { institute: w.institute, students: [other.user] });
      const mine = (await api.get('/api/student/list', { token: w.teacher.token })).json().data as Array<{
        id: string;
      }>;
      expect(mine.map((s) => s.id)).not.toContain(other.user.id);
    });
  });
});
