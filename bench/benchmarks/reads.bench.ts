import type { DatabaseKind } from '../../apps/server/src/db/client';
import type { Goal } from '../lib/goals';
import { measureHealth, measureHello, noFailures } from '../lib/health';
import { type Measurement, defaultLoad, printTable, ratio, runAutocannon } from '../lib/measure';
import { seedSchool } from '../lib/seed-school';
import { type DatabaseTarget, startServerApp } from '../lib/servers';
import type { Benchmark } from '../run-all';

/** The floor for a signed-in, tenant-scoped read: a share of bare Fastify's req/s. */
const SHARE_OF_HELLO: Record<DatabaseKind, number> = { postgres: 0.4, pglite: 0.15 };
const P99_LIMIT_MS = 50;

async function measureReads(target: DatabaseTarget): Promise<Goal[]> {
  const server = await startServerApp(target);
  const kind = server.database.kind;
  let health: Measurement;
  let hello: Measurement;
  const reads: Measurement[] = [];
  try {
    const school = await seedSchool(server.app.db, { tag: 'reads', classes: 8, studentsPerClass: 40, assessments: 30 });
    // A second school in the same tables, so that every read has to scope to its own institute.
    await seedSchool(server.app.db, { tag: 'other', classes: 8, studentsPerClass: 40, assessments: 30 });
    const headers = { access_token: school.token };
    // The floor again, next to this database's figures: the share of hello compares like with like.
    hello = await measureHello();
    health = await measureHealth(server.url, kind);
    reads.push(
      await runAutocannon(`${server.url}/api/admin/class/getUserClasses`, {
        label: `teacher's classes, GET /api/admin/class/getUserClasses (${kind})`,
        headers,
      }),
    );
    reads.push(
      await runAutocannon(`${server.url}/api/assessment/fetch-paginated?skip=0&limit=10`, {
        label: `teacher's tests, GET /api/assessment/fetch-paginated (${kind})`,
        headers,
      }),
    );
  } finally {
    await server.close();
  }
  const { connections, durationSeconds } = defaultLoad();
  printTable(
    `signed-in reads on ${kind}: a teacher of 8 classes × 40 students, 30 tests; ${connections} connections, ${durationSeconds} s each`,
    reads,
    { hello, health },
  );
  return [
    ...reads.flatMap((read): Goal[] => [
      {
        label: `${read.label}: req/s as a share of hello`,
        value: ratio(read, hello) * 100,
        unit: '%',
        limit: SHARE_OF_HELLO[kind] * 100,
        direction: 'min',
      },
      { label: `${read.label}: p99`, value: read.latencyP99Ms, unit: 'ms', limit: P99_LIMIT_MS, direction: 'max' },
    ]),
    ...noFailures([...reads, health]),
  ];
}

/** A teacher's two everyday lists, against hello and /api/health measured in the same run, on each database. */
const reads: Benchmark = {
  name: 'signed-in reads',
  async run(context) {
    const goals: Goal[] = [];
    for (const target of context.targets) goals.push(...(await measureReads(target)));
    return goals;
  },
};

export default reads;
