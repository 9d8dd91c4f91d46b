import { cpus, loadavg } from 'node:os';
import { type BuiltServer, startBuiltServer } from '../lib/built-server';
import type { Goal } from '../lib/goals';
import type { LiveLoadInput } from '../lib/live-load';
import { type LiveLoadResult, runLiveLoad } from '../lib/live-load-shards';
import { fmt } from '../lib/measure';
import type { Benchmark } from '../run-all';

const ROOMS = Number(process.env.LIVE_BENCH_ROOMS ?? 50);
const SOCKETS = Number(process.env.LIVE_BENCH_SOCKETS ?? 40);
const SECONDS = Number(process.env.LIVE_BENCH_SECONDS ?? 10);
const HZ = 30;
/** The simulated clients' processes: one could not keep up with 60,000 batches a second on its own. */
const LOAD_PROCESSES = Number(process.env.LIVE_BENCH_LOAD_PROCESSES ?? 2);
// Two processes need one PostgreSQL database (empty: the first process seeds the demo) and Redis.
const REDIS_URL = process.env.LIVE_BENCH_REDIS_URL;
const DATABASE_URL = process.env.LIVE_BENCH_DATABASE_URL;

async function api<T>(url: string, token: string | null, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { access_token: token } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  if (!response.ok) throw new Error(`${method} ${url}: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { data: T }).data;
}

const login = (url: string, email: string) =>
  api<{ access_token: string }>(`${url}/api/galileo/login`, null, 'POST', { email, password: 'demo1234' }).then(
    (session) => session.access_token,
  );

/** One lesson per room, published to the demo class, and the tokens of its teacher and students. */
async function world(
  url: string,
): Promise<Omit<LiveLoadInput, 'urls' | 'socketsPerRoom' | 'seconds' | 'hz' | 'shard' | 'shards'>> {
  const teacherToken = await login(url, 'teacher@demo.test');
  const classes = await api<Array<{ classId: string; name: string }>>(
    `${url}/api/admin/class/getUserClasses`,
    teacherToken,
    'GET',
  );
  const classId = classes.find((klass) => klass.name === 'Class 6A')!.classId;
  const rooms: LiveLoadInput['rooms'] = [];
  for (let index = 0; index < ROOMS; index += 1) {
    const lesson = await api<{ id: string }>(`${url}/api/flow/addIWB`, teacherToken, 'POST', {
      name: `Live bench ${index}`,
      class_id: classId,
      lessonType: 'teach',
      slides: [{}],
    });
    // Published to the class, so its students read the board (as in a live class of it).
    await api(`${url}/api/flow/publishIwb`, teacherToken, 'POST', {
      flow_id: lesson.id,
      class_id: classId,
      isPublic: true,
    });
    const info = await api<{ pages: Array<{ id: string }> }>(
      `${url}/api/board/lesson/${lesson.id}`,
      teacherToken,
      'GET',
    );
    rooms.push({ lessonId: lesson.id, pageId: info.pages[0]!.id });
  }
  const studentTokens = await Promise.all([1, 2, 3, 4, 5].map((n) => login(url, `student${n}@demo.test`)));
  return { rooms, teacherToken, studentTokens };
}

async function measure(servers: BuiltServer[]) {
  const setup = await world(servers[0]!.url);
  const load = avg();
  const result = await runLiveLoad(
    { ...setup, urls: servers.map((s) => s.url), socketsPerRoom: SOCKETS, seconds: SECONDS, hz: HZ },
    LOAD_PROCESSES,
  );
  return { result, load: `${load} → ${avg()}` };
}

const avg = () =>
  loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');

function row(label: string, r: LiveLoadResult, load: string) {
  const delivered = (100 * r.received) / r.expected;
  return `| ${label} | ${r.sockets} | ${fmt(r.sent)} | ${fmt(delivered, 2)} % | ${fmt(r.p50, 1)} / ${fmt(r.p99, 1)} / ${fmt(r.max, 0)} ms | ${r.boardsEqual} / ${r.boards} | ${r.unacknowledged} / ${r.strokes} | ${load} |`;
}

const liveClass: Benchmark = {
  name: `Live class: ${ROOMS} rooms of ${SOCKETS} sockets, the teacher drawing at ${HZ} updates a second`,
  async run() {
    const lines = [
      `${cpus().length} cores. Live ink relayed by the server, batched per room every 33 ms; a stroke stored each second. Clients in ${LOAD_PROCESSES} load processes of their own.`,
      '',
      '| run | sockets | ink updates sent | delivered | p50 / p99 / max | boards equal to the server | strokes unanswered | load average before → after |',
      '|---|---:|---:|---:|---:|---:|---:|---|',
    ];
    const goals: Goal[] = [];
    const single = await startBuiltServer();
    let one: LiveLoadResult;
    try {
      const { result, load } = await measure([single]);
      one = result;
      lines.push(row('one process (PGlite)', result, load));
    } finally {
      await single.close();
    }
    goals.push(
      { label: 'live class: ink p99, one process', value: one.p99, unit: 'ms', limit: 150, direction: 'max' },
      {
        label: 'live class: ink delivered, one process',
        value: (100 * one.received) / one.expected,
        unit: '%',
        limit: 100,
        direction: 'min',
      },
      {
        label: 'live class: boards equal to the server, one process',
        value: (100 * one.boardsEqual) / one.boards,
        unit: '%',
        limit: 100,
        direction: 'min',
      },
    );
    if (!REDIS_URL || !DATABASE_URL) {
      lines.push(
        '',
        'Two processes SKIPPED: set LIVE_BENCH_REDIS_URL and LIVE_BENCH_DATABASE_URL (an empty PostgreSQL database).',
      );
    } else {
      const env = { REDIS_URL, DATABASE_URL };
      const first = await startBuiltServer(env);
      // The second starts once the first has seeded the demo, so only one seeds.
      const second = await startBuiltServer({ ...env, SEED_DEMO: 'false' }).catch(async (error: unknown) => {
        await first.close();
        throw error;
      });
      try {
        const { result, load } = await measure([first, second]);
        lines.push(row('two processes (PostgreSQL, Redis)', result, load));
        lines.push('', `Cross-process p99 / one-process p99: ${fmt(result.p99 / one.p99, 2)}×`);
        goals.push(
          { label: 'live class: ink p99, two processes', value: result.p99, unit: 'ms', limit: 150, direction: 'max' },
          {
            label: 'live class: ink delivered, two processes',
            value: (100 * result.received) / result.expected,
            unit: '%',
            limit: 100,
            direction: 'min',
          },
          {
            label: 'live class: boards equal, two processes',
            value: (100 * result.boardsEqual) / result.boards,
            unit: '%',
            limit: 100,
            direction: 'min',
          },
        );
      } finally {
        await second.close();
        await first.close();
      }
    }
    process.stdout.write(`${lines.join('\n')}\n`);
    return goals;
  },
};

export default liveClass;
