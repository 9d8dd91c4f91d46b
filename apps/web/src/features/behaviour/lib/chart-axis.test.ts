import { describe, expect, it } from 'vitest';
import { shortDay, valueTicks } from './chart-axis';

describe('behaviour chart axes', () => {
  it('spans the values with round whole-number steps, zero included', () => {
    expect(valueTicks(0, 3)).toEqual([0, 1, 2, 3]);
    expect(valueTicks(0, 1)).toEqual([0, 1]);
    expect(valueTicks(-4, 12)).toEqual([-5, 0, 5, 10, 15]);
    expect(valueTicks(0, 37)).toEqual([0, 10, 20, 30, 40]);
  });

  it('writes days as short local dates, never ISO', () => {
    expect(shortDay('2026-03-12', 'en')).toBe('Mar 12');
    expect(shortDay('2026-03-12', 'de')).toBe('12. März');
    expect(shortDay('2026-03-12', 'ar')).not.toMatch(/2026-03-12/);
  });
});
