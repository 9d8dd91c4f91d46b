import type { LiveQuizReport } from '@bright/contracts';
import type { CrowdReport } from './quiz-crowd';
import { CORRECT_OPTION, QUIZ_QUESTIONS } from './quiz-world';

export interface Tally {
  /** First answers the server acknowledged. */
  answersAcked: number;
  /** Acknowledged but not saved as sent, or refused (late, or no answer at all). */
  lost: number;
  /** Saved more than once, saved without an acknowledgement, a result told twice, a score ≠ its answers. */
  doubleCounted: number;
  /** Saved with the wrong correctness, or a player told other points than were saved. */
  misScored: number;
  /** A player who was never told their result of a question. */
  resultsMissing: number;
}

const same = (a: string[], b: string[]) => a.length === b.length && a.every((id, n) => id === b[n]);

/**
 * Holds what every simulated player sent and was told against the game's saved report: one saved answer
 * per acknowledged answer, none otherwise; one result per question, with the saved points; each score
 * the sum of its answers.
 */
export function tallyAnswers(crowds: CrowdReport[], report: LiveQuizReport, players: number): Tally {
  const tally: Tally = { answersAcked: 0, lost: 0, doubleCounted: 0, misScored: 0, resultsMissing: 0 };
  const saved = new Map(report.players.map((player) => [player.playerId, player]));
  const records = crowds.flatMap((crowd) => crowd.players);
  tally.lost += crowds.reduce((sum, crowd) => sum + crowd.refusals.length, 0);
  tally.lost += (players - records.length) * QUIZ_QUESTIONS;
  for (const record of records) {
    const player = saved.get(record.playerId);
    const rows = player?.answers ?? [];
    for (let index = 0; index < QUIZ_QUESTIONS; index += 1) {
      const sent = record.sent[index];
      const stored = rows.filter((row) => row.questionIndex === index);
      if (sent) {
        tally.answersAcked += 1;
        if (!stored[0] || !same(stored[0].optionIds, sent)) tally.lost += 1;
        tally.doubleCounted += Math.max(stored.length - 1, 0);
      } else tally.doubleCounted += stored.length;
      if (stored[0] && stored[0].correct !== same(stored[0].optionIds, [CORRECT_OPTION])) tally.misScored += 1;
      const told = record.results[index] ?? [];
      if (told.length === 0) tally.resultsMissing += 1;
      tally.doubleCounted += Math.max(told.length - 1, 0);
      if (told.length > 0 && told[0] !== (stored[0]?.points ?? 0)) tally.misScored += 1;
    }
    const sum = rows.reduce((total, row) => total + row.points, 0);
    if (!player || player.score !== sum) tally.doubleCounted += 1;
  }
  return tally;
}
