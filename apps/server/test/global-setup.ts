import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { wrapPglite } from '../src/db/client';
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
  const client = await PGlite.create();
  try {
    await migrate(wrapPglite(client));
    const dump = await client.dumpDataDir('none');
    const file = path.join(folder, 'migrated.tar');
    writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteSnapshotFile', file);
  } finally {
    await client.close();
  }
  return () => rmSync(folder, { recursive: true, force: true });
}
