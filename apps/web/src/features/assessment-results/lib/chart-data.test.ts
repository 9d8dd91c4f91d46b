import { describe, expect, it } from 'vitest';
import { formatDuration, formatPercent, mostChosen, optionBars } from './chart-data';

const label = (i: number) => `Option ${i + 1}`;

describe('option chart data', () => {
  it('gives each option its count and share of the students who answered', () => {
    const bars = optionBars(
      [
        { id: 'a', title: 'Paris', count: 2, correct: true },
        { id: 'b', title: 'Rome', count: 1 },
        { id: 'c', title: ' ', count: 0 },
      ],
      3,
      label,
    );
    expect(bars).toEqual([
      { id: 'a', label: 'Paris', count: 2, percent: 67, correct: true },
      { id: 'b', label: 'Rome', count: 1, percent: 33, correct: false },
      { id: 'c', label: 'Option 3', count: 0, percent: 0, correct: false },
    ]);
    expect(mostChosen(bars)).toEqual(['a']);
  });

  it('lets multiple-select shares exceed 100 in total, and shows zeros with no answers', () => {
    const bars = optionBars(
      [
        { id: 'a', count: 2 },
        { id: 'b', count: 2 },
      ],
      2,
      label,
    );
    expect(bars.map((b) => b.percent)).toEqual([100, 100]);
    expect(mostChosen(bars)).toEqual(['a', 'b']);
    const none = optionBars([{ id: 'a', count: 0 }], 0, label);
    expect(none[0]!.percent).toBe(0);
    expect(mostChosen(none)).toEqual([]);
  });

  it('formats percentages and durations', () => {
    expect(formatPercent(66.6666)).toBe('66.7%');
    expect(formatPercent(50)).toBe('50%');
    expect(formatPercent(null)).toBe('–');
    expect(formatDuration(75)).toBe('1:15');
    expect(formatDuration(3725)).toBe('1:02:05');
    expect(formatDuration(undefined)).toBe('–');
  });
});
