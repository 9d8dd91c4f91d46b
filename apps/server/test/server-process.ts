// One server process of the multi-process tests, run with `node --import tsx`: the real app on a shared
// PostgreSQL schema and Redis, on a free loopback port it prints as `listening <port>`. The test kills it.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openPostgres } from '../src/db/client';

const { CHILD_DATABASE_URL, CHILD_SCHEMA, CHILD_REDIS_URL } = process.env;
if (!CHILD_DATABASE_URL || !CHILD_SCHEMA || !CHILD_REDIS_URL) throw new Error('CHILD_* settings missing');
const database = openPostgres(CHILD_DATABASE_URL, CHILD_SCHEMA, 4);
const config = loadConfig({
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'bright-child-')),
  LOG_LEVEL: 'warn',
  REDIS_URL: CHILD_REDIS_URL,
  // As testRedisPrefix names a PostgreSQL schema's apps: the processes of one schema are one deployment.
  REDIS_PREFIX: `test-${CHILD_SCHEMA}`,
  RATE_LIMIT_PER_MINUTE: '100000',
  LIVE_QUIZ_GUEST_JOINS_PER_10S: '100000',
});
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as { port: number };
process.stdout.write(`listening ${port}\n`);
process.once(
  'SIGTERM',
  () =>
    void app
      .close()
      .then(() => database.close())
      .finally(() => process.exit(0)),
);
