// One server process of the live quiz benchmark, run with `node --import tsx`: the real app on the
// benchmark's database (and Redis when given), on a free loopback port it prints as `listening <port>`.
import pino from 'pino';
import { LISTEN_BACKLOG, buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openPglite, openPostgres } from '../../apps/server/src/db/client';

const { QUIZ_DATA_DIR, QUIZ_DATABASE_URL, QUIZ_SCHEMA, QUIZ_REDIS_URL } = process.env;
const database = QUIZ_DATABASE_URL ? openPostgres(QUIZ_DATABASE_URL, QUIZ_SCHEMA) : await openPglite(QUIZ_DATA_DIR!);
const config = loadConfig({
  DATA_DIR: QUIZ_DATA_DIR!,
  RATE_LIMIT_PER_MINUTE: '100000000',
  LIVE_QUIZ_GUEST_JOINS_PER_10S: '100000000',
  ...(QUIZ_REDIS_URL ? { REDIS_URL: QUIZ_REDIS_URL } : {}),
});
const logStream = pino.destination({ dest: '/dev/null', sync: true });
const app = await buildApp({ config, database, logStream });
await app.listen({ port: 0, host: '127.0.0.1', backlog: LISTEN_BACKLOG });
process.stdout.write(`listening ${(app.server.address() as { port: number }).port}\n`);
process.once('SIGTERM', () => void app.close().finally(() => process.exit(0)));
