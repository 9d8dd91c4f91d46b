import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';

const FORBIDDEN = 'Not authorized to perform this action';
const TAKE = '/api/student/attendance';

describe('attendance routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 5, className: 'Class 6A' });
  });
  afterAll(() => t?.close());

  const ids = (world: ClassWorld) => world.students.map((s) => s.user.id);
  const body = (world: ClassWorld, extra: Record<string, unknown> = {}) => ({
    classId: world.klass.id,
    instituteId: world.institute.id,
    teacherId: world.teacher.user.id,
    present: ids(world).slice(2),
    absent: ids(world).slice(0, 2),
    ...extra,
  });
  const written = async () => [await countRows(t, 'attendance_sessions'), await countRows(t, 'attendance_marks')];

  describe('POST /api/student/attendance', () => {
    it('answers 401, 403 to a student and to a teacher of another class, 404 for another institute', async () => {
      const before = await written();
      expectError(await api.post(TAKE, body(w)), 401, 'session expired');
      expectError(
        await api.post(TAKE, body(w, { teacherId: w.students[0]!.user.id }), { token: w.students[0]!.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(TAKE, body(w, { teacherId: w.otherTeacher.user.id }), { token: w.otherTeacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.post(TAKE, body(w, { classId: w.foreign.klass.id, teacherId: w.admin.user.id }), {
          token: w.admin.token,
        }),
        404,
        'Class not found',
      );
      expectError(
        await api.post(TAKE, body(w, { instituteId: w.foreign.institute.id }), { token: w.teacher.token }),
        404,
        'Class not found',
      );
      expect(await written()).toEqual(before);
    });

    it("answers 400 with the spec's 'Please provide: ...' and the rules' messages, writing nothing", async () => {
      const before = await written();
      const token = w.teacher.token;
      const without = (field: string) => {
        const copy: Record<string, unknown> = body(w);
        delete copy[field];
        return copy;
      };
      const cases: Array<[unknown, string]> = [
        [without('classId'), 'Please provide: classId'],
        [without('instituteId'), 'Please provide: instituteId'],
        [without('absent'), 'Please provide: absent'],
        [without('present'), 'Please provide: present'],
        [without('teacherId'), 'Please provide: teacherId'],
        [body(w, { classId: 7 }), 'Invalid classId'],
        [body(w, { present: [], absent: [] }), 'Please provide: present'],
        [body(w, { late: [ids(w)[0]] }), 'A student can have only one status'],
        [
          body(w, { present: [...ids(w).slice(2), w.outsider.user.id] }),
          '1 or more students are not a part of the class',
        ],
        [body(w, { absent: [w.foreign.teacher.user.id] }), '1 or more students are not a part of the class'],
        [body(w, { present: [w.teacher.user.id] }), '1 or more students are not a part of the class'],
        [body(w, { teacherId: w.otherTeacher.user.id }), 'teacherId must be the signed-in teacher'],
        [body(w, { status: 'done' }), 'Unknown field: status'],
      ];
      for (const [payload, message] of cases) expectError(await api.post(TAKE, payload, { token }), 400, message);
      expect(await written()).toEqual(before);
    });

    it('marks the class, with LATE and EXCUSED, and answers the message the snackbar shows', async () => {
      const [a, b, c, d, e] = ids(w);
      const response = await api.post(TAKE, body(w, { present: [c], absent: [a, b], late: [d], excused: [e] }), {
        token: w.teacher.token,
      });
      expect(response.statusCode).toBe(200);
      const { message, data } = response.json();
      expect(message).toBe('Attendance marked successfully');
      expect(data).toMatchObject({
        classId: w.klass.id,
        className: 'Class 6A',
        teacher: { id: w.teacher.user.id, name: 'Tomas Teacher' },
        counts: { PRESENT: 1, ABSENT: 2, LATE: 1, EXCUSED: 1 },
        total: 5,
      });
      expect(data.marks.find((m: { studentId: string }) => m.studentId === d).status).toBe('LATE');
      // An admin takes it too, as themself.
      const admin = await api.post(TAKE, body(w, { teacherId: w.admin.user.id }), { token: w.admin.token });
      expect(admin.json().data.teacher.id).toBe(w.admin.user.id);
    });
  });

  describe('logs, history, report and export', () => {
    let world: ClassWorld;
    beforeAll(async () => {
      world = await classWorld(t, { studentCount: 4, className: 'Logs Class' });
      const [a, b, c, d] = ids(world);
      await api.post(TAKE, body(world, { present: [a, b, c], absent: [d] }), { token: world.teacher.token });
      await api.post(TAKE, body(world, { present: [a, b], absent: [c], late: [d] }), { token: world.teacher.token });
      // One taking 10 days ago, straight in the table.
      await t.database.query(
        "UPDATE attendance_sessions SET taken_at = now() - interval '10 days' WHERE id = (SELECT id FROM attendance_sessions WHERE class_id = $1 ORDER BY taken_at ASC LIMIT 1)",
        [world.klass.id],
      );
    });

    it('GET /api/student/attendance: newest first, by range, or one by attendanceId', async () => {
      const url = TAKE;
      expectError(await api.get(url, { query: { classId: world.klass.id } }), 401, 'session expired');
      expectError(await api.get(url, { token: world.teacher.token }), 400, 'Please provide: classId');
      expectError(
        await api.get(url, { token: world.students[0]!.token, query: { classId: world.klass.id } }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get(url, { token: world.otherTeacher.token, query: { classId: world.klass.id } }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get(url, { token: w.admin.token, query: { classId: world.klass.id } }),
        404,
        'Class not found',
      );
      expectError(
        await api.get(url, { token: world.teacher.token, query: { classId: world.klass.id, range: 'FOREVER' } }),
        400,
        'Invalid range',
      );
      expectError(
        await api.get(url, {
          token: world.teacher.token,
          query: { classId: world.klass.id, endDate: new Date().toISOString() },
        }),
        400,
        'Please provide: startDate',
      );
      expectError(
        await api.get(url, {
          token: world.teacher.token,
          query: { classId: world.klass.id, startDate: 'yesterday', endDate: 'today' },
        }),
        400,
        'Invalid startDate',
      );

      const all = (await api.get(url, { token: world.teacher.token, query: { classId: world.klass.id } })).json().data;
      expect(all).toHaveLength(2);
      expect(new Date(all[0].takenAt) > new Date(all[1].takenAt)).toBe(true);
      const today = (
        await api.get(url, { token: world.teacher.token, query: { classId: world.klass.id, range: 'TODAY' } })
      ).json().data;
      expect(today.map((log: { counts: unknown }) => log.counts)).toEqual([
        { PRESENT: 2, ABSENT: 1, LATE: 1, EXCUSED: 0 },
      ]);
      for (const [range, count] of [
        ['YESTERDAY', 0],
        ['LAST_7_DAYS', 1],
        ['LAST_30_DAYS', 2],
        ['LAST_60_DAYS', 2],
      ] as const) {
        const logs = (
          await api.get(url, { token: world.admin.token, query: { classId: world.klass.id, range } })
        ).json().data;
        expect(logs, range).toHaveLength(count);
      }
      const one = (
        await api.get(url, {
          token: world.teacher.token,
          query: { classId: world.klass.id, attendanceId: all[1].attendanceId },
        })
      ).json().data;
      expect(one).toHaveLength(1);
      expect(one[0].marks).toHaveLength(4);
      expectError(
        await api.get(url, {
          token: w.teacher.token,
          query: { classId: w.klass.id, attendanceId: all[1].attendanceId },
        }),
        404,
        'Attendance not found',
      );
    });

    it('GET /api/student/attendance/history: a student their own only; teachers any of theirs', async () => {
      const url = '/api/student/attendance/history';
      const [me, other] = world.students;
      expectError(await api.get(url, { query: { classId: world.klass.id } }), 401, 'session expired');
      const own = (await api.get(url, { token: me!.token, query: { classId: world.klass.id } })).json().data;
      expect(own).toMatchObject({ student: { id: me!.user.id }, counts: { PRESENT: 2, ABSENT: 0 }, rate: 100 });
      expect(own.entries).toHaveLength(2);
      expectError(
        await api.get(url, { token: me!.token, query: { classId: world.klass.id, studentId: other!.user.id } }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get(url, { token: world.outsider.token, query: { classId: world.klass.id } }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get(url, { token: w.students[0]!.token, query: { classId: world.klass.id } }),
        404,
        'Class not found',
      );
      const third = (
        await api.get(url, {
          token: world.teacher.token,
          query: { classId: world.klass.id, studentId: world.students[3]!.user.id, range: 'LAST_7_DAYS' },
        })
      ).json().data;
      expect(third).toMatchObject({ counts: { PRESENT: 0, ABSENT: 0, LATE: 1, EXCUSED: 0 }, rate: 100 });
      expectError(
        await api.get(url, {
          token: world.teacher.token,
          query: { classId: world.klass.id, studentId: world.outsider.user.id },
        }),
        404,
        'Student not found',
      );
    });

    it('GET /api/student/class/:id: every student with counts and rate over a timeFrame', async () => {
      const url = `/api/student/class/${world.klass.id}`;
      expectError(await api.get(url), 401, 'session expired');
      expectError(await api.get(url, { token: world.students[0]!.token }), 403, FORBIDDEN);
      expectError(await api.get(url, { token: world.otherTeacher.token }), 403, FORBIDDEN);
      expectError(
        await api.get(`/api/student/class/${w.klass.id}`, { token: world.admin.token }),
        404,
        'Class not found',
      );
      const report = (await api.get(url, { token: world.teacher.token, query: { timeFrame: 'LAST_30_DAYS' } })).json()
        .data;
      expect(report).toMatchObject({
        className: 'Logs Class',
        sessions: 2,
        counts: { PRESENT: 5, ABSENT: 2, LATE: 1, EXCUSED: 0 },
      });
      expect(report.students).toHaveLength(4);
      expect(report.rate).toBe(75);
      const todayOnly = (await api.get(url, { token: world.teacher.token, query: { timeFrame: 'TODAY' } })).json().data;
      expect(todayOnly.sessions).toBe(1);
    });

    it('GET /api/student/attendance/export: a CSV row per student, a column per taking', async () => {
      const url = '/api/student/attendance/export';
      expectError(await api.get(url, { query: { classId: world.klass.id } }), 401, 'session expired');
      expectError(
        await api.get(url, { token: world.otherTeacher.token, query: { classId: world.klass.id } }),
        403,
        FORBIDDEN,
      );
      const response = await api.get(url, { token: world.teacher.token, query: { classId: world.klass.id } });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toContain('attachment; filename="attendance-Logs Class.csv"');
      const rows = Papa.parse<string[]>(response.body, { skipEmptyLines: true }).data;
      expect(rows[0]!.slice(0, 2)).toEqual(['Student', 'Email']);
      expect(rows[0]!.slice(-5)).toEqual(['Present', 'Absent', 'Late', 'Excused', 'Rate %']);
      expect(rows).toHaveLength(5);
      const fourth = rows.find((row) => row[1] === world.students[3]!.email)!;
      expect(fourth.slice(2, 4)).toEqual(['A', 'L']);
      expect(fourth.slice(-5)).toEqual(['0', '1', '1', '0', '50']);
    });
  });
});
