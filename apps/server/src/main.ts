import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type Database, openPglite, openPostgres } from './db/client';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock';
import { migrate } from './db/migrate';
import { isEmpty, seedDemo } from './modules/seed';
import { welcomeText } from './welcome';

async function start() {
  const config = loadConfig();
  let releaseLock = () => {};
  let database: Database;
  if (config.databaseUrl) {
    database = openPostgres(config.databaseUrl);
  } else {
    releaseLock = lockDataDir(config.dataDir);
    database = await openPglite(config.dataDir);
  }
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
    const migrations = await migrate(database);
    app = await buildApp({ config, database });
    app.log.info({ database: database.kind, migrations }, 'database ready');
    const shouldSeed = config.seedDemo !== false && (await isEmpty(database.db));
    if (shouldSeed) await seedDemo(database.db, { dataDir: config.dataDir });
    await app.listen({ port: config.port, host: config.host });
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
