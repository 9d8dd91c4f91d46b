import { cpSync, existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { PgliteRemote, startPgliteWorker } from './pglite-remote';
import * as schema from './schema';

export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: the same query builder as Db, without the pool. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Where a query may run: the database or a transaction. */
export type Executor = Db | Tx;
export type DatabaseKind = 'pglite' | 'postgres';

/** One open database: the Drizzle handle, a raw SQL runner for migrations, and close(). */
export interface Database {
  kind: DatabaseKind;
  db: Db;
  /** Runs SQL text (several statements allowed) outside Drizzle. */
  exec(sql: string): Promise<void>;
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The schema that holds this app's tables (a fresh one per test file on PostgreSQL). */
  schemaName: string;
  close(): Promise<void>;
  /** PGlite only: told once if its worker thread dies while the database is open. */
  onCrash?(listener: (error: Error) => void): void;
}

/**
 * PostgreSQL's settings for the embedded database: PGlite's own, with shared buffers cut from initdb's
 * 128 MB to 16 MB. PGlite's WebAssembly allocator zeroes shared memory when it maps it, so every megabyte
 * of shared_buffers was resident from the start; the data files are read through the OS page cache anyway.
 */
export const PGLITE_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** The migrated, empty data folder the build makes (build.mjs), or undefined when run from the sources. */
export function bundledPgliteSnapshot(): string | undefined {
  const folder = fileURLToPath(new URL('./pglite-snapshot', import.meta.url));
  return existsSync(path.join(folder, 'PG_VERSION')) ? folder : undefined;
}

/** A Database over PGlite running in its worker thread (Drizzle talks to it as to PGlite itself). */
export function wrapPgliteRemote(remote: PgliteRemote): Database {
  return {
    kind: 'pglite',
    // Both drivers expose the same query builder; the PGlite handle is typed as the node-postgres one.
    db: drizzlePglite({ client: remote as unknown as PGlite, schema }) as unknown as Db,
    exec: async (sql) => {
      await remote.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await remote.query<T>(sql, params)).rows,
    schemaName: 'public',
    close: () => remote.close(),
    onCrash: (listener) => remote.onCrash(listener),
  };
}

/**
 * The embedded database in DATA_DIR/pgdata, in a worker thread so that its queries never stall the
 * event loop. An empty folder starts as a copy of the build's snapshot (initdb and migrations done at
 * build time) when there is one, else PGlite runs initdb. Returns at once: queries wait until PGlite has
 * opened, and `ready` settles then (or rejects with why it could not), so start-up can go on meanwhile.
 */
export function startPglite(dataDir: string): { database: Database; ready: Promise<void> } {
  const folder = path.join(dataDir, 'pgdata');
  mkdirSync(folder, { recursive: true });
  const snapshot = existsSync(path.join(folder, 'PG_VERSION')) ? undefined : bundledPgliteSnapshot();
  if (snapshot) cpSync(snapshot, folder, { recursive: true });
  const remote = new PgliteRemote({ dataDir: folder, startParams: PGLITE_START_PARAMS });
  return { database: wrapPgliteRemote(remote), ready: remote.ready };
}

/** startPglite, once PGlite has opened. */
export async function openPglite(dataDir: string): Promise<Database> {
  const { database, ready } = startPglite(dataDir);
  await ready;
  return database;
}

/** An embedded database in memory, optionally restored from a dumpDataDir tarball (tests, the build). */
export async function openPgliteInMemory(loadDataDirFile?: string): Promise<Database & { remote: PgliteRemote }> {
  const remote = await startPgliteWorker({ loadDataDirFile, startParams: PGLITE_START_PARAMS });
  return { ...wrapPgliteRemote(remote), remote };
}

export function openPostgres(url: string, schemaName = 'public', max = 10): Database {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    options: schemaName === 'public' ? undefined : `-c search_path=${schemaName}`,
  });
  return {
    kind: 'postgres',
    db: drizzlePg(pool, { schema }),
    exec: async (sql) => {
      await pool.query(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await pool.query(sql, params)).rows as T[],
    schemaName,
    close: () => pool.end(),
  };
}
