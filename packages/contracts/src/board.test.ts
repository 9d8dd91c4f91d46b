/// <reference types="node" />
import { describe, expect, it } from 'vitest';
import {
  BOARD_MAX_MESSAGE_BYTES,
  BOARD_PART_BYTES,
  BoardItem,
  PartAssembler,
  Slides,
  WbSync,
  decodePoints,
  encodePoints,
  fromStoredItem,
  splitMessage,
  toStoredItem,
} from './index';

const pen: BoardItem = {
  id: 's1',
  kind: 'pen',
  color: '#d92d20',
  size: 4,
  points: [10.25, 20.5, 0.5, 11, 21.75, 0.731],
  z: 3,
  author: 'u1',
};

describe('board items', () => {
  it('quantises points to a quarter pixel and pressure to a thousandth, in two bytes each', () => {
    const bytes = encodePoints(pen.points, 3);
    expect(bytes.byteLength).toBe(12);
    expect(decodePoints(bytes, 3)).toEqual([10.25, 20.5, 0.5, 11, 21.75, 0.731]);
    expect(decodePoints(encodePoints([0.1, 0.3], 2), 2)).toEqual([0, 0.25]);
    // Int16 limits: far coordinates are clamped, not wrapped.
    expect(decodePoints(encodePoints([100_000, -100_000], 2), 2)).toEqual([8191.75, -8192]);
  });

  it('round-trips an item through its stored form, and refuses what is not an item', () => {
    const stored = toStoredItem({ ...pen, transform: [1, 0, 0, 1, 5, 6] });
    expect(stored.p).toBeInstanceOf(Uint8Array);
    expect(fromStoredItem('s1', stored)).toEqual({ ...pen, transform: [1, 0, 0, 1, 5, 6] });
    const text = toStoredItem({
      id: 't',
      kind: 'text',
      color: '#000000',
      size: 24,
      points: [5, 5],
      z: 1,
      text: 'مرحبا',
    });
    expect(fromStoredItem('t', text)?.text).toBe('مرحبا');
    expect(fromStoredItem('x', { k: 'laser', c: '#000000', s: 1, z: 1, p: new Uint8Array() })).toBeNull();
    expect(fromStoredItem('x', 'hello')).toBeNull();
    expect(fromStoredItem('x', { k: 'pen', c: '#000000', s: 1, z: 1, p: [1, 2] })).toBeNull();
  });

  it('fills the canvas state defaults of SPEC §3 around the stages', () => {
    const slides = Slides.parse({ stages: [{ items: [pen] }] });
    expect(slides).toMatchObject({
      version: 1,
      currentPageId: null,
      scale: 1,
      position: { x: 0, y: 0 },
      fullscreen: false,
      presentMode: false,
      presenters: [],
      mousePositions: [],
    });
    expect(slides.stages[0]).toEqual({ background: null, items: [pen] });
    expect(Slides.safeParse({ stages: [{ items: [{ ...pen, color: 'red' }] }] }).success).toBe(false);
  });

  it('takes bytes from Node (Buffer) and from a browser (ArrayBuffer) in a sync message', () => {
    const fromNode = WbSync.parse({ v: 1, pageId: 'p', generation: 0, data: Buffer.from([1, 2]) });
    const fromBrowser = WbSync.parse({ v: 1, pageId: 'p', generation: 0, data: new Uint8Array([1, 2]).buffer });
    expect([...fromNode.data]).toEqual([1, 2]);
    expect([...fromBrowser.data]).toEqual([1, 2]);
    expect(
      WbSync.safeParse({ v: 2, pageId: 'p', generation: 0, data: new Uint8Array() }).error?.issues[0]?.message,
    ).toBe('Unsupported board protocol: this server speaks version 1');
    expect(WbSync.safeParse({ v: 1, pageId: 'p', generation: 0, data: 'AQI=' }).success).toBe(false);
  });
});

describe('board message parts', () => {
  let next = 0;
  const newId = () => `m${(next += 1)}`;

  it('keeps a small message whole and splits a large one under the part size, in order', () => {
    expect(splitMessage(new Uint8Array(10), newId)).toEqual([{ data: new Uint8Array(10) }]);
    const big = Uint8Array.from({ length: BOARD_PART_BYTES * 2 + 7 }, (_, i) => i % 251);
    const pieces = splitMessage(big, newId);
    expect(pieces.map((piece) => piece.data.byteLength)).toEqual([BOARD_PART_BYTES, BOARD_PART_BYTES, 7]);
    const assembler = new PartAssembler();
    // Out of order and with a repeat: still the same bytes.
    expect(assembler.add(pieces[2]!)).toEqual({ waiting: true });
    expect(assembler.add(pieces[0]!)).toEqual({ waiting: true });
    expect(assembler.add(pieces[0]!)).toEqual({ waiting: true });
    const done = assembler.add(pieces[1]!);
    expect('done' in done && Buffer.from(done.done).equals(Buffer.from(big))).toBe(true);
  });

  it('refuses a part too large, a count past the cap and parts that disagree', () => {
    const assembler = new PartAssembler();
    expect(assembler.add({ data: new Uint8Array(BOARD_PART_BYTES + 1) })).toEqual({ refused: 'tooLarge' });
    const tooMany = Math.ceil(BOARD_MAX_MESSAGE_BYTES / BOARD_PART_BYTES) + 1;
    expect(assembler.add({ data: new Uint8Array(1), part: { id: 'a', index: 0, count: tooMany } })).toEqual({
      refused: 'tooLarge',
    });
    expect(assembler.add({ data: new Uint8Array(1), part: { id: 'b', index: 3, count: 2 } })).toEqual({
      refused: 'badPart',
    });
    expect(assembler.add({ data: new Uint8Array(1), part: { id: 'c', index: 0, count: 3 } })).toEqual({
      waiting: true,
    });
    expect(assembler.add({ data: new Uint8Array(1), part: { id: 'c', index: 1, count: 4 } })).toEqual({
      refused: 'badPart',
    });
  });

  it('drops a message whose parts stop coming', () => {
    let now = 0;
    const assembler = new PartAssembler(() => now);
    assembler.add({ data: new Uint8Array(1), part: { id: 'slow', index: 0, count: 2 } });
    now = 61_000;
    expect(assembler.add({ data: new Uint8Array(1), part: { id: 'slow', index: 1, count: 2 } })).toEqual({
      waiting: true,
    });
  });
});
