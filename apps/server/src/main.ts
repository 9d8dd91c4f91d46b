import type { FastifyInstance } from 'fastify';
import { ConfigError, loadConfig } from './config';
import { type Database, openPostgres, startPglite } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { welcomeText } from './welcome';

async function start() {
  const config = loadConfig();
  let releaseLock = () => {};
  let database: Database;
  let opened = Promise.resolve();
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
  } else {
    releaseLock = lockDataDir(config.dataDir);
    ({ database, ready: opened } = startPglite(config.dataDir));
  }
  // The embedded database's thread died (out of memory, a WASM trap): every query would fail from now
  // on, so stop with its reason and let the service manager restart the server.
  database.onCrash?.((error) => {
    process.stderr.write(`${error.message}\n`);
    releaseLock();
    process.exit(1);
  });
  let app: FastifyInstance | undefined;
  const shutdown = async (signal: string) => {
    app?.log.info({ signal }, 'shutting down');
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    releaseLock();
    process.exit(0);
  };
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
  process.once('SIGINT', () => void shutdown('SIGINT'));

  try {
    // PGlite opens and migrates in its own thread while this one loads and assembles the app.
    const migrated = opened.then(() => migrate(database));
    migrated.catch(() => undefined);
    const [{ LISTEN_BACKLOG, buildApp }, { isEmpty, seedDemo }] = await Promise.all([
      import('./app'),
      import('./modules/seed'),
    ]);
    app = await buildApp({ config, database });
    const migrations = await migrated;
    app.log.info({ database: database.kind, migrations }, 'database ready');
    const shouldSeed = config.seedDemo !== false && (await isEmpty(database.db));
    if (shouldSeed) await seedDemo(database.db, { dataDir: config.dataDir });
    await app.listen({ port: config.port, host: config.host, backlog: LISTEN_BACKLOG });
    printWelcome(config.appUrl, shouldSeed);
  } catch (error) {
    await app?.close().catch(() => undefined);
    await database.close().catch(() => undefined);
    releaseLock();
    throw error;
  }
}

function printWelcome(url: string, seeded: boolean) {
  process.stdout.write(welcomeText(url, seeded));
}

start().catch((error: unknown) => {
  const known = error instanceof ConfigError || error instanceof DataDirLockedError;
  process.stderr.write(`${known ? (error as Error).message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
