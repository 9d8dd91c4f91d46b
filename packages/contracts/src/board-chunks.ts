/**
 * Board messages travel in parts under 1 MiB: Socket.IO closes a connection silently on a frame over
 * maxHttpBufferSize (1e6 bytes), and a 5,000-stroke page is about 2.7 MB (REALTIME-NOTES §1.4). Parts are
 * a quarter of a MiB, as tldraw chunks; the whole message is capped.
 */
export const BOARD_PART_BYTES = 256 * 1024;
export const BOARD_MAX_MESSAGE_BYTES = 24 * 1024 * 1024;
const MAX_PARTS = Math.ceil(BOARD_MAX_MESSAGE_BYTES / BOARD_PART_BYTES);
/** An unfinished message is dropped after this long. */
const PART_TIMEOUT_MS = 60_000;

export interface MessagePart {
  id: string;
  index: number;
  count: number;
}

export interface Piece {
  data: Uint8Array;
  part?: MessagePart;
}

/** One message as pieces to send in order; a small one stays whole. */
export function splitMessage(bytes: Uint8Array, newId: () => string, partBytes = BOARD_PART_BYTES): Piece[] {
  if (bytes.byteLength <= partBytes) return [{ data: bytes }];
  const count = Math.ceil(bytes.byteLength / partBytes);
  const id = newId();
  return Array.from({ length: count }, (_, index) => ({
    data: bytes.subarray(index * partBytes, Math.min(bytes.byteLength, (index + 1) * partBytes)),
    part: { id, index, count },
  }));
}

export type AssembleResult = { done: Uint8Array } | { waiting: true } | { refused: 'tooLarge' | 'badPart' };

interface Pending {
  count: number;
  parts: Array<Uint8Array | undefined>;
  received: number;
  bytes: number;
  startedAt: number;
}

/** Puts parts back together; refuses a part too big, a count past the cap, or parts that disagree. */
export class PartAssembler {
  private readonly pending = new Map<string, Pending>();

  constructor(private readonly now: () => number = Date.now) {}

  add(piece: Piece): AssembleResult {
    if (piece.data.byteLength > BOARD_PART_BYTES) return { refused: 'tooLarge' };
    if (!piece.part) return { done: piece.data };
    const { id, index, count } = piece.part;
    if (count > MAX_PARTS) return { refused: 'tooLarge' };
    if (count < 1 || index < 0 || index >= count) return { refused: 'badPart' };
    this.expire();
    const entry = this.pending.get(id) ?? {
      count,
      parts: new Array<Uint8Array | undefined>(count),
      received: 0,
      bytes: 0,
      startedAt: this.now(),
    };
    if (entry.count !== count) return this.refuse(id, 'badPart');
    if (!entry.parts[index]) {
      entry.parts[index] = piece.data.slice();
      entry.received += 1;
      entry.bytes += piece.data.byteLength;
    }
    this.pending.set(id, entry);
    if (this.totalBytes() > BOARD_MAX_MESSAGE_BYTES) return this.refuse(id, 'tooLarge');
    if (entry.received < count) return { waiting: true };
    this.pending.delete(id);
    return { done: concat(entry.parts as Uint8Array[], entry.bytes) };
  }

  clear() {
    this.pending.clear();
  }

  private refuse(id: string, reason: 'tooLarge' | 'badPart'): AssembleResult {
    this.pending.delete(id);
    return { refused: reason };
  }

  private totalBytes() {
    let total = 0;
    for (const entry of this.pending.values()) total += entry.bytes;
    return total;
  }

  private expire() {
    const now = this.now();
    for (const [id, entry] of this.pending) if (now - entry.startedAt > PART_TIMEOUT_MS) this.pending.delete(id);
  }
}

function concat(parts: Uint8Array[], total: number) {
  const out = new Uint8Array(total);
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.byteLength;
  }
  return out;
}
