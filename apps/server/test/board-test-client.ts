// A board client over a real socket for the server tests (the web's provider in miniature); not part of the app.
import {
  BOARD_ITEMS_MAP,
  BOARD_PROTOCOL_VERSION as v,
  type BoardItem,
  type BoardJoined,
  type BoardSyncMessage,
  PartAssembler,
  type SocketAck,
  splitMessage,
  toStoredItem,
} from '@bright/contracts';
import * as decoding from 'lib0/decoding';
import * as encoding from 'lib0/encoding';
import type { Socket } from 'socket.io-client';
import * as sync from 'y-protocols/sync';
import * as Y from 'yjs';

const encoded = (write: (encoder: encoding.Encoder) => void) => {
  const encoder = encoding.createEncoder();
  write(encoder);
  return encoding.toUint8Array(encoder);
};

let partCounter = 0;

export const ask = <T>(socket: Socket, event: string, payload: unknown, timeoutMs = 10_000) =>
  socket.timeout(timeoutMs).emitWithAck(event, payload) as Promise<SocketAck<T>>;

/** One page of a board, synced over a socket: a local Y.Doc that sends its changes and applies the server's. */
export class BoardTestClient {
  readonly doc = new Y.Doc();
  generation = 0;
  joined: BoardJoined | null = null;
  readonly answers: Array<SocketAck<{ stored: boolean }>> = [];
  /** Messages sent and not answered yet. */
  inFlight = 0;
  private readonly parts = new PartAssembler();
  private synced!: Promise<void>;
  private onSynced: (() => void) | undefined;

  constructor(
    readonly socket: Socket,
    readonly lessonId: string,
    readonly pageId: string,
  ) {
    socket.on('wb:y', (message: BoardSyncMessage) => this.onMessage(message));
    this.doc.on('update', (update: Uint8Array, origin: unknown) => {
      if (origin !== 'server') void this.send(encoded((encoder) => sync.writeUpdate(encoder, update)));
    });
  }

  get items() {
    return this.doc.getMap(BOARD_ITEMS_MAP);
  }

  /** Joins and waits for the server's state (its sync step 2). */
  async join() {
    const answer = await ask<BoardJoined>(this.socket, 'wb:join', { v, lessonId: this.lessonId, pageId: this.pageId });
    if (!answer.ok) return answer;
    this.joined = answer.data;
    this.generation = answer.data.generation;
    this.synced = new Promise((resolve) => {
      this.onSynced = resolve;
    });
    await this.send(encoded((encoder) => sync.writeSyncStep1(encoder, this.doc)));
    await this.synced;
    return answer;
  }

  /** Sends one y-protocols message, in parts if large; resolves with the last part's answer. */
  async send(message: Uint8Array) {
    const pieces = splitMessage(message, () => `t${(partCounter += 1)}`);
    let answer: SocketAck<{ stored: boolean }> | undefined;
    this.inFlight += 1;
    for (const piece of pieces) {
      const payload = {
        v,
        pageId: this.pageId,
        generation: this.generation,
        data: piece.data,
        ...(piece.part ? { part: piece.part } : {}),
      };
      answer = await ask<{ stored: boolean }>(this.socket, 'wb:y', payload).catch((error: Error) => ({
        ok: false as const,
        code: 'error.somethingWentWrong' as const,
        message: `no answer: ${error.message}`,
      }));
      if (!answer.ok) break;
    }
    this.inFlight -= 1;
    this.answers.push(answer!);
    return answer!;
  }

  draw(item: BoardItem) {
    this.items.set(item.id, toStoredItem(item));
  }

  /** Resolves once every answer so far is in and ok (the updates are stored). */
  async settled() {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
      if (this.inFlight > 0) continue;
      if (this.answers.every((answer) => answer.ok)) return;
    }
    throw new Error(`not stored: ${JSON.stringify(this.answers.filter((answer) => !answer.ok))}`);
  }

  private onMessage(message: BoardSyncMessage) {
    if (message.pageId !== this.pageId) return;
    const data = new Uint8Array(message.data as ArrayBuffer);
    const whole = this.parts.add({ data, ...(message.part ? { part: message.part } : {}) });
    if (!('done' in whole)) return;
    const decoder = decoding.createDecoder(whole.done);
    const type = decoding.peekVarUint(decoder);
    const reply = encoding.createEncoder();
    sync.readSyncMessage(decoder, reply, this.doc, 'server');
    if (encoding.length(reply) > 0) void this.send(encoding.toUint8Array(reply));
    if (type === sync.messageYjsSyncStep2) this.onSynced?.();
  }
}

/** A pen stroke of `points` points. */
export function stroke(id: string, points = 40, offset = 0): BoardItem {
  const flat: number[] = [];
  for (let index = 0; index < points; index += 1) flat.push(offset + index * 3, 100 + Math.sin(index) * 20, 0.5);
  return { id, kind: 'pen', color: '#1570ef', size: 4, points: flat, z: offset };
}
