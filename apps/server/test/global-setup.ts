import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteInMemory } from '../src/db/client';
import { migrate } from '../src/db/migrate';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (dumpDataDir tarball); null when tests run on PostgreSQL. */
    pgliteSnapshotFile: string | null;
  }
}

/**
 * initdb costs PGlite 3 to 4 s, so it runs once per test run: migrate one database, dump it, and let
 * each test file restore the dump (ARCHITECTURE.md §5.7). On PostgreSQL each file makes its own schema.
 */
export default async function setup(project: TestProject) {
  if (process.env.TEST_DATABASE_URL) {
    project.provide('pgliteSnapshotFile', null);
    return;
  }
  const folder = mkdtempSync(path.join(tmpdir(), 'bright-test-snapshot-'));
  const database = await openPgliteInMemory();
  try {
    await migrate(database);
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, await database.remote.dumpDataDir('none'));
    project.provide('pgliteSnapshotFile', file);
  } finally {
    await database.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
