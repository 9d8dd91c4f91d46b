/**
 * The operator command-line tool (`npm run operator -- <command>`, or `node apps/server/dist/operator.js`
 * after a build). It works on the database the server is configured with (DATABASE_URL, or the embedded
 * one in DATA_DIR, which only one process may open: stop the server first, or use the /operator page).
 */
import { loadConfig } from '../config';
import { type Database, openPglite, openPostgres } from '../db/client';
import { lockDataDir } from '../db/data-dir-lock';
import { migrate } from '../db/migrate';
import { ensureDefaultPlans } from '../modules/plans';
import { USAGE, UsageError, isKnownFailure, runOperatorCommand } from './operator-commands';

async function open(): Promise<{ database: Database; release: () => void }> {
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  if (config.databaseUrl) return { database: openPostgres(config.databaseUrl, 'public', 2), release: () => undefined };
  const release = lockDataDir(config.dataDir);
  try {
    return { database: await openPglite(config.dataDir), release };
  } catch (error) {
    release();
    throw error;
  }
}

async function main(argv: string[]) {
  const json = argv.includes('--json');
  if (argv.length === 0 || argv[0] === 'help' || argv.includes('--help') || argv.includes('-h')) {
    process.stdout.write(`${USAGE}\n`);
    return 0;
  }
  const { database, release } = await open();
  try {
    await migrate(database);
    await database.db.transaction((tx) => ensureDefaultPlans(tx));
    const output = await runOperatorCommand(database.db, argv);
    process.stdout.write(`${json ? JSON.stringify(output.json, null, 2) : output.text}\n`);
    return 0;
  } catch (error) {
    if (!isKnownFailure(error)) throw error;
    process.stderr.write(`${error.message}\n`);
    if (error instanceof UsageError) process.stderr.write('Run with --help for the commands.\n');
    return error instanceof UsageError ? 2 : 1;
  } finally {
    await database.close().catch(() => undefined);
    release();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${(error as Error)?.message ?? String(error)}\n`);
    process.exit(1);
  },
);
