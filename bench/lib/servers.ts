import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import pino from 'pino';
import { LISTEN_BACKLOG, buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, type DatabaseKind, openPglite, openPostgres } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  close: () => Promise<void>;
}

/** A database the benchmarks run on: the embedded one always, PostgreSQL where a server answers. */
export interface DatabaseTarget {
  kind: DatabaseKind;
  /** PostgreSQL only. */
  url?: string;
}

const DEFAULT_POSTGRES = 'postgres://postgres@127.0.0.1:5432/test';

/** PGlite, and PostgreSQL at BENCH_DATABASE_URL (or the machine's local server) when it answers. */
export async function databaseTargets(): Promise<{ targets: DatabaseTarget[]; notes: string[] }> {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES;
  const only = process.env.BENCH_DATABASES?.split(',');
  const targets: DatabaseTarget[] = [];
  const notes: string[] = [];
  if (!only || only.includes('pglite')) targets.push({ kind: 'pglite' });
  if (!only || only.includes('postgres')) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2000 });
    try {
      await client.connect();
      targets.push({ kind: 'postgres', url });
    } catch (error) {
      notes.push(
        `PostgreSQL SKIPPED: nothing answered at ${url} (${(error as Error).message}); set BENCH_DATABASE_URL`,
      );
    } finally {
      await client.end().catch(() => undefined);
    }
  }
  return { targets, notes };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

async function openTarget(target: DatabaseTarget, dataDir: string): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url!, `bench_${randomBytes(4).toString('hex')}`);
  return openPglite(dataDir);
}

/**
 * The real server app as main.ts builds it, logging into /dev/null, on a fresh migrated database: PGlite in a
 * temporary DATA_DIR, or a throw-away schema on PostgreSQL.
 */
export async function startServerApp(
  target: DatabaseTarget,
  env: Record<string, string> = {},
): Promise<RunningServer & { database: Database }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bright-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, RATE_LIMIT_PER_MINUTE: '100000000', ...env });
  const database = await openTarget(target, dataDir);
  await migrate(database);
  // Logging as in production (LOG_LEVEL's default, a line per request), written where nobody reads it.
  const logStream = pino.destination({ dest: '/dev/null', sync: true });
  const app = await buildApp({ config, database, logStream });
  const url = await listen(app);
  return {
    url,
    app,
    database,
    close: async () => {
      await app.close();
      if (database.kind === 'postgres') await database.exec(`DROP SCHEMA IF EXISTS "${database.schemaName}" CASCADE`);
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The floor every benchmark is compared with: bare Fastify answering a constant JSON object. */
export async function startHelloWorld(): Promise<RunningServer> {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  const url = await listen(app);
  return { url, app, close: () => app.close() };
}
