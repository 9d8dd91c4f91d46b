import { describe, expect, it } from 'vitest';
import { describeAnswer, describeKey, parseScore, readableDescription } from './answer-text';

const base = { options: [], correctOptions: [], acceptedAnswers: [], blanks: [], numeric: null };
const fallback = (n: number) => `Option ${n}`;
const choice = {
  ...base,
  type: 'MULTIPLE_SELECT' as const,
  options: [
    { id: 'a', title: '2' },
    { id: 'b', title: '', image: '/x.png' },
    { id: 'c', title: '4' },
  ],
  correctOptions: ['a', 'b'],
};

describe('answers and keys in words', () => {
  it('names chosen options, pictures by their number', () => {
    expect(describeAnswer(choice, { selected: ['b', 'c'] }, fallback)).toEqual(['Option 2', '4']);
    expect(describeKey(choice, fallback)).toEqual(['2', 'Option 2']);
    expect(describeAnswer(choice, null, fallback)).toEqual([]);
  });

  it('writes blanks, numbers, matching and ordering out', () => {
    const blanks = { ...base, type: 'FILL_IN_THE_BLANK' as const, blanks: [{ accepted: ['100', 'one hundred'] }] };
    expect(describeAnswer(blanks, { blanks: ['100'] }, fallback)).toEqual(['1: 100']);
    expect(describeKey(blanks, fallback)).toEqual(['1: 100 / one hundred']);
    const numeric = { ...base, type: 'NUMERIC' as const, numeric: { value: 3.14, tolerance: 0.01 } };
    expect(describeAnswer(numeric, { number: 3.14 }, fallback)).toEqual(['3.14']);
    expect(describeKey(numeric, fallback)).toEqual(['3.14 ± 0.01']);
    const matching = { ...base, type: 'MATCHING' as const, options: [{ id: 'x', title: 'Cat', match: 'Meow' }] };
    expect(describeAnswer(matching, { pairs: { x: 'Woof' } }, fallback)).toEqual(['Cat → Woof']);
    expect(describeKey(matching, fallback)).toEqual(['Cat → Meow']);
    const ordering = {
      ...base,
      type: 'ORDERING' as const,
      options: [
        { id: 'p', title: 'One' },
        { id: 'q', title: 'Two' },
      ],
      correctOptions: ['p', 'q'],
    };
    expect(describeAnswer(ordering, { selected: ['q', 'p'] }, fallback)).toEqual(['1. Two', '2. One']);
    expect(describeKey(ordering, fallback)).toEqual(['1. One', '2. Two']);
  });

  it('has no key for a hand-scored answer and ignores blank text', () => {
    const long = { ...base, type: 'LONG_ANSWER' as const };
    expect(describeKey(long, fallback)).toEqual([]);
    expect(describeAnswer(long, { text: '   ' }, fallback)).toEqual([]);
    const short = { ...base, type: 'SHORT_ANSWER' as const };
    expect(describeKey(short, fallback)).toEqual([]);
  });

  it('accepts scores from 0 to the points only', () => {
    expect(parseScore('2', 3)).toBe(2);
    expect(parseScore('1,5', 3)).toBe(1.5);
    expect(parseScore('4', 3)).toBeNull();
    expect(parseScore('-1', 3)).toBeNull();
    expect(parseScore('', 3)).toBeNull();
    expect(parseScore('abc', 3)).toBeNull();
  });
});

describe('readableDescription', () => {
  it('shows blank marks as lines to fill', () => {
    expect(readableDescription('Water boils at {{1}} degrees, freezes at {{2}}.')).toBe(
      'Water boils at _____ degrees, freezes at _____.',
    );
  });
});
