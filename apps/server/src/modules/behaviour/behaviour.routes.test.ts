import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';

const FORBIDDEN = 'Not authorized to perform this action';
const CLASS_URL = (classId: string) => `/api/behavior/class/${classId}`;
const ONE = '/api/behavior';
const DATA = '/api/student/class/behavior-data';

describe('behaviour routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 4 });
  });
  afterAll(() => t?.close());

  const student = (index: number) => w.students[index]!;
  const written = () => countRows(t, 'behaviour_feedback');
  const one = (extra: Record<string, unknown> = {}) => ({
    studentId: student(0).user.id,
    classId: w.klass.id,
    remarks: 'Helping others',
    behaviorPoints: 2,
    ...extra,
  });

  describe('POST /api/behavior/class/:id and POST /api/behavior', () => {
    it('answers 401, 403 to a student and to a teacher of another class, 404 for another institute', async () => {
      const before = await written();
      expectError(await api.post(CLASS_URL(w.klass.id), { remarks: 'x', behaviorPoints: 1 }), 401, 'session expired');
      expectError(await api.post(ONE, one()), 401, 'session expired');
      expectError(
        await api.post(CLASS_URL(w.klass.id), { remarks: 'x', behaviorPoints: 1 }, { token: student(0).token }),
        403,
        FORBIDDEN,
      );
      expectError(await api.post(ONE, one(), { token: w.otherTeacher.token }), 403, FORBIDDEN);
      expectError(
        await api.post(CLASS_URL(w.klass.id), { remarks: 'x', behaviorPoints: 1 }, { token: w.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(ONE, one({ classId: w.foreign.klass.id }), { token: w.admin.token }),
        404,
        'Class not found',
      );
      expectError(
        await api.post(CLASS_URL(w.klass.id), { remarks: 'x', behaviorPoints: 1 }, { token: w.foreign.teacher.token }),
        404,
        'Class not found',
      );
      expect(await written()).toBe(before);
    });

    it('answers 400 with exact messages, writing nothing', async () => {
      const before = await written();
      const without = (field: string) => {
        const copy: Record<string, unknown> = one();
        delete copy[field];
        return copy;
      };
      const cases: Array<[unknown, string]> = [
        [without('studentId'), 'Please provide: studentId'],
        [without('classId'), 'Please provide: classId'],
        [without('remarks'), 'Please provide: remarks'],
        [without('behaviorPoints'), 'Please provide: behaviorPoints'],
        [one({ behaviorPoints: 11 }), 'behaviorPoints must be a whole number from -10 to 10'],
        [one({ behaviorPoints: 1.5 }), 'behaviorPoints must be a whole number from -10 to 10'],
        [one({ behaviorPoints: '2' }), 'behaviorPoints must be a whole number from -10 to 10'],
        [one({ remarks: 'x'.repeat(501) }), 'remarks must be at most 500 characters'],
        [one({ remarks: '<b>hi</b>' }), 'remarks must not contain < or >'],
        [one({ teacherId: w.otherTeacher.user.id }), 'teacherId must be the signed-in teacher'],
        [one({ studentId: w.outsider.user.id }), '1 or more students are not a part of the class'],
      ];
      for (const [payload, message] of cases)
        expectError(await api.post(ONE, payload, { token: w.teacher.token }), 400, message);
      expectError(
        await api.post(
          CLASS_URL(w.klass.id),
          { remarks: 'x', behaviorPoints: 1, studentIds: [student(0).user.id, w.outsider.user.id] },
          { token: w.teacher.token },
        ),
        400,
        '1 or more students are not a part of the class',
      );
      expectError(
        await api.post(
          CLASS_URL(w.otherClass.id),
          { remarks: 'x', behaviorPoints: 1 },
          { token: w.otherTeacher.token },
        ),
        400,
        'The class has no students yet',
      );
      expect(await written()).toBe(before);
    });

    it('gives points to the whole class, to chosen students, and a zero-point note to one', async () => {
      const all = await api.post(
        CLASS_URL(w.klass.id),
        { teacherId: w.teacher.user.id, remarks: 'Great teamwork', behaviorPoints: 2 },
        { token: w.teacher.token },
      );
      expect(all.statusCode).toBe(200);
      expect(all.json().message).toBe('Feedback given to the class');
      expect(all.json().data.count).toBe(4);
      const batch = new Set(all.json().data.entries.map((entry: { batchId: string }) => entry.batchId));
      expect(batch.size).toBe(1);

      const chosen = await api.post(
        CLASS_URL(w.klass.id),
        { remarks: 'Off task', behaviorPoints: -1, studentIds: [student(1).user.id, student(2).user.id] },
        { token: w.admin.token },
      );
      expect(chosen.json().data.count).toBe(2);

      const note = await api.post(ONE, one({ remarks: 'Talked to parents', behaviorPoints: 0 }), {
        token: w.teacher.token,
      });
      expect(note.statusCode).toBe(200);
      expect(note.json()).toMatchObject({
        message: 'Feedback given',
        data: {
          studentId: student(0).user.id,
          remarks: 'Talked to parents',
          behaviorPoints: 0,
          teacher: { first_name: 'Tomas' },
        },
      });
    });
  });

  describe('reading behaviour', () => {
    it('a student sees only their own; another student of the class is refused', async () => {
      const own = await api.get(`${DATA}?classId=${w.klass.id}`, { token: student(1).token });
      expect(own.statusCode).toBe(200);
      expect(own.json().data).toMatchObject({
        totalPoints: 1,
        positive: 2,
        needsWork: 1,
        student: { id: student(1).user.id },
      });
      expect(
        own.json().data.entries.every((entry: { studentId: string }) => entry.studentId === student(1).user.id),
      ).toBe(true);
      expectError(
        await api.get(`${DATA}?classId=${w.klass.id}&studentId=${student(0).user.id}`, { token: student(1).token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get(`${DATA}?classId=${w.klass.id}&studentId=${student(0).user.id}`, { token: w.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get(`${DATA}?classId=${w.foreign.klass.id}`, { token: student(1).token }),
        404,
        'Class not found',
      );
      expectError(
        await api.get(`${DATA}?classId=${w.klass.id}&studentId=${student(0).user.id}`),
        401,
        'session expired',
      );
      expectError(
        await api.get(`${DATA}?classId=${w.klass.id}&studentId=${student(0).user.id}&timeZone=Mars/Base`, {
          token: w.teacher.token,
        }),
        400,
        'Invalid timeZone',
      );
      expectError(
        await api.get(`${DATA}?classId=${w.klass.id}&studentId=${w.outsider.user.id}`, { token: w.teacher.token }),
        404,
        'Student not found',
      );

      const list = await api.get(`/api/behavior/remarks-list?classId=${w.klass.id}`, { token: student(1).token });
      expect(list.json().data.total).toBe(2);
      expect(list.json().data.students.map((row: { studentId: string }) => row.studentId)).toEqual([
        student(1).user.id,
      ]);
      expect(list.json().data.abilities).toEqual({ canGive: false });
    });

    it('a teacher sees every student, with points over time, newest first and paginated', async () => {
      const data = await api.get(
        `${DATA}?classId=${w.klass.id}&studentId=${student(0).user.id}&timeZone=Asia/Kolkata`,
        { token: w.teacher.token },
      );
      expect(data.json().data).toMatchObject({ totalPoints: 2, positive: 2, needsWork: 0 });
      expect(data.json().data.series.at(-1).cumulative).toBe(2);
      expect(data.json().data.entries[0].remarks).toBe('Talked to parents');

      const list = await api.get(`/api/behavior/remarks-list?classId=${w.klass.id}&skip=1&limit=2`, {
        token: w.teacher.token,
      });
      const body = list.json().data;
      expect(body.total).toBe(7);
      expect(body.entries).toHaveLength(2);
      expect(body.students).toHaveLength(4);
      expect(body.presets.length).toBeGreaterThan(3);
      expect(body.abilities).toEqual({ canGive: true });
      expectError(
        await api.get(`/api/behavior/remarks-list?classId=${w.klass.id}&limit=500`, { token: w.teacher.token }),
        400,
        'Invalid limit',
      );
    });
  });

  describe('retention', () => {
    it('admins set it, older records are removed at once and no longer read; teachers may only read it', async () => {
      expectError(
        await api.post('/api/behavior/settings', { retentionDays: 30 }, { token: w.teacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post('/api/behavior/settings', { retentionDays: 5 }, { token: w.admin.token }),
        400,
        'retentionDays must be a whole number from 30 to 3650, or null to keep records forever',
      );
      await t.database.query(
        `UPDATE behaviour_feedback SET created_at = now() - interval '40 days' WHERE remarks = 'Off task'`,
      );
      const saved = await api.post('/api/behavior/settings', { retentionDays: 30 }, { token: w.admin.token });
      expect(saved.json()).toEqual({
        message: 'Behaviour settings saved',
        data: { retentionDays: 30, abilities: { canEdit: true } },
      });
      const [row] = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM behaviour_feedback WHERE remarks = 'Off task'`,
      );
      expect(row!.n).toBe(0);
      const read = await api.get('/api/behavior/settings', { token: w.teacher.token });
      expect(read.json().data).toEqual({ retentionDays: 30, abilities: { canEdit: false } });
      // Records that pass the limit later are left out of reads, and removed by the next write.
      await t.database.query(
        `UPDATE behaviour_feedback SET created_at = now() - interval '31 days' WHERE remarks = 'Talked to parents'`,
      );
      const data = await api.get(`${DATA}?classId=${w.klass.id}&studentId=${student(0).user.id}`, {
        token: w.teacher.token,
      });
      expect(data.json().data.entries.map((entry: { remarks: string }) => entry.remarks)).not.toContain(
        'Talked to parents',
      );
      await api.post(ONE, one(), { token: w.teacher.token });
      const [left] = await t.database.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM behaviour_feedback WHERE remarks = 'Talked to parents'`,
      );
      expect(left!.n).toBe(0);
      await api.post('/api/behavior/settings', { retentionDays: null }, { token: w.admin.token });
    });
  });
});
