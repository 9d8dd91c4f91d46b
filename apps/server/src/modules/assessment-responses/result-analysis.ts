import {
  type AnswerValue,
  type AssessmentResult,
  CHOICE_TYPES,
  type QuestionAnalysis,
  type QuestionType,
  isAnswered,
} from '@bright/contracts';
import { type GradableQuestion, finalScore, gradedPercentage, needsTeacher, percentage, roundScore } from './grading';

/**
 * The result summary of an assessment and its per-question analysis, pure. Only submitted responses
 * (SUBMITTED or GRADED) count; an answer waiting for the teacher is pending and left out of averages
 * and percentages until it is graded.
 */

export interface AnalysedQuestion extends GradableQuestion {
  position: number;
  description: string;
  bloomLevel: string | null;
}

export interface AnalysedAnswer {
  answer: AnswerValue;
  autoScore: number | null;
  score: number | null;
}

export interface AnalysedResponse {
  startedAt: Date;
  submittedAt: Date | null;
  score: number | null;
  maxScore: number | null;
  answers: Map<string, AnalysedAnswer>;
}

const mean = (values: number[]) => (values.length > 0 ? values.reduce((a, b) => a + b, 0) / values.length : 0);

/** The final score of one question in one response: null while it waits for the teacher; missing is 0. */
export const gradedScoreIn = (response: AnalysedResponse, questionId: string): number | null => {
  const row = response.answers.get(questionId);
  return row ? finalScore({ autoScore: row.autoScore, teacherScore: row.score }) : 0;
};

/** As gradedScoreIn, with a pending answer as 0 (for counts of fully right answers). */
export const scoreIn = (response: AnalysedResponse, questionId: string) => gradedScoreIn(response, questionId) ?? 0;

/** A response's percentage of its graded points (its pending answers' points, scaled, left out). */
export function responsePercentage(questions: { id: string; points: number }[], response: AnalysedResponse) {
  const rawMax = questions.reduce((sum, question) => sum + question.points, 0);
  const rawPending = questions.reduce(
    (sum, question) => sum + (gradedScoreIn(response, question.id) === null ? question.points : 0),
    0,
  );
  const maxScore = response.maxScore ?? rawMax;
  const pendingScore = rawMax > 0 ? (rawPending * maxScore) / rawMax : 0;
  return gradedPercentage(response.score ?? 0, maxScore, pendingScore);
}

function analyseQuestion(question: AnalysedQuestion, responses: AnalysedResponse[]): QuestionAnalysis {
  const rows = responses.map((response) => response.answers.get(question.id));
  const isChoice = (CHOICE_TYPES as readonly string[]).includes(question.type);
  const correct = new Set(question.correctOptions);
  return {
    questionId: question.id,
    position: question.position,
    type: question.type as QuestionType,
    description: question.description,
    points: question.points,
    bloomLevel: (question.bloomLevel as QuestionAnalysis['bloomLevel']) ?? null,
    answered: rows.filter((row) => row && isAnswered(question.type as QuestionType, row.answer)).length,
    correctCount: responses.filter(
      (response) => scoreIn(response, question.id) >= question.points && question.points > 0,
    ).length,
    waitingCount: rows.filter((row) => row && row.autoScore == null && row.score == null).length,
    averageScore: roundScore(
      mean(responses.map((response) => gradedScoreIn(response, question.id)).filter((score) => score !== null)),
    ),
    options: isChoice
      ? question.options.map((option) => ({
          id: option.id,
          title: option.title,
          image: option.image ?? null,
          correct: correct.has(option.id),
          chosen: rows.filter((row) => row?.answer.selected?.includes(option.id)).length,
        }))
      : [],
  };
}

export function analyseResult(
  assessmentId: string,
  questions: AnalysedQuestion[],
  submitted: AnalysedResponse[],
  totalStudents: number,
  maxScore: number,
): AssessmentResult {
  const times = submitted
    .filter((response) => response.submittedAt)
    .map((response) => Math.max(0, (response.submittedAt!.getTime() - response.startedAt.getTime()) / 1000));
  const objective = questions.filter((question) => !needsTeacher(question));
  const objectiveRight = submitted.reduce(
    (sum, response) => sum + objective.filter((q) => q.points > 0 && scoreIn(response, q.id) >= q.points).length,
    0,
  );
  return {
    assessmentId,
    submittedResponses: submitted.length,
    totalResponses: totalStudents,
    responseRate: percentage(submitted.length, totalStudents),
    averageCompletionTime: roundScore(mean(times)),
    averagePercentage: roundScore(
      mean(submitted.map((response) => responsePercentage(questions, response)).filter((value) => value !== null)),
    ),
    averageAccuracy: percentage(objectiveRight, objective.length * submitted.length),
    maxScore,
    questions: questions.map((question) => analyseQuestion(question, submitted)),
  };
}
