import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { type Database, type DatabaseKind, openPgliteInMemory, openPostgres } from '../src/db/client';
import { migrate } from '../src/db/migrate';

/** The database kind this run uses: PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export const testDatabaseKind: DatabaseKind = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';

/**
 * A migrated, empty database of its own: a restored copy of the run's PGlite snapshot, or a fresh
 * schema `t_<random>` on PostgreSQL. close() drops that schema.
 */
export async function openTestDatabase(): Promise<Database> {
  const url = process.env.TEST_DATABASE_URL;
  if (url) return openPostgresSchema(url);
  const file = inject('pgliteSnapshotFile');
  if (!file) throw new Error('No PGlite snapshot: run the tests through vitest (test/global-setup.ts)');
  // In its worker thread, as the server runs it.
  return openPgliteInMemory(file);
}

async function openPostgresSchema(url: string): Promise<Database> {
  const schemaName = `t_${randomBytes(6).toString('hex')}`;
  const database = openPostgres(url, schemaName, 4);
  try {
    await migrate(database);
  } catch (error) {
    await dropAndClose(database);
    throw error;
  }
  return { ...database, close: () => dropAndClose(database) };
}

async function dropAndClose(database: Database) {
  try {
    await database.exec(`DROP SCHEMA IF EXISTS "${database.schemaName}" CASCADE`);
  } finally {
    await database.close();
  }
}
