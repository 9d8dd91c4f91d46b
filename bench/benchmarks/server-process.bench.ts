import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { freePort } from '../lib/built-server';
import type { Goal } from '../lib/goals';
import { fmt } from '../lib/measure';
import type { DatabaseTarget } from '../lib/servers';
import type { Benchmark } from '../run-all';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MAIN = path.join(root, 'apps/server/dist/main.js');
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS) || 10;
const START_LIMIT_MS = 3000;
const RSS_LIMIT_MB = 250;

/** Resident memory of the process and all its threads (the database worker included), in MB. */
function rssMb(pid: number) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1]);
  return kb / 1024;
}

/**
 * CPU time the process (all its threads) has used, in ms: on this shared machine the wall-clock start
 * time mostly measures the other processes' load, the CPU time what the start itself costs.
 */
function cpuMs(pid: number) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, in clock ticks of 1/100 s (Linux).
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

interface Started {
  child: ChildProcess;
  milliseconds: number;
  cpuMilliseconds: number;
}

/** Starts the built server as `npm start` does and times it until /api/health answers 200. */
async function startServer(env: Record<string, string>): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [MAIN], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = started + 60_000;
  while (performance.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} while starting`);
    const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { child, milliseconds: performance.now() - started, cpuMilliseconds: cpuMs(child.pid!) };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not answer within 60 s');
}

function stop(child: ChildProcess) {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/** First start on an empty database (migrations and the demo seed included), idle memory, and a restart. */
async function measureProcess(kind: 'pglite' | 'postgres', env: Record<string, string>) {
  const first = await startServer(env);
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idleMb = rssMb(first.child.pid!);
  await stop(first.child);
  const again = await startServer(env);
  await stop(again.child);
  process.stdout.write(
    `\n${kind}: first start (migrate, seed the demo school, listen) ${fmt(first.milliseconds)} ms (${fmt(first.cpuMilliseconds)} ms of CPU); resident memory after ${IDLE_SECONDS} s idle ${fmt(idleMb)} MB; restart ${fmt(again.milliseconds)} ms (${fmt(again.cpuMilliseconds)} ms of CPU)\n`,
  );
  return { firstMs: first.milliseconds, idleMb, restartMs: again.milliseconds };
}

async function onPglite(): Promise<Goal[]> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bright-bench-process-'));
  try {
    const figures = await measureProcess('pglite', { DATA_DIR: dataDir });
    return [
      {
        label: 'pglite: first start on an empty DATA_DIR',
        value: figures.firstMs,
        unit: 'ms',
        limit: START_LIMIT_MS,
        direction: 'max',
      },
      {
        label: `pglite: resident memory after ${IDLE_SECONDS} s idle`,
        value: figures.idleMb,
        unit: 'MB',
        limit: RSS_LIMIT_MB,
        direction: 'max',
      },
    ];
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The same on a new, empty PostgreSQL database, for comparison (the issue sets no goal here). */
async function onPostgres(url: string) {
  const name = `bright_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bright-bench-process-'));
  try {
    await admin.query(`CREATE DATABASE ${name}`);
    const target = new URL(url);
    target.pathname = `/${name}`;
    await measureProcess('postgres', { DATA_DIR: dataDir, DATABASE_URL: target.toString() });
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The built server as a person starts it: time to answer on a fresh database, and memory at rest. */
const serverProcess: Benchmark = {
  name: 'server process',
  async run(context) {
    if (!existsSync(MAIN)) throw new Error(`${MAIN} is missing: run npm run build`);
    const goals: Goal[] = [];
    if (context.targets.some((t: DatabaseTarget) => t.kind === 'pglite')) goals.push(...(await onPglite()));
    const postgres = context.targets.find((t) => t.kind === 'postgres');
    if (postgres?.url) await onPostgres(postgres.url);
    return goals;
  },
};

export default serverProcess;
