import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from './client';
import { migrate, migrationState } from './migrate';

interface Applied {
  tag: string;
  hash: string;
  applied_at: unknown;
}

describe('migrate', () => {
  let database: Database;
  beforeAll(async () => {
    // Already migrated once: by the run's snapshot (PGlite) or by openTestDatabase (PostgreSQL).
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  const applied = () =>
    database.query<Applied>(`SELECT tag, hash, applied_at FROM "${database.schemaName}"."app_migrations" ORDER BY tag`);
  const tables = () =>
    database.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = $1 ORDER BY table_name`,
      [database.schemaName],
    );

  it('has applied every committed migration', async () => {
    const state = await migrationState(database);
    expect(state.pending).toBe(0);
    expect(state.applied).toBeGreaterThanOrEqual(1);
    const rows = await applied();
    expect(rows[0]!.tag).toBe('0000_foundation');
    expect(rows.map((row) => row.tag)).toContain(state.latest);
    for (const row of rows) expect(row.hash).toMatch(/^[0-9a-f]{64}$/);
    expect((await tables()).map((row) => row.table_name)).toEqual(
      expect.arrayContaining(['app_migrations', 'users', 'institutes', 'memberships', 'sessions', 'classes']),
    );
  });

  it('is a no-op when run again, twice', async () => {
    const before = { state: await migrationState(database), rows: await applied(), tables: await tables() };
    const first = await migrate(database);
    const second = await migrate(database);
    expect(first).toEqual(before.state);
    expect(second).toEqual(before.state);
    expect(await applied()).toEqual(before.rows);
    expect(await tables()).toEqual(before.tables);
  });
});
