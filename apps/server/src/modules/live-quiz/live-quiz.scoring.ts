import { LIVE_QUIZ, type LiveQuizScoring } from '@bright/contracts';

export interface ScoreInput {
  correct: boolean;
  /** Server-measured time from the question opening to the answer arriving, pauses excluded. */
  elapsedMs: number;
  durationMs: number;
  scoring: LiveQuizScoring;
  basePoints?: number;
}

/**
 * Kahoot's formula on the server's clock: P × (1 − (t ÷ T) ÷ 2), full points within half a second, so a
 * correct answer in time earns between half and all of P. ACCURACY gives P for any correct answer.
 */
export function pointsFor({ correct, elapsedMs, durationMs, scoring, basePoints = LIVE_QUIZ.basePoints }: ScoreInput) {
  if (!correct) return 0;
  if (scoring === 'ACCURACY' || elapsedMs <= LIVE_QUIZ.fullPointsMs) return basePoints;
  const fraction = Math.min(Math.max(elapsedMs / durationMs, 0), 1);
  return Math.round(basePoints * (1 - fraction / 2));
}

/** +100 for each correct answer in a row after the first, at most 500 (only when the host turned it on). */
export function streakBonus(streak: number) {
  return Math.min(Math.max(streak - 1, 0) * LIVE_QUIZ.streak.step, LIVE_QUIZ.streak.cap);
}

/** An answer is right when it picks exactly the correct options. */
export function isCorrect(optionIds: readonly string[], correctOptionIds: readonly string[]) {
  if (optionIds.length !== correctOptionIds.length) return false;
  const correct = new Set(correctOptionIds);
  return optionIds.every((id) => correct.has(id));
}

export interface Ranked {
  playerId: string;
  score: number;
  rank: number;
}

/** Standard competition ranking (1, 2, 2, 4) by score; ties keep their join order. */
export function rankPlayers<T extends { id: string; score: number }>(players: readonly T[]): Map<string, Ranked> {
  const sorted = [...players].sort((a, b) => b.score - a.score);
  const ranks = new Map<string, Ranked>();
  sorted.forEach((player, index) => {
    const previous = index > 0 ? ranks.get(sorted[index - 1]!.id) : undefined;
    const rank = previous && previous.score === player.score ? previous.rank : index + 1;
    ranks.set(player.id, { playerId: player.id, score: player.score, rank });
  });
  return ranks;
}
