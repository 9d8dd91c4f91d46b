import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, expectError } from '../../../test/api-client';

const URL = '/api/teacher/daily-logs';

describe('daily logs route', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 3, className: 'Morning Class' });
    const [a, b, c] = w.students.map((s) => s.user.id);
    const take = (payload: Record<string, unknown>) =>
      api.post(
        '/api/student/attendance',
        { classId: w.klass.id, instituteId: w.institute.id, teacherId: w.teacher.user.id, ...payload },
        { token: w.teacher.token },
      );
    await take({ present: [a, b], absent: [c] });
    await take({ present: [a], absent: [], late: [b], excused: [c] });
    await take({ present: [a, b, c], absent: [] });
    // The last one was three days ago.
    await t.database.query(
      "UPDATE attendance_sessions SET taken_at = now() - interval '3 days' WHERE id = (SELECT id FROM attendance_sessions WHERE class_id = $1 ORDER BY taken_at DESC LIMIT 1)",
      [w.klass.id],
    );
    // Behaviour feedback today: one to the whole class (three rows, one batch) and one to a student by
    // the teacher; one by the admin, which is the admin's day, not the teacher's.
    const give = async (url: string, payload: Record<string, unknown>, token: string) =>
      expect((await api.post(url, { remarks: 'Well done', behaviorPoints: 2, ...payload }, { token })).statusCode).toBe(
        200,
      );
    await give(`/api/behavior/class/${w.klass.id}`, {}, w.teacher.token);
    await give('/api/behavior', { classId: w.klass.id, studentId: a }, w.teacher.token);
    await give('/api/behavior', { classId: w.klass.id, studentId: b }, w.admin.token);
  });
  afterAll(() => t?.close());

  it('answers 401, 403 to a student and for another teacher, 404 for a teacher of another institute', async () => {
    expectError(await api.get(URL), 401, 'session expired');
    expectError(await api.get(URL, { token: w.students[0]!.token }), 403, 'Not authorized to perform this action');
    expectError(
      await api.get(URL, { token: w.otherTeacher.token, query: { teacherId: w.teacher.user.id } }),
      403,
      'Not authorized to perform this action',
    );
    expectError(
      await api.get(URL, { token: w.admin.token, query: { teacherId: w.foreign.teacher.user.id } }),
      404,
      'Teacher not found',
    );
    expectError(await api.get(URL, { token: w.teacher.token, query: { range: 'ALWAYS' } }), 400, 'Invalid range');
    expectError(
      await api.get(URL, { token: w.teacher.token, query: { timeZone: 'Mars/Olympus' } }),
      400,
      'Invalid timeZone',
    );
  });

  it("gives a teacher their days: today's classes and attendance, in their time zone", async () => {
    const response = await api.get(URL, {
      token: w.teacher.token,
      query: { range: 'LAST_7_DAYS', timeZone: 'Asia/Kolkata' },
    });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ teacher: { id: w.teacher.user.id }, timeZone: 'Asia/Kolkata', classCount: 1 });
    expect(data.days).toHaveLength(2);
    expect(data.days[0]).toMatchObject({
      attendanceTaken: 2,
      // The class-wide feedback counts once (a giving, like a taking of attendance), the single one once.
      feedbackGiven: 2,
      classes: [
        {
          classId: w.klass.id,
          className: 'Morning Class',
          attendanceTaken: 2,
          counts: { PRESENT: 3, ABSENT: 1, LATE: 1, EXCUSED: 1 },
          feedbackGiven: 2,
        },
      ],
    });
    expect(data.days[1]).toMatchObject({ attendanceTaken: 1, feedbackGiven: 0, classes: [{ feedbackGiven: 0 }] });
    expect(data.days[0].date > data.days[1].date).toBe(true);
    const today = (
      await api.get(URL, { token: w.teacher.token, query: { range: 'TODAY', timeZone: 'Asia/Kolkata' } })
    ).json().data;
    expect(today.days).toHaveLength(1);
    const yesterday = (await api.get(URL, { token: w.teacher.token, query: { range: 'YESTERDAY' } })).json().data;
    expect(yesterday.days).toEqual([]);
    const asAdmin = (
      await api.get(URL, { token: w.admin.token, query: { teacherId: w.teacher.user.id, range: 'LAST_30_DAYS' } })
    ).json().data;
    expect(asAdmin.days).toHaveLength(2);
    expect(asAdmin.days[0].feedbackGiven).toBe(2);
    // A day of feedback without attendance: the class is there, with no attendance taken.
    const adminOwn = (await api.get(URL, { token: w.admin.token, query: { range: 'TODAY' } })).json().data;
    expect(adminOwn.days).toMatchObject([
      {
        attendanceTaken: 0,
        feedbackGiven: 1,
        classes: [{ classId: w.klass.id, attendanceTaken: 0, feedbackGiven: 1, lastTakenAt: null }],
      },
    ]);
    const other = (await api.get(URL, { token: w.otherTeacher.token })).json().data;
    expect(other).toMatchObject({ days: [], classCount: 1 });
  });
});
