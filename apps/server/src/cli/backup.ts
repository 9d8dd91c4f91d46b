/**
 * `npm run backup -- [FILE]` and `npm run restore -- FILE [--force]`: the database the server is
 * configured with (DATABASE_URL, or the embedded one in DATA_DIR) and DATA_DIR's files, in one .tar.gz.
 * The embedded database can only be copied while the server is stopped; PostgreSQL is dumped live.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { BackupError, createBackup, restoreBackup } from './backup-archive';

const USAGE = `Usage:
  npm run backup -- [FILE]           write a backup (default: backups/bright-<date>.tar.gz)
  npm run restore -- FILE [--force]  restore one (--force replaces a database that holds data)`;

function defaultFile() {
  const stamp = new Date()
    .toISOString()
    .replace(/[:.]/g, '-')
    .replace(/-\d{3}Z$/, 'Z');
  return path.join('backups', `bright-${stamp}.tar.gz`);
}

async function main(argv: string[]) {
  const [command, ...rest] = argv;
  const files = rest.filter((arg) => !arg.startsWith('--'));
  if (!command || command === 'help' || argv.includes('--help') || (command === 'restore' && !files[0])) {
    process.stdout.write(`${USAGE}\n`);
    return command ? 2 : 0;
  }
  const config = loadConfig({ LOG_LEVEL: 'silent', ...process.env });
  const target = { dataDir: config.dataDir, databaseUrl: config.databaseUrl };
  try {
    if (command === 'backup') {
      const file = files[0] ?? defaultFile();
      const manifest = await createBackup(target, file);
      process.stdout.write(`Backed up the ${manifest.kind} database and ${config.dataDir} to ${file}\n`);
      return 0;
    }
    if (command === 'restore') {
      const manifest = await restoreBackup(target, files[0]!, { force: rest.includes('--force') });
      process.stdout.write(`Restored the backup of ${manifest.createdAt} (${manifest.kind}) into ${config.dataDir}\n`);
      return 0;
    }
    process.stderr.write(`Unknown command ${command}.\n${USAGE}\n`);
    return 2;
  } catch (error) {
    if (!(error instanceof BackupError || error instanceof DataDirLockedError)) throw error;
    process.stderr.write(`${error.message}\n`);
    return 1;
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
