/**
 * Backup and restore of a school's server: the database and DATA_DIR's files (uploads, mail outbox, keys)
 * in one .tar.gz. The embedded database is copied as its data folder while no server holds it (its lock
 * is taken for the whole copy); PostgreSQL is dumped with pg_dump and restored with pg_restore.
 */
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as tar from 'tar';
import { lockDataDir } from '../db/data-dir-lock';

export const BACKUP_FORMAT = 1;
const MANIFEST = 'manifest.json';
const DUMP = 'database.pgdump';
/** Never copied: the lock belongs to a live process. */
const SKIPPED = new Set(['server.lock']);

export type BackupKind = 'pglite' | 'postgres';

export interface BackupTarget {
  dataDir: string;
  /** Set: the database is this PostgreSQL server's; unset: the embedded one in dataDir/pgdata. */
  databaseUrl?: string;
}

export interface BackupManifest {
  format: number;
  kind: BackupKind;
  createdAt: string;
}

/** A refusal the commands print as it is (exit code 1), never a stack trace. */
export class BackupError extends Error {}

function kindOf(target: BackupTarget): BackupKind {
  return target.databaseUrl ? 'postgres' : 'pglite';
}

function runTool(tool: 'pg_dump' | 'pg_restore', args: string[]) {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error && (result.error as NodeJS.ErrnoException).code === 'ENOENT') {
    throw new BackupError(
      `${tool} was not found: install PostgreSQL's client tools (apt-get install postgresql-client).`,
    );
  }
  if (result.status !== 0)
    throw new BackupError(`${tool} failed: ${result.stderr.trim() || `exit code ${result.status}`}`);
}

/** Locks the embedded database's folder for the work, so that no server opens it half-copied. */
function withDataDirLock<T>(target: BackupTarget, work: () => Promise<T>): Promise<T> {
  if (target.databaseUrl) return work();
  const release = lockDataDir(target.dataDir);
  return work().finally(release);
}

function entryName(entryPath: string) {
  return entryPath.replace(/^\.\//, '');
}

/** Writes the backup archive to `file` and returns its manifest. */
export async function createBackup(target: BackupTarget, file: string): Promise<BackupManifest> {
  const kind = kindOf(target);
  if (kind === 'pglite' && !existsSync(path.join(target.dataDir, 'pgdata', 'PG_VERSION'))) {
    throw new BackupError(`There is no embedded database in ${target.dataDir} to back up.`);
  }
  const staging = mkdtempSync(path.join(tmpdir(), 'bright-backup-'));
  try {
    return await withDataDirLock(target, async () => {
      const manifest: BackupManifest = { format: BACKUP_FORMAT, kind, createdAt: new Date().toISOString() };
      writeFileSync(path.join(staging, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      if (target.databaseUrl) {
        runTool('pg_dump', [
          '--format=custom',
          '--no-owner',
          '--no-privileges',
          `--file=${path.join(staging, DUMP)}`,
          target.databaseUrl,
        ]);
      }
      mkdirSync(target.dataDir, { recursive: true });
      symlinkSync(path.resolve(target.dataDir), path.join(staging, 'data'), 'dir');
      mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
      const keep = (entryPath: string) => {
        const parts = entryName(entryPath).split('/');
        if (parts[0] !== 'data') return true;
        if (SKIPPED.has(parts[1] ?? '')) return false;
        // With PostgreSQL, a leftover embedded database is not the school's data.
        return !(kind === 'postgres' && parts[1] === 'pgdata');
      };
      const roots = [MANIFEST, 'data', ...(target.databaseUrl ? [DUMP] : [])];
      await tar.c({ gzip: true, file, cwd: staging, follow: true, portable: true, filter: keep }, roots);
      return manifest;
    });
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

function readManifest(folder: string): BackupManifest {
  const file = path.join(folder, MANIFEST);
  if (!existsSync(file)) throw new BackupError('This file is not a Bright Classroom backup (it has no manifest).');
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BackupManifest;
  if (manifest.format !== BACKUP_FORMAT) {
    throw new BackupError(`This backup has format ${manifest.format}; this version reads format ${BACKUP_FORMAT}.`);
  }
  return manifest;
}

async function postgresHasTables(url: string) {
  const pg = (await import('pg')).default;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      "select count(*)::text as n from information_schema.tables where table_schema = 'public'",
    );
    return Number(rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

function holdsData(dataDir: string) {
  return existsSync(dataDir) && readdirSync(dataDir).some((name) => !SKIPPED.has(name));
}

/** Moves what dataDir holds aside (kept, never deleted), then copies the backup's files in. */
function replaceFiles(target: BackupTarget, staged: string, kind: BackupKind) {
  const from = path.join(staged, 'data');
  if (holdsData(target.dataDir)) {
    const aside = `${path.resolve(target.dataDir)}.before-restore-${Date.now()}`;
    mkdirSync(aside, { recursive: true });
    for (const name of readdirSync(target.dataDir)) {
      if (!SKIPPED.has(name)) renameSync(path.join(target.dataDir, name), path.join(aside, name));
    }
  }
  if (!existsSync(from)) return;
  for (const name of readdirSync(from)) {
    if (kind === 'postgres' && name === 'pgdata') continue;
    cpSync(path.join(from, name), path.join(target.dataDir, name), { recursive: true });
  }
}

/**
 * Restores a backup into the configured database and DATA_DIR. Refuses a database that already holds
 * data unless `force`; the files it replaces are moved to DATA_DIR.before-restore-<time>.
 */
export async function restoreBackup(target: BackupTarget, file: string, options: { force?: boolean } = {}) {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const staged = mkdtempSync(path.join(tmpdir(), 'bright-restore-'));
  try {
    await tar.x({ file, cwd: staged, strict: true }).catch(() => {
      throw new BackupError(`${file} is not a readable backup archive (.tar.gz).`);
    });
    const manifest = readManifest(staged);
    const kind = kindOf(target);
    if (manifest.kind !== kind) {
      const where = kind === 'postgres' ? 'PostgreSQL (DATABASE_URL is set)' : 'the embedded database';
      throw new BackupError(`This backup is of a ${manifest.kind} database; this server is configured for ${where}.`);
    }
    return await withDataDirLock(target, async () => {
      const occupied = target.databaseUrl
        ? await postgresHasTables(target.databaseUrl)
        : existsSync(path.join(target.dataDir, 'pgdata', 'PG_VERSION'));
      if (occupied && !options.force) {
        throw new BackupError('The database already holds data. Restore with --force to replace it.');
      }
      if (target.databaseUrl) {
        const dump = path.join(staged, DUMP);
        runTool('pg_restore', [
          '--clean',
          '--if-exists',
          '--no-owner',
          '--no-privileges',
          '--single-transaction',
          `--dbname=${target.databaseUrl}`,
          dump,
        ]);
      }
      mkdirSync(target.dataDir, { recursive: true });
      replaceFiles(target, staged, kind);
      return manifest;
    });
  } finally {
    rmSync(staged, { recursive: true, force: true });
  }
}
