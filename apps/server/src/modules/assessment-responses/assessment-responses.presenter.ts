import {
  type AnswerValue,
  type KeyedQuestion,
  type ResponsePerson,
  type ResponseSummary,
  type TakingAssessment,
  type TakingQuestion,
  isAnswered,
  type QuestionType,
} from '@bright/contracts';
import type { AssessmentRow } from '../assessments';
import type { AnswerRow, PersonRow, QuestionRow, ResponseRow } from './assessment-responses.queries';
import type { Timing } from './timing';
import { type Pending, gradedPercentage } from './grading';

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Where the questions module serves a question's picture (GET /api/question/image/:questionId), as it writes it. */
export const questionImageUrl = (question: Pick<QuestionRow, 'id' | 'image'>) =>
  question.image ? `/api/question/image/${question.id}?v=${question.image.replace(/^.*\//, '').slice(0, 8)}` : null;

export const toPerson = (row: PersonRow | undefined, id: string): ResponsePerson => ({
  id,
  first_name: row?.firstName ?? '',
  last_name: row?.lastName ?? null,
  email: row?.email ?? null,
});

export function toTakingAssessment(
  assessment: AssessmentRow,
  className: string,
  questionCount: number,
  maxScore: number,
): TakingAssessment {
  return {
    assessmentId: assessment.id,
    classId: assessment.classId,
    className,
    name: assessment.name,
    description: assessment.description,
    timeLimit: assessment.timeLimit,
    requireAllAnswered: assessment.requireAllAnswered,
    dueOn: iso(assessment.dueOn),
    resultsReleased: assessment.resultsReleased,
    questionCount,
    maxScore,
  };
}

/** A response; `showScores` false hides scores and the report (a student before release). */
export function toResponseSummary(
  row: ResponseRow,
  timing: Timing,
  pending: Pending,
  showScores: boolean,
): ResponseSummary {
  const score = showScores ? row.score : null;
  const maxScore = showScores ? row.maxScore : null;
  return {
    assessmentResponseId: row.id,
    assessmentId: row.assessmentId,
    studentId: row.studentId,
    status: row.status as ResponseSummary['status'],
    startedAt: row.startedAt.toISOString(),
    deadline: iso(timing.deadline),
    submittedAt: iso(row.submittedAt),
    late: timing.late,
    score,
    maxScore,
    percentage: showScores ? gradedPercentage(score, maxScore, pending.score) : null,
    waitingCount: showScores ? pending.count : null,
    pendingScore: showScores ? pending.score : null,
    report: showScores ? (row.report ?? null) : null,
  };
}

/** In the student's option order; never the key; MATCHING's right-hand sides apart, shuffled. */
export function toTakingQuestion(
  question: QuestionRow,
  optionOrder: Record<string, string[]>,
  files: { id: string; fileName: string; contentType: string; size: number }[],
): TakingQuestion {
  const byId = new Map(question.options.map((option) => [option.id, option]));
  const ordered = (key: string) => {
    const order = optionOrder[key] ?? [];
    const known = order.filter((id) => byId.has(id));
    const rest = question.options.map((option) => option.id).filter((id) => !known.includes(id));
    return [...known, ...rest].map((id) => byId.get(id)!);
  };
  const matchChoices =
    question.type === 'MATCHING' ? ordered(`match:${question.id}`).map((option) => option.match ?? '') : [];
  return {
    id: question.id,
    assessmentId: question.assessmentId,
    position: question.position,
    type: question.type as QuestionType,
    description: question.description,
    points: question.points,
    bloomLevel: (question.bloomLevel as TakingQuestion['bloomLevel']) ?? null,
    options: ordered(question.id).map(({ id, title, image }) => ({ id, title, image: image ?? null })),
    matchChoices,
    blankCount: question.type === 'FILL_IN_THE_BLANK' ? question.blanks.length : 0,
    image: questionImageUrl(question),
    files: files.map(({ id, fileName, contentType, size }) => ({
      id,
      fileName,
      contentType,
      size,
      url: `/api/question/file/${id}`,
    })),
    topicId: question.topicId ?? null,
    topicName: question.topicName ?? null,
  };
}

export function toKeyedQuestion(question: QuestionRow): KeyedQuestion {
  return {
    id: question.id,
    position: question.position,
    type: question.type as QuestionType,
    description: question.description,
    points: question.points,
    options: question.options,
    correctOptions: question.correctOptions,
    acceptedAnswers: question.acceptedAnswers,
    blanks: question.blanks,
    numeric: question.numeric ?? null,
    bloomLevel: (question.bloomLevel as KeyedQuestion['bloomLevel']) ?? null,
    answer: question.answer ?? null,
    rubric: question.rubric ?? null,
    image: questionImageUrl(question),
    topicName: question.topicName ?? null,
  };
}

export const toSavedAnswer = (question: { id: string; type: string }, answer: AnswerValue) => ({
  questionId: question.id,
  answer,
  answered: isAnswered(question.type as QuestionType, answer),
});

export type { AnswerRow };
