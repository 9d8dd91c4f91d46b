import { RESPONSE_MESSAGES } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import {
  type GradableQuestion,
  autoScore,
  checkAnswer,
  gradedPercentage,
  needsTeacher,
  normalizeText,
  totals,
} from './grading';

const question = (extra: Partial<GradableQuestion>): GradableQuestion => ({
  id: 'q',
  type: 'MCQ',
  points: 2,
  options: [
    { id: 'a', title: 'A' },
    { id: 'b', title: 'B' },
    { id: 'c', title: 'C' },
    { id: 'd', title: 'D' },
  ],
  correctOptions: ['b'],
  acceptedAnswers: [],
  blanks: [],
  numeric: null,
  ...extra,
});

describe('autoScore', () => {
  it('scores MCQ, TRUE_OR_FALSE and PICTURE_CHOICE exactly', () => {
    for (const type of ['MCQ', 'TRUE_OR_FALSE', 'PICTURE_CHOICE']) {
      const q = question({ type });
      expect(autoScore(q, { selected: ['b'] })).toBe(2);
      expect(autoScore(q, { selected: ['a'] })).toBe(0);
      expect(autoScore(q, { selected: ['a', 'b'] })).toBe(0);
      expect(autoScore(q, { selected: [] })).toBe(0);
      expect(autoScore(q, null)).toBe(0);
    }
  });

  it('gives MULTIPLE_SELECT partial credit: points × max(0, (right − wrong) / right options)', () => {
    const q = question({ type: 'MULTIPLE_SELECT', points: 3, correctOptions: ['a', 'b', 'c'] });
    expect(autoScore(q, { selected: ['a', 'b', 'c'] })).toBe(3);
    expect(autoScore(q, { selected: ['a', 'b'] })).toBe(2);
    expect(autoScore(q, { selected: ['a', 'b', 'd'] })).toBe(1);
    expect(autoScore(q, { selected: ['a', 'b', 'c', 'd'] })).toBe(2);
    expect(autoScore(q, { selected: ['a', 'd'] })).toBe(0);
    expect(autoScore(q, { selected: ['d'] })).toBe(0);
    const two = question({ type: 'MULTIPLE_SELECT', points: 2, correctOptions: ['a', 'b', 'c'] });
    expect(autoScore(two, { selected: ['a'] })).toBe(0.67);
  });

  it('matches SHORT_ANSWER ignoring case and spacing, and leaves it to the teacher without accepted answers', () => {
    const q = question({ type: 'SHORT_ANSWER', acceptedAnswers: ['Photo synthesis'] });
    expect(autoScore(q, { text: '  photo   SYNTHESIS ' })).toBe(2);
    expect(autoScore(q, { text: 'photosynthesis' })).toBe(0);
    const open = question({ type: 'SHORT_ANSWER' });
    expect(needsTeacher(open)).toBe(true);
    expect(autoScore(open, { text: 'anything' })).toBeNull();
    expect(autoScore(open, { text: '   ' })).toBe(0);
  });

  it('waits for the teacher on LONG_ANSWER unless unanswered', () => {
    const q = question({ type: 'LONG_ANSWER' });
    expect(autoScore(q, { text: 'An essay' })).toBeNull();
    expect(autoScore(q, {})).toBe(0);
  });

  it('splits FILL_IN_THE_BLANK points per blank, case-insensitive', () => {
    const q = question({
      type: 'FILL_IN_THE_BLANK',
      points: 2,
      blanks: [{ accepted: ['Paris'] }, { accepted: ['Seine', 'la Seine'] }],
    });
    expect(autoScore(q, { blanks: ['paris', 'LA  seine'] })).toBe(2);
    expect(autoScore(q, { blanks: ['paris', 'Loire'] })).toBe(1);
    expect(autoScore(q, { blanks: ['', 'seine'] })).toBe(1);
    expect(autoScore(q, { blanks: ['Lyon'] })).toBe(0);
  });

  it('accepts NUMERIC answers within the tolerance', () => {
    const q = question({ type: 'NUMERIC', points: 1, numeric: { value: 3.14, tolerance: 0.01 } });
    expect(autoScore(q, { number: 3.15 })).toBe(1);
    expect(autoScore(q, { number: 3.13 })).toBe(1);
    expect(autoScore(q, { number: 3.16 })).toBe(0);
    expect(autoScore(q, { number: null })).toBe(0);
  });

  it('splits MATCHING points per pair', () => {
    const q = question({
      type: 'MATCHING',
      points: 3,
      options: [
        { id: 'fr', title: 'France', match: 'Paris' },
        { id: 'de', title: 'Germany', match: 'Berlin' },
        { id: 'it', title: 'Italy', match: 'Rome' },
      ],
      correctOptions: [],
    });
    expect(autoScore(q, { pairs: { fr: 'Paris', de: 'Berlin', it: 'Rome' } })).toBe(3);
    expect(autoScore(q, { pairs: { fr: 'paris', de: 'Rome', it: 'Berlin' } })).toBe(1);
  });

  it('scores ORDERING all or nothing', () => {
    const q = question({ type: 'ORDERING', correctOptions: ['c', 'a', 'b', 'd'] });
    expect(autoScore(q, { selected: ['c', 'a', 'b', 'd'] })).toBe(2);
    expect(autoScore(q, { selected: ['c', 'a', 'd', 'b'] })).toBe(0);
  });
});

describe('totals', () => {
  it('sums final scores (the teacher wins, a pending answer adds nothing but its pending points) and scales', () => {
    const rows = [
      { points: 2, autoScore: 2, teacherScore: null },
      { points: 3, autoScore: null, teacherScore: null },
      { points: 5, autoScore: 1, teacherScore: 4 },
    ];
    expect(totals(rows, null)).toEqual({ score: 6, maxScore: 10, pendingScore: 3 });
    expect(totals(rows, 100)).toEqual({ score: 60, maxScore: 100, pendingScore: 30 });
    expect(totals([], 50)).toEqual({ score: 0, maxScore: 0, pendingScore: 0 });
  });
});

describe('gradedPercentage', () => {
  it('leaves pending points out, so an ungraded long answer is not 0%', () => {
    // 8 of the 8 graded points; 3 wait for the teacher.
    expect(gradedPercentage(8, 11, 3)).toBe(100);
    expect(gradedPercentage(6, 10, 0)).toBe(60);
  });

  it('is null while nothing is graded, or without a score', () => {
    expect(gradedPercentage(0, 3, 3)).toBeNull();
    expect(gradedPercentage(null, 10, 0)).toBeNull();
    expect(gradedPercentage(0, 0, 0)).toBeNull();
  });
});

describe('checkAnswer', () => {
  it('keeps only the field of the type, and accepts clearing', () => {
    expect(checkAnswer(question({}), { selected: ['a'] })).toEqual({ ok: true, answer: { selected: ['a'] } });
    expect(checkAnswer(question({}), {})).toEqual({ ok: true, answer: {} });
    expect(checkAnswer(question({ type: 'NUMERIC' }), { number: 4 })).toEqual({ ok: true, answer: { number: 4 } });
  });

  it.each([
    [{}, { selected: ['z'] }, RESPONSE_MESSAGES.answerUnknownOption],
    [{}, { selected: ['a', 'b'] }, RESPONSE_MESSAGES.answerOneOption],
    [{}, { text: 'b' }, RESPONSE_MESSAGES.answerWrongKind],
    [{ type: 'MULTIPLE_SELECT' }, { selected: ['a', 'a'] }, RESPONSE_MESSAGES.answerUnknownOption],
    [{ type: 'ORDERING' }, { selected: ['a', 'b'] }, RESPONSE_MESSAGES.answerOrdering],
    [{ type: 'SHORT_ANSWER' }, { selected: ['a'] }, RESPONSE_MESSAGES.answerWrongKind],
    [
      { type: 'FILL_IN_THE_BLANK', blanks: [{ accepted: ['x'] }] },
      { blanks: ['a', 'b'] },
      RESPONSE_MESSAGES.answerBlanks,
    ],
    [
      { type: 'MATCHING', options: [{ id: 'a', title: 'A', match: '1' }] },
      { pairs: { a: '2' } },
      RESPONSE_MESSAGES.answerPairs,
    ],
  ] as const)('refuses %j %j', (extra, answer, message) => {
    expect(checkAnswer(question(extra as Partial<GradableQuestion>), answer as never)).toEqual({ ok: false, message });
  });

  it('normalizes text the same way for every comparison', () => {
    expect(normalizeText('  Hello \t World ')).toBe('hello world');
  });
});
