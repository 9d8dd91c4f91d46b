import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
}

export function wrapPglite(client: PGlite): Database {
  return {
    kind: 'pglite',
    // Both drivers expose the same query builder; the PGlite handle is typed as the node-postgres one.
    db: drizzlePglite({ client, schema }) as unknown as Db,
    exec: async (sql) => {
      await client.exec(sql);
    },
    query: async <T>(sql: string, params: unknown[] = []) => (await client.query<T>(sql, params)).rows,
    schemaName: 'public',
    close: () => client.close(),
  };
}

export async function openPglite(dataDir: string): Promise<Database> {
  const folder = path.join(dataDir, 'pgdata');
  mkdirSync(folder, { recursive: true });
  const client = await PGlite.create(folder);
  return wrapPglite(client);
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
