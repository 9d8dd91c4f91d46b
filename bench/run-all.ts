import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Goal } from './lib/goals';
import { measureHello } from './lib/health';
import { type Measurement, fmt } from './lib/measure';
import { type DatabaseTarget, databaseTargets } from './lib/servers';

/** What every benchmark gets: the run's hello-world floor and the databases to measure on. */
export interface BenchContext {
  hello: Measurement;
  targets: DatabaseTarget[];
}

/** One benchmark: a file in benchmarks/ named <name>.bench.ts whose default export is this. */
export interface Benchmark {
  name: string;
  /** Starts what it measures, measures it, stops it, prints its tables and returns its goals. */
  run: (context: BenchContext) => Promise<Goal[]>;
}

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');

const met = (goal: Goal) => (goal.direction === 'max' ? goal.value <= goal.limit : goal.value >= goal.limit);

function printGoals(goals: Goal[]) {
  const lines = ['', '## Goals', '', '| goal | measured | limit | |', '|---|---:|---:|---|'];
  for (const goal of goals) {
    const sign = goal.direction === 'max' ? '≤' : '≥';
    const digits = Number.isInteger(goal.value) ? 0 : 2;
    lines.push(
      `| ${goal.label} | ${fmt(goal.value, digits)} ${goal.unit} | ${sign} ${fmt(goal.limit, Number.isInteger(goal.limit) ? 0 : 2)} ${goal.unit} | ${met(goal) ? 'met' : '**MISSED**'} |`,
    );
  }
  process.stdout.write(`${lines.join('\n')}\n`);
}

/** The built server and web app, which the process and web-weight benchmarks start and read. */
function build() {
  if (process.env.BENCH_SKIP_BUILD === '1') return;
  process.stdout.write('Building the server and the web app first (BENCH_SKIP_BUILD=1 skips this)...\n');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error('npm run build failed');
}

/** `npm run bench` runs every benchmark in turn; `npm run bench -- reads` only those whose name matches. */
async function main() {
  const filters = process.argv.slice(2);
  const files = readdirSync(path.join(here, 'benchmarks'))
    .filter((file) => file.endsWith('.bench.ts'))
    .sort()
    .filter((file) => filters.length === 0 || filters.some((filter) => file.includes(filter)));
  if (files.length === 0) throw new Error(`No benchmark matches ${filters.join(', ')}`);

  build();
  const { targets, notes } = await databaseTargets();
  for (const note of notes) process.stdout.write(`${note}\n`);
  const hello = await measureHello();
  process.stdout.write(
    `\nBaseline: bare Fastify hello-world, ${fmt(hello.requestsPerSecond)} req/s, p99 ${fmt(hello.latencyP99Ms, 1)} ms (load generator in its own process)\n`,
  );

  const goals: Goal[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(here, 'benchmarks', file)).href)) as { default: Benchmark };
    process.stdout.write(`\n== ${module.default.name} (${file})\n`);
    goals.push(...(await module.default.run({ hello, targets })));
  }
  printGoals(goals);
  if (goals.some((goal) => !met(goal))) process.exitCode = 1;
}

main().catch((error: unknown) => {
  process.stderr.write(`${(error as Error)?.stack ?? String(error)}\n`);
  process.exit(1);
});
