import { describe, expect, it } from 'vitest';
import { isCorrect, pointsFor, rankPlayers, streakBonus } from './live-quiz.scoring';

const speed = { correct: true, durationMs: 20_000, scoring: 'SPEED' as const };

describe('live quiz scoring', () => {
  it("follows Kahoot's formula on the server's time", () => {
    expect(pointsFor({ ...speed, elapsedMs: 10_000 })).toBe(750);
    expect(pointsFor({ ...speed, elapsedMs: 20_000 })).toBe(500);
    expect(pointsFor({ ...speed, elapsedMs: 5_000 })).toBe(875);
    expect(pointsFor({ ...speed, elapsedMs: 1_234 })).toBe(969);
  });

  it('gives full points within half a second, and never less than half past the timer', () => {
    expect(pointsFor({ ...speed, elapsedMs: 0 })).toBe(1000);
    expect(pointsFor({ ...speed, elapsedMs: 500 })).toBe(1000);
    expect(pointsFor({ ...speed, elapsedMs: 501 })).toBe(987);
    expect(pointsFor({ ...speed, elapsedMs: 20_400 })).toBe(500);
  });

  it('gives nothing for a wrong answer, in either mode', () => {
    expect(pointsFor({ ...speed, correct: false, elapsedMs: 100 })).toBe(0);
    expect(pointsFor({ ...speed, scoring: 'ACCURACY', correct: false, elapsedMs: 100 })).toBe(0);
  });

  it('ignores speed in accuracy mode', () => {
    expect(pointsFor({ ...speed, scoring: 'ACCURACY', elapsedMs: 19_000 })).toBe(1000);
  });

  it('adds 100 per correct answer in a row after the first, capped at 500', () => {
    expect([0, 1, 2, 3, 6, 7, 20].map(streakBonus)).toEqual([0, 0, 100, 200, 500, 500, 500]);
  });

  it('counts an answer correct only when it picks exactly the correct options', () => {
    expect(isCorrect(['a'], ['a'])).toBe(true);
    expect(isCorrect(['b', 'a'], ['a', 'b'])).toBe(true);
    expect(isCorrect(['a'], ['a', 'b'])).toBe(false);
    expect(isCorrect(['a', 'c'], ['a', 'b'])).toBe(false);
  });

  it('ranks ties equally (1, 2, 2, 4)', () => {
    const ranks = rankPlayers([
      { id: 'p1', score: 900 },
      { id: 'p2', score: 1500 },
      { id: 'p3', score: 900 },
      { id: 'p4', score: 100 },
    ]);
    expect(['p2', 'p1', 'p3', 'p4'].map((id) => ranks.get(id)!.rank)).toEqual([1, 2, 2, 4]);
  });
});
