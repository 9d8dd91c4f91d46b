import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openTestDatabase, testDatabaseKind } from '../../test/test-database';
import { type Database, openPgliteInMemory } from './client';
import { institutes } from './schema';

/**
 * The embedded database runs in a worker thread (pglite-remote.ts): its queries must leave the event loop
 * free, keep PGlite's one-connection transaction semantics, and fail loudly if the thread dies.
 */
describe.runIf(testDatabaseKind === 'pglite')('PGlite in its worker thread', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(async () => {
    await database.close();
  });

  it('keeps the event loop free while a long query runs', async () => {
    const loop = monitorEventLoopDelay({ resolution: 5 });
    let ticks = 0;
    const timer = setInterval(() => (ticks += 1), 10);
    loop.enable();
    const started = performance.now();
    // CPU-bound work inside PostgreSQL, then a sleep: 300 ms or more in the database thread.
    await database.query('SELECT sum(i::bigint * i) FROM generate_series(1, 500000) AS i');
    await database.query('SELECT pg_sleep(0.2)');
    const elapsed = performance.now() - started;
    loop.disable();
    clearInterval(timer);
    expect(elapsed).toBeGreaterThan(200);
    // A blocked loop would have seen one stall as long as the query; a 10 ms timer would not have ticked.
    expect(loop.max / 1e6).toBeLessThan(elapsed / 2);
    expect(ticks).toBeGreaterThan(elapsed / 10 / 4);
  });

  it('returns the types Drizzle expects: dates as text, bytea as bytes, numbers, json', async () => {
    const { rows } = await database.db.execute<Record<string, unknown>>(
      sql`SELECT '2026-01-02 03:04:05+00'::timestamptz AS at, '\\x0102ff'::bytea AS bytes, 42::int AS n,
                 '{"a":[1]}'::jsonb AS doc, NULL::timestamptz AS none`,
    );
    expect(rows[0]).toEqual({
      at: '2026-01-02 03:04:05+00',
      bytes: new Uint8Array([1, 2, 255]),
      n: 42,
      doc: { a: [1] },
      none: null,
    });
  });

  it('passes PostgreSQL errors on with their SQLSTATE code', async () => {
    await database.db.insert(institutes).values({ name: 'Unique', kneuraId: 'WORKER-DUP' });
    const failure = await database.db
      .insert(institutes)
      .values({ name: 'Unique again', kneuraId: 'WORKER-DUP' })
      .catch((error: Error & { cause?: { code?: string } }) => error);
    expect((failure as { cause?: { code?: string } }).cause?.code).toBe('23505');
  });

  it('commits a transaction, rolls one back on a throw, and makes other queries wait for it', async () => {
    const order: string[] = [];
    let outside: Promise<unknown> = Promise.resolve();
    await database.db.transaction(async (tx) => {
      await tx.insert(institutes).values({ name: 'Kept', kneuraId: 'WORKER-KEPT' });
      // Outside the transaction: PGlite serves one connection, so this runs after the COMMIT.
      outside = database.query('SELECT 1').then(() => order.push('outside'));
      await new Promise((resolve) => setTimeout(resolve, 50));
      await tx.execute(sql`SELECT 1`);
      order.push('inside');
    });
    await outside;
    expect(order).toEqual(['inside', 'outside']);
    await expect(
      database.db.transaction(async (tx) => {
        await tx.insert(institutes).values({ name: 'Dropped', kneuraId: 'WORKER-DROPPED' });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const kept = await database.query<{ kneura_id: string }>(
      `SELECT kneura_id FROM institutes WHERE kneura_id LIKE 'WORKER-%' ORDER BY kneura_id`,
    );
    expect(kept.map((row) => row.kneura_id)).toEqual(['WORKER-DUP', 'WORKER-KEPT']);
  });

  it('reports a dead worker on every pending and later query instead of hanging', async () => {
    const crashed = await openPgliteInMemory(inject('pgliteSnapshotFile') ?? undefined);
    const heard: Error[] = [];
    crashed.onCrash?.((error) => heard.push(error));
    const pending = crashed.query('SELECT pg_sleep(5)');
    await new Promise((resolve) => setTimeout(resolve, 100));
    await crashed.remote.worker.terminate();
    await expect(pending).rejects.toThrow(/embedded database \(PGlite worker\) stopped/);
    await expect(crashed.query('SELECT 1')).rejects.toThrow(/stopped/);
    expect(heard).toHaveLength(1);
    await crashed.close();
  });
});
