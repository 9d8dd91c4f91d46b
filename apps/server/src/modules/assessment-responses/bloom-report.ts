import { BLOOM_REPORT_LETTERS, BLOOM_UNCATEGORISED, type BloomLevel, type BloomReport } from '@bright/contracts';
import { percentage, roundScore } from './grading';

/**
 * The Bloom's taxonomy report, pure. Each question counts at its level (or Uncategorised); a response
 * earns its final scores there. An answer waiting for the teacher is pending: it is left out of the
 * level's score and total (and so of its percentages) until it is graded, and counted in pendingCount.
 * Points are the questions' own (not scaled to a total score), so percentages are the same either way.
 */

export interface BloomQuestion {
  id: string;
  points: number;
  bloomLevel: string | null;
}

/** One response's scores by question id (missing: 0; null: pending, waiting for the teacher). */
export type ResponseScores = Map<string, number | null>;

interface Group {
  level: BloomLevel | null;
  letter: string | null;
  label: string;
  questions: BloomQuestion[];
}

function groups(questions: BloomQuestion[]): Group[] {
  const known = new Set<string>(BLOOM_REPORT_LETTERS.map((row) => row.level));
  const rows: Group[] = BLOOM_REPORT_LETTERS.map((row) => ({
    level: row.level,
    letter: row.letter,
    label: row.label,
    questions: questions.filter((question) => question.bloomLevel === row.level),
  }));
  const rest = questions.filter((question) => !question.bloomLevel || !known.has(question.bloomLevel));
  if (rest.length > 0) rows.push({ level: null, letter: null, label: BLOOM_UNCATEGORISED, questions: rest });
  return rows;
}

const isPending = (scores: ResponseScores, question: BloomQuestion) => scores.get(question.id) === null;
const earned = (group: Group, scores: ResponseScores) =>
  group.questions.reduce((sum, question) => sum + (scores.get(question.id) ?? 0), 0);
/** The points a response can have earned at a level so far: its pending answers left out. */
const possible = (group: Group, scores: ResponseScores) =>
  group.questions.reduce((sum, question) => sum + (isPending(scores, question) ? 0 : question.points), 0);
const pending = (group: Group, scores: ResponseScores) =>
  group.questions.filter((question) => isPending(scores, question)).length;
const sumOf = (values: number[]) => values.reduce((a, b) => a + b, 0);

/**
 * The class average at a level: each response's percentage of its graded points there (none graded:
 * left out); null when nothing there is graded yet but something waits for the teacher.
 */
function averageOf(group: Group, responses: ResponseScores[]) {
  const graded = responses.filter((scores) => possible(group, scores) > 0);
  const perResponse = graded.map((scores) => percentage(earned(group, scores), possible(group, scores)));
  if (perResponse.length > 0) return roundScore(sumOf(perResponse) / perResponse.length);
  return responses.some((scores) => pending(group, scores) > 0) ? null : 0;
}

/**
 * `responses` are the class's submitted responses. With `subject` (one of them, or any single
 * response), blooms and `achieved` are that response's and `averagePercentage` the class's; without it,
 * the class's pooled totals.
 */
export function bloomReport(
  questions: BloomQuestion[],
  responses: ResponseScores[],
  subject?: ResponseScores,
): BloomReport {
  const counted = subject ? [subject] : responses;
  let achievedSum = 0;
  let totalSum = 0;
  let pendingSum = 0;
  const blooms: BloomReport['blooms'] = [];
  const taxonomyaverages: BloomReport['taxonomyaverages'] = [];
  for (const group of groups(questions)) {
    const scoreAchieved = roundScore(sumOf(counted.map((scores) => earned(group, scores))));
    const totalScore = roundScore(sumOf(counted.map((scores) => possible(group, scores))));
    const pendingCount = sumOf(counted.map((scores) => pending(group, scores)));
    achievedSum += scoreAchieved;
    totalSum += totalScore;
    pendingSum += pendingCount;
    const { level, letter, label } = group;
    const questionCount = group.questions.length;
    blooms.push({ level, letter, label, questionCount, scoreAchieved, totalScore, pendingCount });
    const averagePercentage = averageOf(group, responses);
    taxonomyaverages.push({ level, letter, label, achieved: percentage(scoreAchieved, totalScore), averagePercentage });
  }
  return {
    responses: counted.length,
    blooms,
    taxonomyaverages,
    achievedPercentage: percentage(achievedSum, totalSum),
    pendingCount: pendingSum,
  };
}
