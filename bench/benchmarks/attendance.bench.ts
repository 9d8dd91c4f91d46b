import type { Goal } from '../lib/goals';
import { measureHealth, noFailures } from '../lib/health';
import { type Measurement, defaultLoad, printTable, runAutocannon } from '../lib/measure';
import { seedSchool } from '../lib/seed-school';
import { type DatabaseTarget, startServerApp } from '../lib/servers';
import type { BenchContext, Benchmark } from '../run-all';

const CLASS_SIZE = 40;

async function measureAttendance(target: DatabaseTarget, context: BenchContext): Promise<Goal[]> {
  const server = await startServerApp(target);
  const kind = server.database.kind;
  let health: Measurement;
  const measured: Measurement[] = [];
  try {
    const school = await seedSchool(server.app.db, { tag: 'attend', classes: 2, studentsPerClass: CLASS_SIZE });
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
    const first = await fetch(`${server.url}/api/student/attendance`, { method: 'POST', headers, body: body(listed) });
    if (first.status !== 200) throw new Error(`attendance answered ${first.status}: ${await first.text()}`);
    const { attendanceId } = ((await first.json()) as { data: { attendanceId: string } }).data;

    health = await measureHealth(server.url, kind);
    measured.push(
      await runAutocannon(`${server.url}/api/student/attendance?classId=${listed}&attendanceId=${attendanceId}`, {
        label: `GET /api/student/attendance, ${CLASS_SIZE} marks (${kind})`,
        headers: { access_token: school.token },
      }),
    );
    measured.push(
      await runAutocannon(`${server.url}/api/student/attendance`, {
        label: `POST /api/student/attendance, ${CLASS_SIZE} students (${kind})`,
        method: 'POST',
        headers,
        body: body(submitted),
      }),
    );
  } finally {
    // Requests the load generator gave up on at the end may still be writing: let them commit before the
    // schema is dropped (PostgreSQL would otherwise see the drop and a write deadlock).
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.close();
  }
  const { connections, durationSeconds } = defaultLoad();
  printTable(
    `attendance on ${kind}: a class of ${CLASS_SIZE}; ${connections} connections, ${durationSeconds} s each`,
    measured,
    {
      hello: context.hello,
      health,
    },
  );
  return noFailures([...measured, health]);
}

/** Taking attendance for a class of 40 (one transaction of 41 rows) and listing a taking, on each database. */
const attendance: Benchmark = {
  name: 'attendance',
  async run(context) {
    const goals: Goal[] = [];
    for (const target of context.targets) goals.push(...(await measureAttendance(target, context)));
    return goals;
  },
};

export default attendance;
