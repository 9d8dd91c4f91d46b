import {
  BOARD_LIVE_TICK_MS,
  BOARD_MESSAGES,
  BOARD_PROTOCOL_VERSION as v,
  type BoardJoined,
  type BoardSyncMessage,
  type LiveBatch,
  type LiveEntry,
  PartAssembler,
  type SocketAck,
  splitMessage,
} from '@bright/contracts';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';

/** What the provider needs of a Socket.IO client socket (the app's shared one, or a test's). */
export interface ProviderSocket {
  readonly id?: string | undefined;
  readonly connected: boolean;
  on(event: string, listener: (...args: never[]) => void): unknown;
  off(event: string, listener: (...args: never[]) => void): unknown;
  timeout(ms: number): { emitWithAck(event: string, payload: unknown): Promise<unknown> };
}

export type SaveState = 'saved' | 'saving' | 'offline';

export interface ProviderEvents {
  onSave?: (state: SaveState) => void;
  onSynced?: () => void;
  onJoined?: (joined: BoardJoined) => void;
  /** The page was cleared (a new generation): open it again with a new document. */
  onReset?: (generation: number) => void;
  /** The server stopped serving the page (deleted, access gone). */
  onRefused?: (code: string, message: string) => void;
  onLive?: (entries: LiveBatch['entries']) => void;
}

const ACK_TIMEOUT_MS = 15_000;
const RETRY_MS = 2_000;
let partCounter = 0;
const newPartId = () => `${Date.now().toString(36)}-${(partCounter += 1).toString(36)}`;

const encoded = (write: (encoder: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

/**
 * Yjs over the `/board` namespace for one page (REALTIME-NOTES §1.2): joins, exchanges sync steps 1 and 2,
 * sends each local update in parts under 1 MiB and counts it saved once the server acknowledges it
 * stored. After a reconnection it joins again and the sync steps send whatever was not stored.
 */
export class BoardProvider {
  readonly doc: Y.Doc;
  generation: number;
  readOnly = true;
  synced = false;
  private readonly parts = new PartAssembler();
  private queue: Promise<unknown> = Promise.resolve();
  private inFlight = 0;
  /** A change the server did not confirm: sent again by the next sync. */
  private unconfirmed = false;
  private joined = false;
  private destroyed = false;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private liveTimer: ReturnType<typeof setTimeout> | undefined;
  private liveQueue: LiveEntry[] = [];
  private saveState: SaveState | null = null;
  /** Some change was acknowledged stored (restoring a page waits for it). */
  everSent = false;

  constructor(
    private readonly socket: ProviderSocket,
    readonly lessonId: string,
    readonly pageId: string,
    generation: number,
    private readonly events: ProviderEvents = {},
    doc?: Y.Doc,
  ) {
    this.doc = doc ?? new Y.Doc();
    this.generation = generation;
    this.doc.on('update', this.onLocalUpdate);
    socket.on('wb:y', this.onMessage);
    socket.on('wb:reset', this.onResetEvent);
    socket.on('wb:refused', this.onRefusedEvent);
    socket.on('wb:live', this.onLiveEvent);
    socket.on('connect', this.onConnect);
    socket.on('disconnect', this.onDisconnect);
    if (socket.connected) void this.join();
    else this.report();
  }

  destroy() {
    this.destroyed = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.liveTimer);
    this.doc.off('update', this.onLocalUpdate);
    this.socket.off('wb:y', this.onMessage);
    this.socket.off('wb:reset', this.onResetEvent);
    this.socket.off('wb:refused', this.onRefusedEvent);
    this.socket.off('wb:live', this.onLiveEvent);
    this.socket.off('connect', this.onConnect);
    this.socket.off('disconnect', this.onDisconnect);
    if (this.joined && this.socket.connected) {
      void this.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('wb:leave', { v, pageId: this.pageId })
        .catch(() => null);
    }
  }

  /** Every local change is stored by the server. */
  get saved() {
    return this.inFlight === 0 && !this.unconfirmed;
  }

  /** Points of a stroke in progress, sent to the page's room once per tick. */
  sendLive(entry: LiveEntry) {
    if (this.readOnly || !this.joined) return;
    this.liveQueue.push(entry);
    this.liveTimer ??= setTimeout(() => this.flushLive(), BOARD_LIVE_TICK_MS);
  }

  private flushLive() {
    this.liveTimer = undefined;
    const entries = this.liveQueue.splice(0, 50);
    if (entries.length > 0 && this.joined) {
      void this.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('wb:live', { v, pageId: this.pageId, entries })
        .catch(() => null);
    }
    if (this.liveQueue.length > 0) this.liveTimer = setTimeout(() => this.flushLive(), BOARD_LIVE_TICK_MS);
  }

  private report() {
    let state: SaveState = this.saved ? 'saved' : 'saving';
    if (!this.socket.connected && !this.saved) state = 'offline';
    if (state === this.saveState) return;
    this.saveState = state;
    this.events.onSave?.(state);
  }

  private async join() {
    if (this.destroyed) return;
    const answer = (await this.socket
      .timeout(ACK_TIMEOUT_MS)
      .emitWithAck('wb:join', { v, lessonId: this.lessonId, pageId: this.pageId })
      .catch(() => null)) as SocketAck<BoardJoined> | null;
    if (this.destroyed) return;
    if (!answer) return this.scheduleRetry();
    if (!answer.ok) return this.events.onRefused?.(answer.code, answer.message);
    this.joined = true;
    this.readOnly = answer.data.readOnly;
    this.events.onJoined?.(answer.data);
    if (answer.data.generation !== this.generation) return this.events.onReset?.(answer.data.generation);
    await this.send(encoded((encoder) => sync.writeSyncStep1(encoder, this.doc)));
  }

  private scheduleRetry() {
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      if (this.socket.connected && !this.destroyed) void this.join();
    }, RETRY_MS);
  }

  /** Sends one y-protocols message, in parts, one message after the other. */
  private send(message: Uint8Array, isUpdate = false) {
    if (isUpdate) this.inFlight += 1;
    this.report();
    const run = this.queue.then(async () => {
      const ok = await this.sendNow(message);
      if (isUpdate) this.inFlight -= 1;
      if (!ok && isUpdate) this.unconfirmed = true;
      if (ok && isUpdate) this.everSent = true;
      this.report();
      return ok;
    });
    this.queue = run.catch(() => false);
    return run;
  }

  private async sendNow(message: Uint8Array): Promise<boolean> {
    if (!this.joined || !this.socket.connected) return false;
    let last: SocketAck<{ stored: boolean }> | null = null;
    for (const piece of splitMessage(message, newPartId)) {
      const payload = { v, pageId: this.pageId, generation: this.generation, data: piece.data };
      last = (await this.socket
        .timeout(ACK_TIMEOUT_MS)
        .emitWithAck('wb:y', piece.part ? { ...payload, part: piece.part } : payload)
        .catch(() => null)) as SocketAck<{ stored: boolean }> | null;
      if (!last?.ok) break;
    }
    if (last?.ok) return last.data.stored;
    if (last && last.message === BOARD_MESSAGES.staleGeneration) {
      this.joined = false;
      void this.join();
    } else if (last && !this.readOnly) this.scheduleRetry();
    return false;
  }

  private readonly onLocalUpdate = (update: Uint8Array, origin: unknown) => {
    if (origin === this || this.readOnly) return;
    void this.send(
      encoded((encoder) => sync.writeUpdate(encoder, update)),
      true,
    );
  };

  private readonly onMessage = (message: BoardSyncMessage) => {
    if (message.pageId !== this.pageId || message.generation !== this.generation) return;
    const data = message.data instanceof Uint8Array ? message.data : new Uint8Array(message.data);
    const whole = this.parts.add({ data, ...(message.part ? { part: message.part } : {}) });
    if (!('done' in whole)) return;
    const decoder = decoding.createDecoder(whole.done);
    const type = decoding.peekVarUint(decoder);
    const reply = encoding.createEncoder();
    // Yjs encodes every applied transaction again for its 'update' listeners; ours ignores the server's own
    // (origin this), so it is off meanwhile: a 2.5 MB page is not encoded a second time on arrival.
    this.doc.off('update', this.onLocalUpdate);
    try {
      sync.readSyncMessage(decoder, reply, this.doc, this);
    } finally {
      if (!this.destroyed) this.doc.on('update', this.onLocalUpdate);
    }
    // Our answer to the server's step 1 carries the changes it lacks: stored once acknowledged.
    if (encoding.length(reply) > 0 && !this.readOnly) {
      const hadUnconfirmed = this.unconfirmed;
      this.unconfirmed = false;
      void this.send(encoding.toUint8Array(reply), true).then((ok) => {
        if (!ok && hadUnconfirmed) this.unconfirmed = true;
      });
    }
    if (type === sync.messageYjsSyncStep2 && !this.synced) {
      this.synced = true;
      this.events.onSynced?.();
    }
  };

  private readonly onResetEvent = (event: { pageId: string; generation: number }) => {
    if (event.pageId === this.pageId && event.generation !== this.generation) this.events.onReset?.(event.generation);
  };

  private readonly onRefusedEvent = (event: { pageId: string; code: string; message: string }) => {
    if (event.pageId !== this.pageId) return;
    this.joined = false;
    this.events.onRefused?.(event.code, event.message);
  };

  private readonly onLiveEvent = (batch: LiveBatch) => {
    if (batch.pageId !== this.pageId) return;
    const entries = batch.entries.filter((entry) => entry.from !== this.socket.id);
    if (entries.length > 0) this.events.onLive?.(entries);
  };

  private readonly onConnect = () => {
    this.parts.clear();
    void this.join();
  };

  private readonly onDisconnect = () => {
    this.joined = false;
    this.report();
  };
}
