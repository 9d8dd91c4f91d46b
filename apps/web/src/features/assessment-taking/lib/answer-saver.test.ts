import type { AnswerValue } from '@bright/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AnswerSaver, type SaveState, TYPING_PAUSE_MS } from './answer-saver';
import { readPending } from './pending-answers';

class Offline extends Error {}
class Refused extends Error {}

function setup() {
  const calls: Array<[string, AnswerValue]> = [];
  const states: SaveState[] = [];
  const refusals: string[] = [];
  let mode: 'ok' | 'offline' | 'refuse' = 'ok';
  const save = vi.fn(async (questionId: string, answer: AnswerValue) => {
    calls.push([questionId, answer]);
    if (mode === 'offline') throw new Offline('network');
    if (mode === 'refuse') throw new Refused('Time is up');
  });
  const saver = new AnswerSaver(
    'r1',
    save,
    (error) => error instanceof Offline,
    (state) => states.push(state),
    (message) => refusals.push(message),
  );
  return { saver, calls, states, refusals, save, setMode: (m: typeof mode) => (mode = m) };
}

describe('AnswerSaver', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('saves a click at once and typing after a pause, keeping only the last text', async () => {
    const { saver, calls, states } = setup();
    saver.record('q1', { selected: ['a'] }, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(calls).toEqual([['q1', { selected: ['a'] }]]);
    saver.record('q2', { text: 'ph' }, true);
    saver.record('q2', { text: 'photo' }, true);
    await vi.advanceTimersByTimeAsync(TYPING_PAUSE_MS - 10);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(20);
    expect(calls[1]).toEqual(['q2', { text: 'photo' }]);
    expect(readPending('r1')).toEqual({});
    expect(states.at(-1)).toBe('saved');
  });

  it('keeps answers in storage while offline, retries, and empties it once the server has them', async () => {
    const { saver, calls, states, setMode } = setup();
    setMode('offline');
    saver.record('q1', { number: 3.14 }, false);
    await vi.advanceTimersByTimeAsync(0);
    expect(states.at(-1)).toBe('offline');
    expect(readPending('r1').q1?.answer).toEqual({ number: 3.14 });
    // A reload now would find it: a new saver on the same attempt sends it on start.
    setMode('ok');
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.filter(([id]) => id === 'q1')).toHaveLength(2);
    expect(readPending('r1')).toEqual({});
    expect(states.at(-1)).toBe('saved');
  });

  it('sends what a previous page left pending when it starts', async () => {
    const first = setup();
    first.setMode('offline');
    first.saver.record('q3', { text: 'kept' }, false);
    await vi.advanceTimersByTimeAsync(0);
    first.saver.stop();
    const second = setup();
    second.saver.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(second.calls).toEqual([['q3', { text: 'kept' }]]);
    expect(readPending('r1')).toEqual({});
    second.saver.stop();
  });

  it('does not retry a refusal, and reports it', async () => {
    const { saver, calls, refusals, setMode } = setup();
    setMode('refuse');
    saver.record('q1', { selected: ['a'] }, false);
    await vi.advanceTimersByTimeAsync(20_000);
    expect(calls).toHaveLength(1);
    expect(refusals).toEqual(['Time is up']);
    expect(readPending('r1')).toEqual({});
  });

  it('flushAll sends typing at once and says whether everything is saved', async () => {
    const { saver, calls, setMode } = setup();
    saver.record('q1', { text: 'abc' }, true);
    const done = saver.flushAll();
    await vi.advanceTimersByTimeAsync(0);
    await expect(done).resolves.toBe(true);
    expect(calls).toEqual([['q1', { text: 'abc' }]]);
    setMode('offline');
    saver.record('q2', { text: 'x' }, true);
    const failed = saver.flushAll();
    await vi.advanceTimersByTimeAsync(200);
    await expect(failed).resolves.toBe(false);
    saver.stop();
  });
});
