// A server in a process of its own, for the tests that kill one with SIGKILL: the app built as main.ts builds
// it, on the PostgreSQL schema and the Redis the parent gives, on a free loopback port it prints.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';

const { SERVER_PROCESS_DATABASE_URL: url, SERVER_PROCESS_SCHEMA: schema, REDIS_URL: redisUrl } = process.env;
if (!url || !schema || !redisUrl) throw new Error('SERVER_PROCESS_DATABASE_URL, SERVER_PROCESS_SCHEMA and REDIS_URL');
const database = openPostgres(url, schema, 4);
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bright-test-process-')),
  LOG_LEVEL: 'silent',
  RATE_LIMIT_PER_MINUTE: '100000',
  REDIS_URL: redisUrl,
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.stdout.write(`listening ${typeof address === 'object' && address ? address.port : ''}\n`);
