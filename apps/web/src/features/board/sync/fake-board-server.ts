// A stand-in for the server's `/board` namespace in unit tests: the same y-protocols exchange as
// apps/server/src/modules/boards/boards.sockets.ts (step 1 answered by step 2 and the server's own
// step 1 for editors; updates applied, relayed and acknowledged; parts put together), in memory.
import { type BoardSyncMessage, PartAssembler, splitMessage } from '@bright/contracts';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';
import type { ProviderSocket } from './board-provider';

type Listener = (...args: never[]) => void;

export class FakeBoardServer {
  readonly doc = new Y.Doc();
  readonly sockets = new Set<FakeSocket>();
  readonly largestFrame = { bytes: 0 };
  generation = 0;
  storedUpdates = 0;

  socket(readOnly = false) {
    const socket = new FakeSocket(this, readOnly);
    this.sockets.add(socket);
    return socket;
  }

  handle(socket: FakeSocket, event: string, payload: Record<string, unknown>): unknown {
    if (event === 'wb:join')
      return {
        ok: true,
        data: { pageId: payload.pageId, generation: this.generation, readOnly: socket.readOnly, currentPageId: null },
      };
    if (event === 'wb:leave' || event === 'wb:live') return { ok: true, data: null };
    const message = payload as unknown as BoardSyncMessage & { data: Uint8Array };
    this.largestFrame.bytes = Math.max(this.largestFrame.bytes, message.data.byteLength);
    const whole = socket.parts.add({ data: message.data, ...(message.part ? { part: message.part } : {}) });
    if ('refused' in whole) return { ok: false, code: 'error.badRequest', message: whole.refused };
    if ('waiting' in whole) return { ok: true, data: { stored: false } };
    const decoder = decoding.createDecoder(whole.done);
    const type = decoding.readVarUint(decoder);
    const body = decoding.readVarUint8Array(decoder);
    if (type === sync.messageYjsSyncStep1) {
      socket.deliver(message.pageId, (e) => sync.writeSyncStep2(e, this.doc, body));
      if (!socket.readOnly) socket.deliver(message.pageId, (e) => sync.writeSyncStep1(e, this.doc));
      return { ok: true, data: { stored: false } };
    }
    if (socket.readOnly) return { ok: false, code: 'error.forbidden', message: 'This lesson is read-only for you' };
    Y.applyUpdate(this.doc, body, socket);
    this.storedUpdates += 1;
    for (const other of this.sockets)
      if (other !== socket && other.connected) other.deliver(message.pageId, (e) => sync.writeUpdate(e, body));
    return { ok: true, data: { stored: true } };
  }
}

export class FakeSocket implements ProviderSocket {
  connected = true;
  readonly id = Math.random().toString(36).slice(2);
  readonly parts = new PartAssembler();
  private readonly listeners = new Map<string, Set<Listener>>();

  constructor(
    private readonly server: FakeBoardServer,
    readonly readOnly: boolean,
  ) {}

  on(event: string, listener: Listener) {
    if (!this.listeners.has(event)) this.listeners.set(event, new Set());
    this.listeners.get(event)!.add(listener);
    return this;
  }

  off(event: string, listener: Listener) {
    this.listeners.get(event)?.delete(listener);
    return this;
  }

  fire(event: string, payload?: unknown) {
    for (const listener of this.listeners.get(event) ?? []) (listener as (p: unknown) => void)(payload);
  }

  timeout() {
    return {
      emitWithAck: async (event: string, payload: unknown) => {
        await Promise.resolve();
        if (!this.connected) throw new Error('disconnected');
        return this.server.handle(this, event, payload as Record<string, unknown>);
      },
    };
  }

  deliver(pageId: string, write: (encoder: encoding.Encoder) => void) {
    const encoder = encoding.createEncoder();
    write(encoder);
    const bytes = encoding.toUint8Array(encoder);
    let n = 0;
    for (const piece of splitMessage(bytes, () => `s${(n += 1)}`)) {
      const message = {
        v: 1,
        pageId,
        generation: this.server.generation,
        data: piece.data,
        ...(piece.part ? { part: piece.part } : {}),
      };
      queueMicrotask(() => this.fire('wb:y', message));
    }
  }

  disconnect() {
    this.connected = false;
    this.parts.clear();
    this.fire('disconnect');
  }

  reconnect() {
    this.connected = true;
    this.fire('connect');
  }
}
