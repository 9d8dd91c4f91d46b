import { describe, expect, it } from 'vitest';
import { blankCount, splitBlanks } from './blanks';
import { clockOffset, formatRemaining, remainingMs } from './clock';
import { clampIndex, nextIndex, previousIndex, readPosition, resetPosition, writePosition } from './navigation';
import { moveItem } from './ordering';
import { clearPending, confirmPending, mergeAnswers, putPending, readPending, retryDelay } from './pending-answers';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('question navigation (SPEC §4)', () => {
  it('next and previous are clamped at the ends', () => {
    expect(nextIndex(0, 6)).toBe(1);
    expect(nextIndex(5, 6)).toBe(5);
    expect(previousIndex(0, 6)).toBe(0);
    expect(previousIndex(3, 6)).toBe(2);
    expect(clampIndex(99, 6)).toBe(5);
    expect(clampIndex(-4, 6)).toBe(0);
    expect(clampIndex(2, 0)).toBe(0);
    expect(clampIndex(Number.NaN, 3)).toBe(0);
  });

  it('keeps the position across a reload and resets it to 0 when the test ends', () => {
    const storage = new MemoryStorage();
    expect(readPosition('r1', 6, storage)).toBe(0);
    writePosition('r1', 4, storage);
    expect(readPosition('r1', 6, storage)).toBe(4);
    expect(readPosition('r1', 3, storage)).toBe(2);
    expect(resetPosition('r1', storage)).toBe(0);
    expect(readPosition('r1', 6, storage)).toBe(0);
  });
});

describe('countdown clock', () => {
  it('takes the server time field over the Date header, at the middle of the request', () => {
    const sample = { sentAt: 1000, receivedAt: 3000, serverTime: 62_000, dateHeader: 'Thu, 01 Jan 1970 00:10:00 GMT' };
    expect(clockOffset(sample)).toBe(60_000);
  });

  it('uses the Date header when there is no time field, ignoring sub-second noise', () => {
    const now = Date.parse('2026-11-22T07:00:00Z');
    const ahead = { sentAt: now, receivedAt: now, dateHeader: 'Sun, 22 Nov 2026 07:02:00 GMT' };
    expect(clockOffset(ahead)).toBe(120_000);
    expect(clockOffset({ sentAt: now, receivedAt: now + 400, dateHeader: 'Sun, 22 Nov 2026 07:00:01 GMT' })).toBe(0);
    expect(clockOffset({ sentAt: now, receivedAt: now, dateHeader: 'garbage' })).toBe(0);
    expect(clockOffset({ sentAt: now, receivedAt: now })).toBe(0);
  });

  it('counts down to the deadline by the server clock, never below zero', () => {
    const deadline = '2026-11-22T07:10:00Z';
    const device = Date.parse('2026-11-22T07:00:00Z');
    expect(remainingMs(deadline, 0, device)).toBe(600_000);
    // The device is two minutes slow: the server is two minutes further on.
    expect(remainingMs(deadline, 120_000, device)).toBe(480_000);
    expect(remainingMs(deadline, 0, device + 3_600_000)).toBe(0);
    expect(remainingMs(null, 0, device)).toBeNull();
  });

  it('formats the time left', () => {
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(59_001)).toBe('1:00');
    expect(formatRemaining(61_000)).toBe('1:01');
    expect(formatRemaining(3_723_000)).toBe('1:02:03');
  });
});

describe('pending answers', () => {
  it('keeps a change until the server confirms that very change', () => {
    const storage = new MemoryStorage();
    const first = putPending('r1', 'q1', { text: 'a' }, storage);
    const second = putPending('r1', 'q1', { text: 'ab' }, storage);
    expect(second).toBe(first + 1);
    // The answer to the first save arrives after the second change: the second stays queued.
    expect(confirmPending('r1', 'q1', first, storage)).toBe(false);
    expect(readPending('r1', storage)).toEqual({ q1: { answer: { text: 'ab' }, seq: second } });
    expect(confirmPending('r1', 'q1', second, storage)).toBe(true);
    expect(readPending('r1', storage)).toEqual({});
    expect(storage.length).toBe(0);
  });

  it('keeps attempts apart and survives broken storage', () => {
    const storage = new MemoryStorage();
    putPending('r1', 'q1', { selected: ['a'] }, storage);
    putPending('r2', 'q1', { selected: ['b'] }, storage);
    clearPending('r1', storage);
    expect(readPending('r1', storage)).toEqual({});
    expect(readPending('r2', storage).q1?.answer).toEqual({ selected: ['b'] });
    storage.setItem('assessment-pending:r3', '{not json');
    expect(readPending('r3', storage)).toEqual({});
  });

  it('shows unconfirmed local answers over the saved ones', () => {
    const merged = mergeAnswers(
      { q1: { text: 'old' }, q2: { selected: ['x'] }, q3: null },
      { q1: { answer: { text: 'new' }, seq: 2 }, q4: { answer: { number: 3 }, seq: 1 } },
    );
    expect(merged).toEqual({ q1: { text: 'new' }, q2: { selected: ['x'] }, q4: { number: 3 } });
  });

  it('backs off between retries, up to 15 s', () => {
    expect([0, 1, 2, 3, 4, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 8000, 15000, 15000]);
  });
});

describe('answer helpers', () => {
  it('splits a sentence at its blanks', () => {
    expect(splitBlanks('The {{1}} is {{2}}.')).toEqual([
      { kind: 'text', text: 'The ' },
      { kind: 'blank', index: 1 },
      { kind: 'text', text: ' is ' },
      { kind: 'blank', index: 2 },
      { kind: 'text', text: '.' },
    ]);
    expect(blankCount('{{1}} and {{2}}')).toBe(2);
    expect(splitBlanks('No blanks')).toEqual([{ kind: 'text', text: 'No blanks' }]);
  });

  it('moves an ordering item, the ends staying put', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b']);
    expect(moveItem(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moveItem(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});
