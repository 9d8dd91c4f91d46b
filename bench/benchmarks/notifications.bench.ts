import { notifications } from '../../apps/server/src/db/schema';
import type { Db } from '../../apps/server/src/db/client';
import type { Goal } from '../lib/goals';
import { measureHealth, measureHello, noFailures } from '../lib/health';
import { runInLoadProcess } from '../lib/load';
import { type Measurement, defaultLoad, fmt, printTable, runAutocannon } from '../lib/measure';
import { seedSchool } from '../lib/seed-school';
import { type DatabaseTarget, startServerApp } from '../lib/servers';
import type { Benchmark } from '../run-all';

/** The goal: the inbox's first page and the unread count in under 20 ms at the 95th percentile. */
const P95_LIMIT_MS = 20;
const MINE = 10_000;
/** Every fifth one unread. */
const UNREAD_EVERY = 5;
/** The other people's notifications in the same table, so that every read scopes to one user. */
const OTHERS = 40;
const PER_OTHER = 500;
const DAY_MS = 24 * 60 * 60_000;
const envNumber = (name: string, fallback: number) => Number(process.env[name]) || fallback;
/** Paced (open-loop) requests per second and seconds per target: the latency of a steady load, not of a queue. */
const RATE = envNumber('BENCH_NOTIFICATIONS_RATE', 50);
const PACED_SECONDS = envNumber('BENCH_NOTIFICATIONS_SECONDS', 10);

/** `count` notifications for one user over the last 60 days, in batches of 1,000. */
async function storeNotifications(db: Db, userId: string, count: number, now: number) {
  for (let start = 0; start < count; start += 1000) {
    const rows = Array.from({ length: Math.min(1000, count - start) }, (_, k) => {
      const i = start + k;
      const createdAt = new Date(now - Math.floor((i / count) * 60 * DAY_MS));
      return {
        userId,
        type: i % 3 === 0 ? 'CLASS_FEED_POST' : 'ASSESSMENT_PUBLISHED',
        title: `Notification ${i}`,
        body: 'A line of text as a notification carries it',
        data: { classId: 'bench' },
        readAt: i % UNREAD_EVERY === 0 ? null : createdAt,
        createdAt,
      };
    });
    await db.insert(notifications).values(rows);
  }
}

/** One request every 1/RATE s for PACED_SECONDS, from the load process; its p95 is the goal's figure. */
async function paced(url: string, label: string, headers: Record<string, string> = {}): Promise<Measurement> {
  const jobs = Array.from({ length: RATE * PACED_SECONDS }, () => ({ url, method: 'GET' as const, headers }));
  // A short unmeasured round first, so the JIT and the caches are warm.
  await runInLoadProcess({ kind: 'burst', jobs: jobs.slice(0, RATE), windowMs: 1000 });
  const result = await runInLoadProcess({ kind: 'burst', jobs, windowMs: PACED_SECONDS * 1000 });
  return { label, ...result };
}

function printPaced(title: string, measurements: Measurement[]) {
  const lines = [
    '',
    `### ${title}`,
    '',
    '| target | req/s | avg ms | p50 ms | p95 ms | p99 ms | requests | failures |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...measurements.map(
      (m) =>
        `| ${m.label} | ${fmt(m.requestsPerSecond)} | ${fmt(m.latencyAvgMs, 2)} | ${fmt(m.latencyP50Ms, 1)} | ${fmt(m.latencyP95Ms ?? 0, 1)} | ${fmt(m.latencyP99Ms, 1)} | ${fmt(m.totalRequests)} | ${fmt(m.failures)} |`,
    ),
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
}

async function measureNotifications(target: DatabaseTarget): Promise<Goal[]> {
  const server = await startServerApp(target);
  const kind = server.database.kind;
  const steady: Measurement[] = [];
  const loaded: Measurement[] = [];
  let health: Measurement;
  let hello: Measurement;
  try {
    const school = await seedSchool(server.app.db, { tag: 'notes', classes: 1, studentsPerClass: OTHERS });
    const now = Date.now();
    await storeNotifications(server.app.db, school.teacher.id, MINE, now);
    for (const studentId of school.studentIds) await storeNotifications(server.app.db, studentId, PER_OTHER, now);
    const headers = { access_token: school.token };
    const inbox = `${server.url}/api/notifications/notification`;
    const count = `${server.url}/api/notifications/notification/newMessagesCount`;

    steady.push(await paced(`${server.url}/api/health`, `GET /api/health (${kind})`));
    steady.push(await paced(inbox, `inbox, first page of 20 (${kind})`, headers));
    steady.push(await paced(count, `unread count (${kind})`, headers));

    hello = await measureHello();
    health = await measureHealth(server.url, kind);
    loaded.push(await runAutocannon(inbox, { label: `inbox, first page of 20 (${kind})`, headers }));
    loaded.push(await runAutocannon(count, { label: `unread count (${kind})`, headers }));
  } finally {
    await server.close();
  }
  printPaced(
    `notifications on ${kind}, paced: ${RATE} req/s for ${PACED_SECONDS} s each; one user with ${fmt(MINE)} notifications (${fmt(MINE / UNREAD_EVERY)} unread) among ${fmt(OTHERS * PER_OTHER)} of others`,
    steady,
  );
  const { connections, durationSeconds } = defaultLoad();
  printTable(`notifications on ${kind}, saturated: ${connections} connections, ${durationSeconds} s each`, loaded, {
    hello,
    health,
  });
  return [
    ...steady.slice(1).map((m): Goal => ({
      label: `${m.label}: p95 at ${RATE} req/s`,
      value: m.latencyP95Ms ?? Infinity,
      unit: 'ms',
      limit: P95_LIMIT_MS,
      direction: 'max',
    })),
    ...noFailures([...steady, ...loaded, health]),
  ];
}

/** One user's 10,000 notifications: the inbox's first page and the unread count against /api/health, each database. */
const notificationsBench: Benchmark = {
  name: 'notifications',
  async run(context) {
    const goals: Goal[] = [];
    for (const target of context.targets) goals.push(...(await measureNotifications(target)));
    return goals;
  },
};

export default notificationsBench;
