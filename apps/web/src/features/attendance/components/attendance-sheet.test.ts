import { describe, expect, it } from 'vitest';
import { listsOf } from './attendance-sheet';

describe('listsOf', () => {
  it('everyone unmarked is present; LATE and EXCUSED are their own lists', () => {
    expect(listsOf({ b: 'ABSENT', c: 'LATE', d: 'EXCUSED' }, ['a', 'b', 'c', 'd', 'e'])).toEqual({
      PRESENT: ['a', 'e'],
      ABSENT: ['b'],
      LATE: ['c'],
      EXCUSED: ['d'],
    });
  });
  it('ignores marks of students no longer listed', () => {
    expect(listsOf({ gone: 'ABSENT' }, ['a'])).toEqual({ PRESENT: ['a'], ABSENT: [], LATE: [], EXCUSED: [] });
  });
});
