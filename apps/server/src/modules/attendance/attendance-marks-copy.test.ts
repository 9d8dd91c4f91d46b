import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { type TestApp, createTestApp } from '../../../test/test-app';

/** The marks carry their session's class and time (a trigger copies them), which Insights reads by range. */
describe("attendance marks' copy of their session", () => {
  let t: TestApp;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    w = await classWorld(t, { studentCount: 2, className: 'Class 6A' });
  });
  afterAll(() => t?.close());

  const marks = () =>
    t.database.query<{ class_id: string; taken_at: Date | string; session_at: Date | string }>(
      `SELECT m.class_id, m.taken_at, s.taken_at AS session_at FROM attendance_marks m
       JOIN attendance_sessions s ON s.id = m.attendance_id WHERE s.class_id = $1`,
      [w.klass.id],
    );

  it('copies the class and time on insert, and follows a session moved in time', async () => {
    const [first, second] = w.students.map((student) => student.user.id);
    await t.database.query(
      `WITH s AS (INSERT INTO attendance_sessions (id, class_id, institute_id, taken_at)
                  VALUES ('copy-1', $1, $2, '2026-03-02T09:00:00Z') RETURNING id)
       INSERT INTO attendance_marks (attendance_id, student_id, status)
       SELECT id, $3, 'PRESENT' FROM s UNION ALL SELECT id, $4, 'ABSENT' FROM s`,
      [w.klass.id, w.institute.id, first, second],
    );
    const inserted = await marks();
    expect(inserted).toHaveLength(2);
    for (const row of inserted) {
      expect(row.class_id).toBe(w.klass.id);
      expect(new Date(row.taken_at).toISOString()).toBe('2026-03-02T09:00:00.000Z');
    }

    await t.database.query(`UPDATE attendance_sessions SET taken_at = '2025-01-10T08:00:00Z' WHERE id = 'copy-1'`);
    for (const row of await marks()) {
      expect(new Date(row.taken_at).toISOString()).toBe(new Date(row.session_at).toISOString());
      expect(new Date(row.taken_at).toISOString()).toBe('2025-01-10T08:00:00.000Z');
    }
  });
});
