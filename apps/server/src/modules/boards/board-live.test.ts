import type { LiveBatch } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { LiveBatcher } from './board-live';

const busyFor = (ms: number) => {
  const until = performance.now() + ms;
  while (performance.now() < until);
};

const nextTick = (batcher: LiveBatcher) => new Promise((resolve) => setTimeout(resolve, batcher.currentTickMs + 20));

describe('LiveBatcher', () => {
  it('sends what a room gathered during a tick as one batch, in order, with its sender', async () => {
    const sent: Array<[string, LiveBatch]> = [];
    const batcher = new LiveBatcher((room, batch) => sent.push([room, batch]));
    batcher.push('room-a', 'page-1', 'teacher', [{ id: '1', points: [1, 2, 0.5] }]);
    batcher.push('room-a', 'page-1', 'teacher', [{ id: '2', points: [3, 4, 0.5] }]);
    batcher.push('room-b', 'page-9', 'student', [{ id: '3', points: [5, 6, 0.5] }]);
    await nextTick(batcher);
    expect(sent.map(([room, batch]) => [room, batch.entries.map((entry) => `${entry.id}:${entry.from}`)])).toEqual([
      ['room-a', ['1:teacher', '2:teacher']],
      ['room-b', ['3:student']],
    ]);
    batcher.close();
  });

  it('stretches its tick to twice what sending took, within its bounds, and keeps the short tick when idle', async () => {
    let cost = 30;
    const batcher = new LiveBatcher(() => busyFor(cost), 33, 100);
    batcher.push('room', 'page', 'teacher', [{ id: '1', points: [0, 0, 0.5] }]);
    await nextTick(batcher);
    expect(batcher.currentTickMs).toBeGreaterThanOrEqual(60);
    expect(batcher.currentTickMs).toBeLessThanOrEqual(100);

    cost = 80;
    batcher.push('room', 'page', 'teacher', [{ id: '2', points: [0, 0, 0.5] }]);
    await nextTick(batcher);
    expect(batcher.currentTickMs).toBe(100);

    cost = 0;
    batcher.push('room', 'page', 'teacher', [{ id: '3', points: [0, 0, 0.5] }]);
    await nextTick(batcher);
    expect(batcher.currentTickMs).toBeLessThan(60);
    batcher.close();
  });
});
