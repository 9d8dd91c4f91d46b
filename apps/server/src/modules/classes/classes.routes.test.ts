import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { client, countRows, expectError } from '../../../test/api-client';
import { type ClassWorld, classWorld, member } from '../../../test/class-world';

const createPath = (world: ClassWorld) => `/api/admin/class/create/${world.institute.kneuraId}/${world.institute.id}`;

describe('classes routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { className: 'Class 7B' });
  });
  afterAll(() => t?.close());

  describe('POST /api/admin/class/create/:instituteKneuraId/:instituteId', () => {
    it('answers 401 without a token, 403 to a student', async () => {
      expectError(await api.post(createPath(w), { name: 'Maths' }), 401, 'session expired');
      expectError(
        await api.post(createPath(w), { name: 'Maths' }, { token: w.students[0]!.token }),
        403,
        'Not authorized to perform this action',
      );
    });

    it('answers 400 with the exact message, writing nothing', async () => {
      const before = await countRows(t, 'classes');
      const cases: Array<[unknown, string]> = [
        [{}, 'Please provide: name'],
        [{ name: '   ' }, 'Please provide: name'],
        [{ name: 'x'.repeat(101) }, 'Class name must be at most 100 characters'],
        [{ name: '<b>Maths</b>' }, 'Class name must not contain < or >'],
        [{ name: 'Class 7B' }, 'Duplicate class name'],
        [{ name: 'class 7b' }, 'Duplicate class name'],
        [{ name: 'Maths', joinCode: 'X' }, 'Unknown field: joinCode'],
      ];
      for (const [payload, message] of cases) {
        expectError(await api.post(createPath(w), payload, { token: w.teacher.token }), 400, message);
      }
      expect(await countRows(t, 'classes')).toBe(before);
    });

    it("answers 404 for another institute's ids, or a code that is not the institute's", async () => {
      const foreignPath = `/api/admin/class/create/${w.foreign.institute.kneuraId}/${w.foreign.institute.id}`;
      expectError(await api.post(foreignPath, { name: 'Maths' }, { token: w.admin.token }), 404, 'Institute not found');
      const wrongCode = `/api/admin/class/create/${w.foreign.institute.kneuraId}/${w.institute.id}`;
      expectError(await api.post(wrongCode, { name: 'Maths' }, { token: w.admin.token }), 404, 'Institute not found');
    });

    it('makes the calling teacher its teacher, with a join code', async () => {
      const response = await api.post(createPath(w), { name: ' Science 6 ' }, { token: w.teacher.token });
      expect(response.statusCode).toBe(200);
      const { message, data } = response.json();
      expect(message).toBe('Class created');
      expect(data).toMatchObject({
        name: 'Science 6',
        instituteId: w.institute.id,
        relation: 'instructor',
        studentCount: 0,
        teachers: [{ id: w.teacher.user.id, first_name: 'Tomas', last_name: 'Teacher' }],
        abilities: { canTeach: true, canManage: true },
      });
      expect(data.joinCode).toMatch(/^[A-Z2-9]{6}$/);
    });

    it('lets an admin who does not teach name the teacher, and asks for one otherwise', async () => {
      const admin = await member(t, w.institute, ['admin']);
      expectError(
        await api.post(createPath(w), { name: 'Art' }, { token: admin.token }),
        400,
        'Please provide: teacherId',
      );
      expectError(
        await api.post(createPath(w), { name: 'Art', teacherId: w.students[0]!.user.id }, { token: admin.token }),
        404,
        'Teacher not found',
      );
      expectError(
        await api.post(createPath(w), { name: 'Art', teacherId: w.otherTeacher.user.id }, { token: w.teacher.token }),
        403,
        'Not authorized to perform this action',
      );
      const response = await api.post(
        createPath(w),
        { name: 'Art', teacherId: w.otherTeacher.user.id },
        { token: admin.token },
      );
      expect(response.json().data).toMatchObject({ relation: 'admin', teachers: [{ id: w.otherTeacher.user.id }] });
    });

    it('two creations of one name at once make one class', async () => {
      const results = await Promise.all(
        [1, 2].map(() => api.post(createPath(w), { name: 'Race Class' }, { token: w.teacher.token })),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400]);
      const rows = await t.database.query('SELECT id FROM classes WHERE name = $1', ['Race Class']);
      expect(rows).toHaveLength(1);
    });
  });

  describe('GET /api/admin/class/get/:id', () => {
    const path = (id: string) => `/api/admin/class/get/${id}`;
    it('answers 401, then 404 for another institute and 403 for a teacher of another class', async () => {
      expectError(await api.get(path(w.klass.id)), 401, 'session expired');
      expectError(await api.get(path(w.foreign.klass.id), { token: w.admin.token }), 404, 'Class not found');
      expectError(await api.get(path('no-such-class'), { token: w.admin.token }), 404, 'Class not found');
      expectError(
        await api.get(path(w.klass.id), { token: w.otherTeacher.token }),
        403,
        'Not authorized to perform this action',
      );
      expectError(
        await api.get(path(w.klass.id), { token: w.outsider.token }),
        403,
        'Not authorized to perform this action',
      );
    });

    it('shows the class to its teacher with the join code, and to its student without', async () => {
      const asTeacher = (await api.get(path(w.klass.id), { token: w.teacher.token })).json().data;
      expect(asTeacher).toMatchObject({ name: 'Class 7B', studentCount: 3, relation: 'instructor' });
      expect(asTeacher.joinCode).toBe(w.klass.joinCode);
      const asStudent = (await api.get(path(w.klass.id), { token: w.students[0]!.token })).json().data;
      expect(asStudent).toMatchObject({
        relation: 'learner',
        joinCode: null,
        abilities: { canTeach: false, canManage: false },
      });
      const asAdmin = (await api.get(path(w.klass.id), { token: w.admin.token })).json().data;
      expect(asAdmin).toMatchObject({ relation: 'admin', abilities: { canTeach: true, canManage: true } });
    });
  });

  describe('POST /api/admin/class/renameClass', () => {
    it('answers 401, 400, 403, 404 with exact messages and renames nothing', async () => {
      expectError(
        await api.post('/api/admin/class/renameClass', { classId: w.klass.id, name: 'New' }),
        401,
        'session expired',
      );
      expectError(
        await api.post('/api/admin/class/renameClass', { name: 'New' }, { token: w.teacher.token }),
        400,
        'Please provide: classId',
      );
      expectError(
        await api.post('/api/admin/class/renameClass', { classId: 42, name: 'New' }, { token: w.teacher.token }),
        400,
        'Invalid classId',
      );
      expectError(
        await api.post('/api/admin/class/renameClass', { classId: '', name: 'New' }, { token: w.teacher.token }),
        400,
        'Invalid classId',
      );
      expectError(
        await api.post(
          '/api/admin/class/renameClass',
          { classId: w.klass.id, name: 'New' },
          { token: w.students[0]!.token },
        ),
        403,
        'Not authorized to perform this action',
      );
      expectError(
        await api.post(
          '/api/admin/class/renameClass',
          { classId: w.klass.id, name: 'New' },
          { token: w.otherTeacher.token },
        ),
        403,
        'Not authorized to perform this action',
      );
      expectError(
        await api.post(
          '/api/admin/class/renameClass',
          { classId: w.foreign.klass.id, name: 'New' },
          { token: w.admin.token },
        ),
        404,
        'Class not found',
      );
      const other = await api.get(`/api/admin/class/get/${w.otherClass.id}`, { token: w.admin.token });
      expectError(
        await api.post(
          '/api/admin/class/renameClass',
          { classId: w.klass.id, name: other.json().data.name.toUpperCase() },
          { token: w.teacher.token },
        ),
        400,
        'Duplicate class name',
      );
      const [row] = await t.database.query<{ name: string }>('SELECT name FROM classes WHERE id = $1', [w.klass.id]);
      expect(row!.name).toBe('Class 7B');
    });

    it('renames for its teacher, including a change of case only', async () => {
      const response = await api.post(
        '/api/admin/class/renameClass',
        { classId: w.klass.id, name: 'CLASS 7B' },
        { token: w.teacher.token },
      );
      expect(response.json()).toMatchObject({ message: 'Class renamed', data: { name: 'CLASS 7B' } });
      await api.post(
        '/api/admin/class/renameClass',
        { classId: w.klass.id, name: 'Class 7B' },
        { token: w.admin.token },
      );
    });
  });

  describe('POST /api/admin/class/removeClass', () => {
    it('refuses others and removes the class with its members for its teacher', async () => {
      const world = await classWorld(t);
      expectError(await api.post('/api/admin/class/removeClass', { classId: world.klass.id }), 401, 'session expired');
      expectError(
        await api.post('/api/admin/class/removeClass', {}, { token: world.teacher.token }),
        400,
        'Please provide: classId',
      );
      expectError(
        await api.post(
          '/api/admin/class/removeClass',
          { classId: world.klass.id },
          { token: world.otherTeacher.token },
        ),
        403,
        'Not authorized to perform this action',
      );
      expectError(
        await api.post('/api/admin/class/removeClass', { classId: world.klass.id }, { token: w.admin.token }),
        404,
        'Class not found',
      );
      const response = await api.post(
        '/api/admin/class/removeClass',
        { classId: world.klass.id },
        { token: world.teacher.token },
      );
      expect(response.json()).toEqual({ message: 'Class removed', data: { classId: world.klass.id } });
      const members = await t.database.query('SELECT 1 FROM class_members WHERE class_id = $1', [world.klass.id]);
      expect(members).toEqual([]);
      expectError(
        await api.get(`/api/admin/class/get/${world.klass.id}`, { token: world.admin.token }),
        404,
        'Class not found',
      );
    });
  });

  describe('class lists', () => {
    it('GET /api/admin/class/getUserClasses: own classes; an admin sees every class; others only for admins', async () => {
      expectError(await api.get('/api/admin/class/getUserClasses'), 401, 'session expired');
      const names = async (token: string, query?: Record<string, string>) =>
        (
          (await api.get('/api/admin/class/getUserClasses', { token, query })).json().data as Array<{ classId: string }>
        ).map((c) => c.classId);
      expect(await names(w.students[0]!.token)).toEqual([w.klass.id]);
      expect(await names(w.outsider.token)).toEqual([]);
      expect(await names(w.otherTeacher.token)).toContain(w.otherClass.id);
      expect(await names(w.otherTeacher.token)).not.toContain(w.klass.id);
      const all = await names(w.admin.token);
      expect(all).toEqual(expect.arrayContaining([w.klass.id, w.otherClass.id]));
      expect(all).not.toContain(w.foreign.klass.id);
      expect(await names(w.admin.token, { userId: w.students[0]!.user.id })).toEqual([w.klass.id]);
      expectError(
        await api.get('/api/admin/class/getUserClasses', {
          token: w.teacher.token,
          query: { userId: w.students[0]!.user.id },
        }),
        403,
        'Not authorized to perform this action',
      );
      expectError(
        await api.get('/api/admin/class/getUserClasses', {
          token: w.admin.token,
          query: { userId: w.foreign.teacher.user.id },
        }),
        404,
        'User not found',
      );
      expect(await names(w.teacher.token, { search: '7b' })).toEqual([w.klass.id]);
    });

    it('GET /api/admin/class/get-user-classes-with-institute names the institute', async () => {
      const response = await api.get('/api/admin/class/get-user-classes-with-institute', { token: w.teacher.token });
      expect(response.json().data).toMatchObject({
        institute: { instituteId: w.institute.id, instituteKneuraId: w.institute.kneuraId },
      });
      expect(response.json().data.classes.map((c: { classId: string }) => c.classId)).toContain(w.klass.id);
    });

    it('GET /api/staff/classes: by kneura ids, instructor or admin role', async () => {
      expectError(
        await api.get('/api/staff/classes', { token: w.students[0]!.token }),
        403,
        'Not authorized to perform this action',
      );
      const query = {
        role: 'instructor',
        institute_kneura_id: w.institute.kneuraId,
        user_kneura_id: w.teacher.user.kneuraId,
      };
      const own = await api.get('/api/staff/classes', { token: w.teacher.token, query });
      expect(own.json().data.map((c: { classId: string }) => c.classId)).toContain(w.klass.id);
      expectError(
        await api.get('/api/staff/classes', {
          token: w.teacher.token,
          query: { ...query, institute_kneura_id: w.foreign.institute.kneuraId },
        }),
        404,
        'Institute not found',
      );
      expectError(
        await api.get('/api/staff/classes', { token: w.otherTeacher.token, query }),
        403,
        'Not authorized to perform this action',
      );
      // Another institute's user code and a made-up one answer alike: codes cannot be probed across institutes.
      for (const user_kneura_id of [w.foreign.teacher.user.kneuraId, 'NOSUCHCODE']) {
        expectError(
          await api.get('/api/staff/classes', { token: w.admin.token, query: { ...query, user_kneura_id } }),
          404,
          'User not found',
        );
      }
      const everything = await api.get('/api/staff/classes', {
        token: w.admin.token,
        query: { role: 'admin', user_kneura_id: w.admin.user.kneuraId },
      });
      expect(everything.json().data.map((c: { classId: string }) => c.classId)).toEqual(
        expect.arrayContaining([w.klass.id, w.otherClass.id]),
      );
      expectError(
        await api.get('/api/staff/classes', { token: w.admin.token, query: { role: 'boss' } }),
        400,
        'Invalid role',
      );
    });
  });
});
