import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { type Database, openPglite, openPostgres } from '../../apps/server/src/db/client';
import { migrate } from '../../apps/server/src/db/migrate';

export interface RunningServer {
  url: string;
  app: FastifyInstance;
  close: () => Promise<void>;
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return `http://127.0.0.1:${address.port}`;
}

/**
 * The real server app as main.ts builds it, logger off, on a fresh migrated database: PGlite in a
 * temporary DATA_DIR, or a throw-away schema on PostgreSQL when BENCH_DATABASE_URL is set.
 */
export async function startServerApp(
  env: Record<string, string> = {},
): Promise<RunningServer & { database: Database }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bright-bench-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', ...env });
  const postgresUrl = process.env.BENCH_DATABASE_URL;
  const database = postgresUrl
    ? openPostgres(postgresUrl, `bench_${randomBytes(4).toString('hex')}`)
    : await openPglite(dataDir);
  await migrate(database);
  const app = await buildApp({ config, database, logger: false });
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
