import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import type { Goal } from '../lib/goals';
import { measureHealth, noFailures } from '../lib/health';
import { type Measurement, defaultLoad, printTable, runAutocannon } from '../lib/measure';
import { seedSchool } from '../lib/seed-school';
import { type DatabaseTarget, startServerApp } from '../lib/servers';
import type { BenchContext, Benchmark } from '../run-all';

/** The issue's size: search over 10,000 passages (BENCH_NOTEBOOK_PASSAGES overrides it). */
const PASSAGES = Number(process.env.BENCH_NOTEBOOK_PASSAGES ?? 10_000) || 10_000;
const NOTEBOOKS = 20;
const SOURCES_PER_NOTEBOOK = 10;
/** The issue's p95 goal; autocannon reports p99 (never below p95), which is held to it. */
const P95_GOAL_MS = 50;

const WORDS = `volcano magma lava basalt crust plate ocean river delta glacier erosion climate weather cloud rain
photosynthesis chlorophyll oxygen carbon glucose cell nucleus membrane energy force motion gravity friction
velocity acceleration fraction decimal percent ratio triangle circle angle equation algebra history empire
kingdom revolution trade market economy language grammar poem novel character theme planet star galaxy
orbit moon tide electricity magnet circuit current voltage atom molecule element compound reaction acid base`
  .split(/\s+/)
  .filter(Boolean);

/**
 * Filler vocabulary: most words of a passage come from 3,000 others, one in twenty from the topic words
 * above, so a two-word query matches a few hundred passages, as it would in real notes (the first run,
 * with topic words only, matched nearly every passage).
 */
const FILLER_WORDS = 3000;

/** A teacher's notebooks holding PASSAGES passages of about 60 words each, indexed as the app indexes them. */
async function seedNotebooks(db: Db) {
  const school = await seedSchool(db, { tag: 'notebk', classes: 1, studentsPerClass: 1 });
  const words = sql.raw(`ARRAY[${WORDS.map((word) => `'${word}'`).join(',')}]`);
  await db.execute(sql`
    insert into notebooks (id, institute_id, owner_id, name)
    select 'nb-' || n, ${school.institute.id}, ${school.teacher.id}, 'Notebook ' || n from generate_series(1, ${NOTEBOOKS}) n`);
  await db.execute(sql`
    insert into notebook_sources (id, notebook_id, kind, title, language, bytes, page_count)
    select 'src-' || s, 'nb-' || (1 + s % ${NOTEBOOKS}), 'PDF', 'Source ' || s, 'en', 1000, 50
    from generate_series(1, ${NOTEBOOKS * SOURCES_PER_NOTEBOOK}) s`);
  await db.execute(sql`
    insert into notebook_passages (id, source_id, notebook_id, owner_id, ordinal, page, text, config, tsv)
    select 'p-' || g, 'src-' || (1 + g % ${NOTEBOOKS * SOURCES_PER_NOTEBOOK}),
      'nb-' || (1 + (1 + g % ${NOTEBOOKS * SOURCES_PER_NOTEBOOK}) % ${NOTEBOOKS}), ${school.teacher.id}, g, 1 + g % 50,
      t.text, 'english', to_tsvector('english', t.text)
    from generate_series(1, ${PASSAGES}) g,
      lateral (select array_to_string(array(
        select case when abs(hashtext(g || '.' || k)) % 20 = 0
          then (${words})[1 + abs(hashtext(k || '/' || g)) % ${WORDS.length}]
          else 'term' || (abs(hashtext(g || ':' || k)) % ${FILLER_WORDS}) end
        from generate_series(1, 60) k), ' ') as text) t`);
  return { token: school.token };
}

async function measureSearch(target: DatabaseTarget, context: BenchContext): Promise<Goal[]> {
  const server = await startServerApp(target);
  const kind = server.database.kind;
  let health: Measurement;
  const measured: Measurement[] = [];
  try {
    const started = Date.now();
    const { token } = await seedNotebooks(server.app.db);
    process.stdout.write(`notebooks on ${kind}: ${PASSAGES} passages seeded in ${Date.now() - started} ms\n`);
    const headers = { access_token: token };
    const probe = await fetch(`${server.url}/api/learn-ai/notebooks/search?q=basalt`, { headers });
    const hits = ((await probe.json()) as { data?: { hits: unknown[] } }).data?.hits.length ?? 0;
    if (probe.status !== 200 || hits === 0) throw new Error(`search answered ${probe.status} with ${hits} hits`);
    health = await measureHealth(server.url, kind);
    measured.push(
      await runAutocannon(`${server.url}/api/learn-ai/notebooks/search?q=basalt`, {
        label: `GET /api/learn-ai/notebooks/search, all notebooks (${kind})`,
        headers,
      }),
    );
    measured.push(
      await runAutocannon(`${server.url}/api/learn-ai/notebooks/search?q=glacier&notebookId=nb-3`, {
        label: `GET /api/learn-ai/notebooks/search, one notebook (${kind})`,
        headers,
      }),
    );
  } finally {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await server.close();
  }
  const { connections, durationSeconds } = defaultLoad();
  printTable(
    `notebook search on ${kind}: ${PASSAGES} passages in ${NOTEBOOKS} notebooks; ${connections} connections, ${durationSeconds} s each`,
    measured,
    { hello: context.hello, health },
  );
  return [
    ...noFailures([...measured, health]),
    ...measured.map((m) => ({
      label: `${m.label} p99 (≥ p95)`,
      value: m.latencyP99Ms,
      unit: 'ms',
      limit: P95_GOAL_MS,
      direction: 'max' as const,
    })),
  ];
}

/** Full-text search over 10,000 passages of a teacher's notebooks, on each database, against /api/health. */
const notebooks: Benchmark = {
  name: 'notebooks',
  async run(context) {
    const goals: Goal[] = [];
    for (const target of context.targets) goals.push(...(await measureSearch(target, context)));
    return goals;
  },
};

export default notebooks;
