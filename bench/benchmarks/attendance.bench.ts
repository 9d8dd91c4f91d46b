import { classMembers, classes, institutes, memberships, users } from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';
import { openSession } from '../../apps/server/src/modules/auth';
import { type Measurement, defaultLoad, printComparison, runAutocannon } from '../lib/measure';
import { startServerApp } from '../lib/servers';
import type { Benchmark } from '../run-all';

const CLASS_SIZE = 40;

/** One institute with a teacher and two classes of 40 students each, straight in the database. */
async function seedSchool(db: Db) {
  const [institute] = await db.insert(institutes).values({ name: 'Bench School', kneuraId: 'BENCH001' }).returning();
  const [teacher] = await db
    .insert(users)
    .values({
      email: 'teacher@bench.test',
      firstName: 'Bench',
      lastName: 'Teacher',
      kneuraId: 'BENCHT01',
      emailVerified: true,
    })
    .returning();
  const students = await db
    .insert(users)
    .values(
      Array.from({ length: CLASS_SIZE }, (_, i) => ({
        email: `student${i}@bench.test`,
        firstName: `Student${String.fromCharCode(65 + (i % 26))}`,
        lastName: `Number ${i}`,
        kneuraId: `BENCHS${String(i).padStart(2, '0')}`,
        emailVerified: true,
      })),
    )
    .returning();
  await db.insert(memberships).values([
    { userId: teacher!.id, instituteId: institute!.id, roles: ['instructor'], isDefault: true },
    ...students.map((student) => ({
      userId: student.id,
      instituteId: institute!.id,
      roles: ['learner'],
      isDefault: true,
    })),
  ]);
  const made = await db
    .insert(classes)
    .values(
      ['Bench 7A', 'Bench 7B'].map((name, i) => ({
        instituteId: institute!.id,
        name,
        joinCode: `BENCH${i}`,
        createdBy: teacher!.id,
      })),
    )
    .returning();
  for (const klass of made) {
    await db
      .insert(classMembers)
      .values([
        { classId: klass.id, userId: teacher!.id, role: 'instructor' as const },
        ...students.map((student) => ({ classId: klass.id, userId: student.id, role: 'learner' as const })),
      ]);
  }
  const token = (await openSession(db, teacher!.id, institute!.id)).token;
  return {
    institute: institute!,
    teacher: teacher!,
    studentIds: students.map((s) => s.id),
    classIds: made.map((c) => c.id),
    token,
  };
}

/**
 * Attendance for a class of 40 on the real app: submitting it (POST /api/student/attendance, one
 * transaction of 41 rows) and listing a taking with its 40 marks, each against GET /api/health
 * measured on the same server in the same run.
 */
const attendance: Benchmark = {
  name: 'attendance',
  async run() {
    const { connections, durationSeconds } = defaultLoad();
    const server = await startServerApp({ RATE_LIMIT_PER_MINUTE: '100000000' });
    const kind = server.database.kind;
    let health: Measurement;
    let submit: Measurement;
    let list: Measurement;
    try {
      const school = await seedSchool(server.app.db);
      const headers = { access_token: school.token, 'content-type': 'application/json' };
      const body = (classId: string) =>
        JSON.stringify({
          classId,
          instituteId: school.institute.id,
          teacherId: school.teacher.id,
          present: school.studentIds.slice(4),
          absent: school.studentIds.slice(0, 2),
          late: school.studentIds.slice(2, 3),
          excused: school.studentIds.slice(3, 4),
        });
      // The listed class gets one taking; the submitted one grows during the run.
      const [listed, submitted] = school.classIds as [string, string];
      const first = await fetch(`${server.url}/api/student/attendance`, {
        method: 'POST',
        headers,
        body: body(listed),
      });
      if (first.status !== 200) throw new Error(`attendance answered ${first.status}: ${await first.text()}`);
      const { attendanceId } = ((await first.json()) as { data: { attendanceId: string } }).data;

      health = await runAutocannon(`${server.url}/api/health`, { label: `GET /api/health (${kind})` });
      list = await runAutocannon(
        `${server.url}/api/student/attendance?classId=${listed}&attendanceId=${attendanceId}`,
        {
          label: `GET /api/student/attendance, 40 marks (${kind})`,
          headers: { access_token: school.token },
        },
      );
      submit = await runAutocannon(`${server.url}/api/student/attendance`, {
        label: `POST /api/student/attendance, 40 students (${kind})`,
        method: 'POST',
        headers,
        body: body(submitted),
      });
    } finally {
      // Requests autocannon gave up on at the end may still be writing: let them commit before the
      // schema is dropped (PostgreSQL would otherwise see the drop and a write deadlock).
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await server.close();
    }
    const title = (what: string) =>
      `${what}: class of ${CLASS_SIZE} vs health, ${connections} connections, ${durationSeconds} s each`;
    return [
      printComparison(title('attendance submit'), submit, health),
      printComparison(title('attendance list'), list, health),
    ];
  },
};

export default attendance;
