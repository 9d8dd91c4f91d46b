import { describe, expect, it } from 'vitest';
import { Batcher, type Settled, writeTogetherOrAlone } from './batcher';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A run that records each batch and holds it open until released. */
function gatedRun() {
  const batches: number[][] = [];
  const gates: Array<() => void> = [];
  const run = async (items: number[]): Promise<Settled<number>[]> => {
    batches.push(items);
    await new Promise<void>((resolve) => gates.push(resolve));
    return items.map((item) => ({ ok: true, value: item * 10 }));
  };
  return { batches, run, release: () => gates.shift()?.() };
}

describe('Batcher', () => {
  it('runs what arrives together as one batch, and gathers the next while one runs', async () => {
    const { batches, run, release } = gatedRun();
    const batcher = new Batcher<number, number>({ run, maxSize: 100 });
    const first = [1, 2, 3].map((item) => batcher.add(item));
    await nextTurn();
    const second = [4, 5].map((item) => batcher.add(item));
    await nextTurn();
    expect(batches).toEqual([[1, 2, 3]]);
    release();
    expect(await Promise.all(first)).toEqual([10, 20, 30]);
    await nextTurn();
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    release();
    expect(await Promise.all(second)).toEqual([40, 50]);
  });

  it('answers no caller before its batch has run', async () => {
    const { run, release } = gatedRun();
    const batcher = new Batcher<number, number>({ run, maxSize: 100 });
    let answered = false;
    const pending = batcher.add(1).then(() => {
      answered = true;
    });
    await nextTurn();
    await nextTurn();
    expect(answered).toBe(false);
    release();
    await pending;
    expect(answered).toBe(true);
  });

  it('takes at most maxSize items, and leaves refused ones, in order, for the next batch', async () => {
    const { batches, run, release } = gatedRun();
    const batcher = new Batcher<number, number>({
      run,
      maxSize: 3,
      admission: () => {
        let odd = 0;
        return (item) => item % 2 === 0 || (odd += 1) <= 1;
      },
    });
    const all = Promise.all([1, 2, 3, 4, 5, 6].map((item) => batcher.add(item)));
    let done = false;
    void all.then(() => (done = true));
    while (!done) {
      await nextTurn();
      release();
    }
    expect(await all).toEqual([10, 20, 30, 40, 50, 60]);
    expect(batches).toEqual([[1, 2, 4], [3, 6], [5]]);
  });

  it('gives each caller its own outcome, and runs a failed batch again item by item', async () => {
    const batches: number[][] = [];
    const batcher = new Batcher<number, number>({
      maxSize: 100,
      run: async (items) => {
        batches.push(items);
        if (items.includes(3)) throw new Error(`statement failed on ${items.join(',')}`);
        return items.map((item) =>
          item === 2 ? { ok: false, error: new Error('refused 2') } : { ok: true, value: item },
        );
      },
    });
    const outcomes = await Promise.allSettled([1, 2, 3, 4].map((item) => batcher.add(item)));
    expect(
      outcomes.map((outcome) => (outcome.status === 'fulfilled' ? outcome.value : String(outcome.reason))),
    ).toEqual([1, 'Error: refused 2', 'Error: statement failed on 3', 4]);
    expect(batches).toEqual([[1, 2, 3, 4], [1], [2], [3], [4]]);
  });
});

describe('writeTogetherOrAlone', () => {
  it('writes all rows in one call, or each alone when that call fails', async () => {
    const calls: string[][] = [];
    const write = async (rows: string[]) => {
      calls.push(rows);
      if (rows.includes('bad')) throw new Error('bad row');
      return rows.length;
    };
    expect(await writeTogetherOrAlone(['a', 'b'], write)).toEqual([
      { ok: true, value: 2 },
      { ok: true, value: 2 },
    ]);
    const mixed = await writeTogetherOrAlone(['a', 'bad', 'c'], write);
    expect(mixed.map((outcome) => outcome.ok)).toEqual([true, false, true]);
    expect(calls.slice(1)).toEqual([['a', 'bad', 'c'], ['a'], ['bad'], ['c']]);
  });
});
