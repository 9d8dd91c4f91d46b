import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import type { Database } from '../src/db/client';
import { TEST_PASSWORD } from './factories';
import { openTestDatabase } from './test-database';

export interface TestAppOptions {
  /** Share a database between apps (several processes on one database); it is then not closed here. */
  database?: Database;
  /** Redis for the Socket.IO adapter; unset means one process alone. */
  redisUrl?: string;
  /** More environment variables for loadConfig (RATE_LIMIT_PER_MINUTE, APP_URL ...). */
  env?: Record<string, string>;
  /** true builds the app with its real pino logger (LOG_LEVEL from env, default silent). */
  logger?: boolean;
  /** Runs before ready(): register test-only routes or hooks. */
  configure?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /** Closes the app, then the database (unless it was given), then removes the data folder. */
  close: () => Promise<void>;
}

const redisPrefixes = new WeakMap<Database, string>();

/**
 * The Redis prefix of the apps on one database: apps that share a database are one deployment, and the
 * other test files' apps (running at the same time on the same Redis) never hear their channels.
 */
export function testRedisPrefix(database: Database): string {
  let prefix = redisPrefixes.get(database);
  if (!prefix) {
    prefix = database.schemaName === 'public' ? `test-${randomUUID()}` : `test-${database.schemaName}`;
    redisPrefixes.set(database, prefix);
  }
  return prefix;
}

/** A fresh app on a fresh database (one per test file), built exactly as main.ts builds it, minus listen(). */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bright-test-data-'));
  const database = options.database ?? (await openTestDatabase());
  const config = loadConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // Tests fire many requests from one address; the limiter has its own test when one is written.
    RATE_LIMIT_PER_MINUTE: '100000',
    ...(options.redisUrl ? { REDIS_URL: options.redisUrl, REDIS_PREFIX: testRedisPrefix(database) } : {}),
    ...options.env,
  });
  const cleanup = async () => {
    if (!options.database) await database.close().catch(() => undefined);
    rmSync(dataDir, { recursive: true, force: true });
  };
  let app: FastifyInstance | undefined;
  try {
    app = await buildApp({ config, database, logger: options.logger ?? false });
    await options.configure?.(app);
    await app.ready();
  } catch (error) {
    await app?.close().catch(() => undefined);
    await cleanup();
    throw error;
  }
  const ready = app;
  return {
    app: ready,
    database,
    close: async () => {
      await ready.close();
      await cleanup();
    },
  };
}

/** Signs in through the real login route and returns the session token. */
export async function loginAs(app: FastifyInstance, email: string, password = TEST_PASSWORD): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/galileo/login', payload: { email, password } });
  if (response.statusCode !== 200) {
    throw new Error(`Login as ${email} failed: ${response.statusCode} ${response.body}`);
  }
  return (response.json() as { data: { access_token: string } }).data.access_token;
}

/** Listens on a free loopback port and returns the base URL. */
export async function listenOnLoopback(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('No TCP address');
  return `http://127.0.0.1:${address.port}`;
}
