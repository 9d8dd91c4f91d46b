import type { BoardItem } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { RemoteInk, liveEntryOf } from './remote-ink';

const pen = (points: number[]): BoardItem => ({ id: 's1', kind: 'pen', color: '#123456', size: 4, points, z: 1 });

describe('live ink of strokes in progress', () => {
  it('sends a pen stroke as new points only, a shape whole, and the end once', () => {
    const sent = new Map<string, number>();
    expect(liveEntryOf(pen([1, 2, 0.5]), false, sent)).toMatchObject({ id: 's1', kind: 'pen', points: [1, 2, 0.5] });
    expect(liveEntryOf(pen([1, 2, 0.5, 3, 4, 0.5]), false, sent)).toMatchObject({ points: [3, 4, 0.5] });
    expect(liveEntryOf(pen([1, 2, 0.5, 3, 4, 0.5]), false, sent)).toBeNull();
    const shape = { ...pen([0, 0, 10, 10]), id: 'r1', kind: 'rectangle' as const };
    expect(liveEntryOf(shape, false, sent)).toMatchObject({ replace: true, points: [0, 0, 10, 10] });
    expect(liveEntryOf(pen([]), true, sent)).toEqual({ id: 's1', end: true });
    expect(sent.has('s1')).toBe(false);
  });

  it("builds others' strokes from batches, keeps writers apart, and drops ended and stale ones", () => {
    const ink = new RemoteInk();
    const seen: number[] = [];
    ink.subscribe((items) => seen.push(items.length));
    ink.apply([{ from: 'a', id: 's1', kind: 'pen', color: '#ff0000', size: 3, points: [1, 1, 0.5] }], 0);
    ink.apply(
      [
        { from: 'a', id: 's1', points: [2, 2, 0.5] },
        { from: 'b', id: 's1', points: [9, 9, 0.5] },
      ],
      10,
    );
    expect(ink.items.map((item) => [item.id, item.points.length, item.color])).toEqual([
      ['a:s1', 6, '#ff0000'],
      ['b:s1', 3, '#1f2937'],
    ]);
    ink.apply([{ from: 'a', id: 's1', end: true }], 20);
    expect(ink.items.map((item) => item.id)).toEqual(['b:s1']);
    ink.apply([{ from: 'c', id: 'x', points: [1, 1, 1] }], 10_000);
    expect(ink.items.map((item) => item.id)).toEqual(['c:x']);
    expect(seen).toEqual([1, 2, 1, 1]);
  });
});
