import { BLOOM_REPORT_LETTERS, BLOOM_UNCATEGORISED, type BloomLevel, type BloomReport } from '@bright/contracts';
import { percentage, roundScore } from './grading';

/**
 * The Bloom's taxonomy report, pure. Each question counts at its level (or Uncategorised); a response
 * earns its final scores there (an answer waiting for the teacher counts as 0). Points are the questions'
 * own (not scaled to a total score), so percentages are the same either way.
 */

export interface BloomQuestion {
  id: string;
  points: number;
  bloomLevel: string | null;
}

/** One response's scores by question id (missing: 0). */
export type ResponseScores = Map<string, number>;

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

const earned = (group: Group, scores: ResponseScores) =>
  group.questions.reduce((sum, question) => sum + (scores.get(question.id) ?? 0), 0);
const possible = (group: Group) => group.questions.reduce((sum, question) => sum + question.points, 0);

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
  const blooms: BloomReport['blooms'] = [];
  const taxonomyaverages: BloomReport['taxonomyaverages'] = [];
  for (const group of groups(questions)) {
    const max = possible(group);
    const scoreAchieved = roundScore(counted.reduce((sum, scores) => sum + earned(group, scores), 0));
    const totalScore = roundScore(max * counted.length);
    achievedSum += scoreAchieved;
    totalSum += totalScore;
    const { level, letter, label } = group;
    blooms.push({ level, letter, label, questionCount: group.questions.length, scoreAchieved, totalScore });
    const perResponse = responses.map((scores) => percentage(earned(group, scores), max));
    const averagePercentage =
      perResponse.length > 0 ? roundScore(perResponse.reduce((a, b) => a + b, 0) / perResponse.length) : 0;
    taxonomyaverages.push({ level, letter, label, achieved: percentage(scoreAchieved, totalScore), averagePercentage });
  }
  return { responses: counted.length, blooms, taxonomyaverages, achievedPercentage: percentage(achievedSum, totalSum) };
}
