import { and, asc, eq, gt, lte, ne, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { boardPageSnapshots, boardPageUpdates, lessonPages } from '../../db/schema';

/** The Yjs encoding of what is stored; Yjs 14 changes it, and a later migration re-encodes by this. */
export const SNAPSHOT_FORMAT = 1;

/**
 * Bytes cross the driver as base64 text: PGlite converts bytea parameters and results in JavaScript, one
 * byte at a time (2.7 s to insert 2.7 MB, against 0.26 s as base64); node-postgres is fast either way.
 */
const toBytea = (bytes: Uint8Array) =>
  sql`decode(${Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64')}, 'base64')`;
const base64Of = (column: typeof boardPageUpdates.update | typeof boardPageSnapshots.snapshot) =>
  sql<string>`encode(${column}, 'base64')`;
const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));

export interface StoredPage {
  snapshot: Uint8Array | null;
  updates: Uint8Array[];
  /** The last update row read (0 without any). */
  lastSeq: number;
}

/** A page's stored state of one generation: the snapshot, then the updates logged after it, in order. */
export async function loadPage(db: Executor, pageId: string, generation: number): Promise<StoredPage> {
  const [snapshot] = await db
    .select({ snapshot: base64Of(boardPageSnapshots.snapshot), updatesThrough: boardPageSnapshots.updatesThrough })
    .from(boardPageSnapshots)
    .where(and(eq(boardPageSnapshots.pageId, pageId), eq(boardPageSnapshots.generation, generation)));
  const after = snapshot?.updatesThrough ?? 0;
  const rows = await db
    .select({ seq: boardPageUpdates.seq, update: base64Of(boardPageUpdates.update) })
    .from(boardPageUpdates)
    .where(
      and(
        eq(boardPageUpdates.pageId, pageId),
        eq(boardPageUpdates.generation, generation),
        gt(boardPageUpdates.seq, after),
      ),
    )
    .orderBy(asc(boardPageUpdates.seq));
  return {
    snapshot: snapshot ? fromBase64(snapshot.snapshot) : null,
    updates: rows.map((row) => fromBase64(row.update)),
    lastSeq: rows.at(-1)?.seq ?? after,
  };
}

/** The page's current generation; undefined when it was deleted. */
export async function pageGeneration(db: Executor, pageId: string) {
  const [row] = await db
    .select({ generation: lessonPages.generation })
    .from(lessonPages)
    .where(eq(lessonPages.id, pageId));
  return row?.generation;
}

/** Appends updates to the log in one statement; returns the last seq written. */
export async function appendUpdates(db: Executor, pageId: string, generation: number, updates: Uint8Array[]) {
  const rows = await db
    .insert(boardPageUpdates)
    .values(updates.map((update) => ({ pageId, generation, update: toBytea(update) })))
    .returning({ seq: boardPageUpdates.seq });
  return Math.max(...rows.map((row) => row.seq));
}

export interface Snapshot {
  pageId: string;
  generation: number;
  snapshot: Uint8Array;
  stateVector: Uint8Array;
  /** The last logged update the snapshot includes. */
  through: number;
}

/**
 * Folds the log into the snapshot in one transaction: writes the snapshot, deletes the updates it
 * includes (and any of older generations). Skipped when the page is gone or was cleared since.
 */
export async function compact(db: Db, snap: Snapshot) {
  return db.transaction(async (tx) => {
    const [page] = await tx
      .select({ generation: lessonPages.generation })
      .from(lessonPages)
      .where(eq(lessonPages.id, snap.pageId))
      .for('update');
    if (!page || page.generation !== snap.generation) return false;
    const values = {
      generation: snap.generation,
      snapshot: toBytea(snap.snapshot),
      stateVector: toBytea(snap.stateVector),
      updatesThrough: snap.through,
      format: SNAPSHOT_FORMAT,
    };
    await tx
      .insert(boardPageSnapshots)
      .values({ pageId: snap.pageId, ...values })
      .onConflictDoUpdate({ target: boardPageSnapshots.pageId, set: { ...values, updatedAt: sql`now()` } });
    await tx
      .delete(boardPageUpdates)
      .where(
        and(
          eq(boardPageUpdates.pageId, snap.pageId),
          or(lte(boardPageUpdates.seq, snap.through), ne(boardPageUpdates.generation, snap.generation)),
        ),
      );
    return true;
  });
}

/** A whole document written at once (a duplicated page, the slides of a new lesson): the snapshot alone. */
export async function writeSnapshot(
  tx: Executor,
  pageId: string,
  generation: number,
  state: Uint8Array,
  vector: Uint8Array,
) {
  const values = {
    generation,
    snapshot: toBytea(state),
    stateVector: toBytea(vector),
    updatesThrough: 0,
    format: SNAPSHOT_FORMAT,
  };
  await tx
    .insert(boardPageSnapshots)
    .values({ pageId, ...values })
    .onConflictDoUpdate({ target: boardPageSnapshots.pageId, set: values });
}

/** Forgets a cleared page's old document: its snapshot and its logged updates. */
export async function dropStoredDocument(tx: Executor, pageId: string) {
  await tx.delete(boardPageSnapshots).where(eq(boardPageSnapshots.pageId, pageId));
  await tx.delete(boardPageUpdates).where(eq(boardPageUpdates.pageId, pageId));
}
