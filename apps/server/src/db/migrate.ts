import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client';

interface JournalEntry {
  idx: number;
  tag: string;
}

export interface MigrationState {
  applied: number;
  pending: number;
  latest: string | null;
}

const here = path.dirname(fileURLToPath(import.meta.url));

/** src/db/migrations when run from source, dist/migrations in the built bundle. */
export function migrationsDir(): string {
  const candidates = [path.join(here, 'migrations'), path.join(here, 'db', 'migrations')];
  const found = candidates.find((dir) => existsSync(path.join(dir, 'meta', '_journal.json')));
  if (!found) throw new Error(`No migrations folder found near ${here}`);
  return found;
}

const journals = new Map<string, JournalEntry[]>();

/** The journal is read once per process: migrations only change with a new build. */
function readJournal(dir: string): JournalEntry[] {
  const cached = journals.get(dir);
  if (cached) return cached;
  const journal = JSON.parse(readFileSync(path.join(dir, 'meta', '_journal.json'), 'utf8')) as {
    entries: JournalEntry[];
  };
  const entries = [...journal.entries].sort((a, b) => a.idx - b.idx);
  journals.set(dir, entries);
  return entries;
}

/**
 * Applies drizzle-kit's committed migrations in order, each in its own transaction. Written here rather
 * than drizzle's migrator so that the same files run into a non-public schema (tests on PostgreSQL):
 * drizzle-kit qualifies foreign keys with "public".
 */
export async function migrate(database: Database, dir = migrationsDir()): Promise<MigrationState> {
  const schema = database.schemaName;
  await database.exec(
    `CREATE SCHEMA IF NOT EXISTS "${schema}";
     CREATE TABLE IF NOT EXISTS "${schema}"."app_migrations" (
       tag text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`,
  );
  const done = new Set(
    (await database.query<{ tag: string }>(`SELECT tag FROM "${schema}"."app_migrations"`)).map((row) => row.tag),
  );
  const entries = readJournal(dir);
  for (const entry of entries.filter((e) => !done.has(e.tag))) {
    const sql = readFileSync(path.join(dir, `${entry.tag}.sql`), 'utf8');
    const hash = createHash('sha256').update(sql).digest('hex');
    const body = sql
      .split('--> statement-breakpoint')
      .map((statement) => statement.replaceAll('"public".', `"${schema}".`).trim())
      .filter(Boolean)
      .join(';\n');
    await database.exec(
      `BEGIN;\nSET LOCAL search_path TO "${schema}";\n${body};\nINSERT INTO "${schema}"."app_migrations" (tag, hash) VALUES ('${entry.tag}', '${hash}');\nCOMMIT;`,
    );
  }
  return migrationState(database, dir);
}

export async function migrationState(database: Database, dir = migrationsDir()): Promise<MigrationState> {
  const entries = readJournal(dir);
  const rows = await database.query<{ tag: string }>(
    `SELECT tag FROM "${database.schemaName}"."app_migrations" ORDER BY tag`,
  );
  const applied = new Set(rows.map((row) => row.tag));
  const latest = entries.filter((e) => applied.has(e.tag)).at(-1)?.tag ?? null;
  return { applied: applied.size, pending: entries.filter((e) => !applied.has(e.tag)).length, latest };
}
