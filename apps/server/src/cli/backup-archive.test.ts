import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openPglite, openPostgres } from '../db/client';
import { migrate } from '../db/migrate';
import { BackupError, type BackupTarget, createBackup, restoreBackup } from './backup-archive';

const scratch = mkdtempSync(path.join(tmpdir(), 'bright-backup-test-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** PostgreSQL runs get a database of their own: pg_dump and pg_restore work on whole databases. */
async function adminQuery(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function databaseUrl(name: string) {
  const url = new URL(process.env.TEST_DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

async function open(target: BackupTarget): Promise<Database> {
  return target.databaseUrl ? openPostgres(target.databaseUrl, 'public', 1) : openPglite(target.dataDir);
}

async function writeSchoolData(target: BackupTarget) {
  const database = await open(target);
  try {
    await migrate(database);
    await database.exec("CREATE TABLE backup_probe (note text); INSERT INTO backup_probe VALUES ('Class 6A, term 2');");
  } finally {
    await database.close();
  }
  mkdirSync(path.join(target.dataDir, 'files'), { recursive: true });
  writeFileSync(path.join(target.dataDir, 'files', 'worksheet.pdf'), '%PDF-1.4 worksheet');
}

async function readSchoolData(target: BackupTarget) {
  const database = await open(target);
  try {
    const notes = await database.query<{ note: string }>('SELECT note FROM backup_probe');
    const migrations = await database.query<{ n: number }>('SELECT count(*)::int AS n FROM app_migrations');
    return { notes: notes.map((row) => row.note), migrations: migrations[0]!.n };
  } finally {
    await database.close();
  }
}

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe(`backup and restore (${onPostgres ? 'PostgreSQL' : 'embedded database'})`, () => {
  it('round-trips the database and the uploaded files, and refuses to overwrite without --force', async () => {
    const name = `bright_backup_${process.pid}_${Date.now()}`;
    const target: BackupTarget = {
      dataDir: path.join(scratch, 'data'),
      databaseUrl: onPostgres ? databaseUrl(name) : undefined,
    };
    if (onPostgres) await adminQuery(`CREATE DATABASE ${name}`);
    try {
      await writeSchoolData(target);
      const before = await readSchoolData(target);
      expect(before.notes).toEqual(['Class 6A, term 2']);

      const file = path.join(scratch, 'backups', 'school.tar.gz');
      const manifest = await createBackup(target, file);
      expect(manifest.kind).toBe(onPostgres ? 'postgres' : 'pglite');
      expect(existsSync(file)).toBe(true);

      await expect(restoreBackup(target, file)).rejects.toThrow(
        'The database already holds data. Restore with --force',
      );

      // The school's server is lost: an empty database and an empty data folder.
      rmSync(target.dataDir, { recursive: true, force: true });
      if (onPostgres) {
        await adminQuery(`DROP DATABASE ${name}`);
        await adminQuery(`CREATE DATABASE ${name}`);
      }
      await restoreBackup(target, file);
      expect(await readSchoolData(target)).toEqual(before);
      expect(readFileSync(path.join(target.dataDir, 'files', 'worksheet.pdf'), 'utf8')).toBe('%PDF-1.4 worksheet');

      // --force replaces what is there, and keeps the replaced files aside.
      await restoreBackup(target, file, { force: true });
      expect(await readSchoolData(target)).toEqual(before);
    } finally {
      if (onPostgres) await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    }
  }, 120_000);

  it('refuses a file that is not a backup, a missing file, and a backup of the other database kind', async () => {
    const target: BackupTarget = { dataDir: path.join(scratch, 'refusals') };
    const junk = path.join(scratch, 'junk.tar.gz');
    writeFileSync(junk, 'not an archive');
    await expect(restoreBackup(target, junk)).rejects.toBeInstanceOf(BackupError);
    await expect(restoreBackup(target, path.join(scratch, 'none.tar.gz'))).rejects.toThrow('No backup file at');
    await expect(createBackup(target, path.join(scratch, 'x.tar.gz'))).rejects.toThrow('There is no embedded database');

    const other = path.join(scratch, 'other-kind.tar.gz');
    const { c } = await import('tar');
    const folder = mkdtempSync(path.join(scratch, 'other-'));
    writeFileSync(path.join(folder, 'manifest.json'), JSON.stringify({ format: 1, kind: 'postgres', createdAt: '' }));
    await c({ gzip: true, file: other, cwd: folder }, ['manifest.json']);
    await expect(restoreBackup(target, other)).rejects.toThrow('This backup is of a postgres database');
  });

  it.skipIf(onPostgres)('will not copy the embedded database while a server holds it', async () => {
    const target: BackupTarget = { dataDir: path.join(scratch, 'held') };
    mkdirSync(path.join(target.dataDir, 'pgdata'), { recursive: true });
    writeFileSync(path.join(target.dataDir, 'pgdata', 'PG_VERSION'), '17');
    writeFileSync(path.join(target.dataDir, 'server.lock'), String(process.ppid));
    await expect(createBackup(target, path.join(scratch, 'held.tar.gz'))).rejects.toThrow(
      `Another server process (pid ${process.ppid}) is using the embedded database`,
    );
  });
});
