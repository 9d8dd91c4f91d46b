import { BOARD_MESSAGES } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import * as Y from 'yjs';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { appendUpdates, compact, loadPage, pageGeneration } from './board-persistence';
import type { RelayedUpdate, Relay } from './board-relay';

export interface PageRef {
  id: string;
  lessonId: string;
  generation: number;
}

export interface DocTimings {
  /** Client updates wait this long to be written together. */
  flushMs: number;
  /** A page untouched this long is compacted. */
  idleMs: number;
  /** ... and so is one that logged this many updates since the last compaction. */
  compactEvery: number;
  /** The owner renews its lease this often. */
  renewMs: number;
}

export const DEFAULT_TIMINGS: DocTimings = { flushMs: 250, idleMs: 2_000, compactEvery: 200, renewMs: 5_000 };

interface Waiter {
  resolve: (stored: boolean) => void;
  reject: (error: unknown) => void;
}

/** One page's document in memory, with what is waiting to be written. */
export class PageDocument {
  private current = new Y.Doc();
  /** The document's whole state as bytes while it is unchanged (the stored snapshot right after a load). */
  private encoded: Uint8Array | null = null;
  readonly sockets = new Set<string>();
  ready: Promise<void> = Promise.resolve();
  owner = false;
  pending: Uint8Array[] = [];
  waiters: Waiter[] = [];
  lastSeq = 0;
  /** Updates logged since the snapshot was written: compaction has work to do. */
  sinceCompaction = 0;
  discarded = false;
  flushTimer: NodeJS.Timeout | undefined;
  idleTimer: NodeJS.Timeout | undefined;
  private chain: Promise<unknown> = Promise.resolve();

  constructor(readonly page: PageRef) {
    this.watch();
  }

  get doc() {
    return this.current;
  }

  set doc(doc: Y.Doc) {
    this.current = doc;
    this.encoded = null;
    this.watch();
  }

  /**
   * The whole state, encoded once per change: a newcomer's sync, the state route and compaction then
   * send or store the same bytes instead of encoding 5,000 items again each time.
   */
  state(): Uint8Array {
    this.encoded ??= Y.encodeStateAsUpdate(this.current);
    return this.encoded;
  }

  /** Bytes known to be the whole state (the snapshot of a page with nothing logged after it). */
  knownState(bytes: Uint8Array) {
    this.encoded = bytes;
  }

  private watch() {
    const doc = this.current;
    doc.on('afterTransaction', () => {
      if (this.current === doc) this.encoded = null;
    });
  }

  /** Runs writes of this page one after the other. */
  serial<T>(task: () => Promise<T>): Promise<T> {
    const run = this.chain.then(task, task);
    this.chain = run.catch(() => undefined);
    return run;
  }
}

const isEmptyUpdate = (decoded: ReturnType<typeof Y.decodeUpdate>) =>
  decoded.structs.length === 0 && decoded.ds.clients.size === 0;

/** Throws the refusal of bytes that are not a Yjs update; says whether the update changes nothing. */
export function checkUpdate(update: Uint8Array) {
  try {
    return { empty: isEmptyUpdate(Y.decodeUpdate(update)) };
  } catch {
    throw badRequest(BOARD_MESSAGES.badUpdate);
  }
}

const pageDeleted = () => new AppError('NOT_FOUND', BOARD_MESSAGES.pageDeleted);

/**
 * Every open page document of this node (REALTIME-NOTES §1.6): loaded from the snapshot and the log before
 * anyone syncs, client updates appended in micro-batches, compacted after a quiet moment, every N updates
 * and when the last socket leaves, then destroyed.
 */
export class BoardDocs {
  private readonly docs = new Map<string, PageDocument>();
  private renewTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    private relay: Relay,
    private readonly timings: DocTimings = DEFAULT_TIMINGS,
  ) {}

  useRelay(relay: Relay) {
    this.relay = relay;
    if (relay.multiNode) {
      this.renewTimer = setInterval(() => void this.renewLeases(), this.timings.renewMs);
      this.renewTimer.unref();
    }
  }

  get openCount() {
    return this.docs.size;
  }

  peek(pageId: string) {
    return this.docs.get(pageId);
  }

  /** The page's document, loaded before it is returned; a document of an older generation is dropped first. */
  async open(page: PageRef): Promise<PageDocument> {
    const existing = this.docs.get(page.id);
    if (existing && existing.page.generation === page.generation) {
      await existing.ready;
      return existing;
    }
    if (existing) this.discard(page.id);
    const entry = new PageDocument(page);
    // In the map before it loads, so updates relayed meanwhile land in it (a CRDT takes them in any order).
    this.docs.set(page.id, entry);
    entry.ready = this.load(entry);
    try {
      await entry.ready;
    } catch (error) {
      if (this.docs.get(page.id) === entry) this.docs.delete(page.id);
      throw error;
    }
    return entry;
  }

  private async load(entry: PageDocument) {
    const stored = await loadPage(this.db, entry.page.id, entry.page.generation);
    Y.transact(entry.doc, () => {
      for (const blob of [stored.snapshot, ...stored.updates]) {
        if (!blob) continue;
        try {
          Y.applyUpdate(entry.doc, blob, 'storage');
        } catch (error) {
          this.log.error({ err: error, pageId: entry.page.id }, 'board: a stored update could not be read');
        }
      }
    });
    if (stored.snapshot && stored.updates.length === 0) entry.knownState(stored.snapshot);
    entry.lastSeq = stored.lastSeq;
    entry.sinceCompaction = stored.updates.length;
    entry.owner = await this.relay.acquire(entry.page.id);
  }

  attach(entry: PageDocument, socketId: string) {
    entry.sockets.add(socketId);
  }

  /** A socket left; the last one out closes the document once it is written and compacted. */
  detach(pageId: string, socketId: string) {
    const entry = this.docs.get(pageId);
    if (!entry || !entry.sockets.delete(socketId) || entry.sockets.size > 0) return Promise.resolve();
    return this.closeWhenUnused(entry);
  }

  private async closeWhenUnused(entry: PageDocument) {
    await this.flush(entry).catch(() => undefined);
    await this.compactNow(entry).catch((error: unknown) => this.log.error({ err: error }, 'board: compaction failed'));
    if (entry.sockets.size > 0 || entry.discarded || this.docs.get(entry.page.id) !== entry) return;
    this.destroy(entry);
    if (entry.owner) await this.relay.release(entry.page.id);
  }

  /**
   * A client's update, checked and applied; false when it changes nothing. Bytes that are not an update
   * are refused and the page stays as it was (reloaded from storage if applying failed halfway).
   */
  apply(entry: PageDocument, update: Uint8Array, origin: unknown): boolean {
    if (entry.discarded) throw pageDeleted();
    if (checkUpdate(update).empty) return false;
    try {
      Y.applyUpdate(entry.doc, update, origin);
    } catch {
      void this.reload(entry).catch((error: unknown) => this.log.error({ err: error }, 'board: reload failed'));
      throw badRequest(BOARD_MESSAGES.badUpdate);
    }
    return true;
  }

  /**
   * An applied update, handed to the other nodes and stored by the owner. Resolves true once stored;
   * false when no owner could take it (the client sends it again on its next sync).
   */
  async store(entry: PageDocument, update: Uint8Array): Promise<boolean> {
    const relayed: RelayedUpdate = { pageId: entry.page.id, generation: entry.page.generation, update };
    if (entry.owner) {
      if (this.relay.multiNode) void this.relay.forward(relayed);
      return this.enqueue(entry, update);
    }
    if (await this.relay.forward(relayed)) return true;
    if (!(await this.relay.acquire(entry.page.id))) return false;
    // The owner went away: this node takes over and writes all it holds (a repeat of stored updates is harmless).
    entry.owner = true;
    return this.enqueue(entry, entry.state());
  }

  /** An update another node received: applied to this node's copy, and stored here if this node owns the page. */
  async applyRelayed(message: RelayedUpdate): Promise<boolean> {
    const entry = this.docs.get(message.pageId);
    if (!entry || entry.discarded || entry.page.generation !== message.generation) return false;
    checkUpdate(message.update);
    Y.applyUpdate(entry.doc, message.update, 'relay');
    return entry.owner ? this.enqueue(entry, message.update) : false;
  }

  private enqueue(entry: PageDocument, update: Uint8Array) {
    return new Promise<boolean>((resolve, reject) => {
      entry.pending.push(update);
      entry.waiters.push({ resolve, reject });
      entry.flushTimer ??= setTimeout(() => void this.flush(entry).catch(() => undefined), this.timings.flushMs);
    });
  }

  /** Writes the waiting updates in one statement, then answers their senders. */
  flush(entry: PageDocument) {
    return entry.serial(async () => {
      clearTimeout(entry.flushTimer);
      entry.flushTimer = undefined;
      const updates = entry.pending.splice(0);
      const waiters = entry.waiters.splice(0);
      if (updates.length === 0) return;
      try {
        entry.lastSeq = await appendUpdates(this.db, entry.page.id, entry.page.generation, updates);
      } catch (error) {
        const gone = entry.discarded || (await this.pageGone(entry));
        for (const waiter of waiters) waiter.reject(gone ? pageDeleted() : error);
        if (!gone) this.log.error({ err: error, pageId: entry.page.id }, 'board: updates not written');
        return;
      }
      entry.sinceCompaction += updates.length;
      for (const waiter of waiters) waiter.resolve(true);
      if (entry.sinceCompaction >= this.timings.compactEvery) void this.compactNow(entry).catch(() => undefined);
      else this.compactWhenIdle(entry);
    });
  }

  private async pageGone(entry: PageDocument) {
    const generation = await pageGeneration(this.db, entry.page.id).catch(() => entry.page.generation);
    return generation !== entry.page.generation;
  }

  private compactWhenIdle(entry: PageDocument) {
    clearTimeout(entry.idleTimer);
    entry.idleTimer = setTimeout(() => {
      void this.compactNow(entry).catch((error: unknown) => this.log.error({ err: error }, 'board: compaction failed'));
    }, this.timings.idleMs);
    entry.idleTimer.unref();
  }

  /** Folds the log into a snapshot of the document as it is in memory (replaying is faster than mergeUpdates). */
  compactNow(entry: PageDocument) {
    return entry.serial(async () => {
      clearTimeout(entry.idleTimer);
      if (!entry.owner || entry.discarded || entry.sinceCompaction === 0) return false;
      const done = await compact(this.db, {
        pageId: entry.page.id,
        generation: entry.page.generation,
        snapshot: entry.state(),
        stateVector: Y.encodeStateVector(entry.doc),
        through: entry.lastSeq,
      });
      if (done) entry.sinceCompaction = 0;
      return done;
    });
  }

  /** After an update failed halfway: the stored state again, with what is still waiting to be written. */
  private async reload(entry: PageDocument) {
    await this.flush(entry).catch(() => undefined);
    const fresh = new PageDocument(entry.page);
    await this.load(fresh);
    entry.doc.destroy();
    entry.doc = fresh.doc;
  }

  /** The page's whole state: from memory when open, else from storage. */
  async stateOf(page: PageRef): Promise<Uint8Array> {
    const entry = this.docs.get(page.id);
    if (entry && entry.page.generation === page.generation && !entry.discarded) {
      await entry.ready;
      return entry.state();
    }
    const scratch = new PageDocument(page);
    const stored = await loadPage(this.db, page.id, page.generation);
    for (const blob of [stored.snapshot, ...stored.updates]) if (blob) Y.applyUpdate(scratch.doc, blob);
    const state = Y.encodeStateAsUpdate(scratch.doc);
    scratch.doc.destroy();
    return state;
  }

  /** A cleared or deleted page: its document goes, unwritten changes refused, here and on the other nodes. */
  discard(pageId: string, announce = false) {
    const entry = this.docs.get(pageId);
    if (announce) this.relay.announceDiscard(pageId);
    if (!entry) return;
    entry.discarded = true;
    for (const waiter of entry.waiters.splice(0)) waiter.reject(pageDeleted());
    entry.pending = [];
    this.destroy(entry);
    if (entry.owner) void this.relay.release(pageId);
  }

  private destroy(entry: PageDocument) {
    clearTimeout(entry.flushTimer);
    clearTimeout(entry.idleTimer);
    if (this.docs.get(entry.page.id) === entry) this.docs.delete(entry.page.id);
    entry.doc.destroy();
  }

  private async renewLeases() {
    for (const entry of this.docs.values()) {
      if (entry.owner && !(await this.relay.renew(entry.page.id).catch(() => false))) entry.owner = false;
    }
  }

  /** On shutdown: everything written and compacted, leases given back. */
  async closeAll() {
    clearInterval(this.renewTimer);
    for (const entry of [...this.docs.values()]) {
      entry.sockets.clear();
      await this.closeWhenUnused(entry);
    }
  }
}
