import {
  type MyAssessment,
  type MyAssessmentState,
  RESPONSE_MESSAGES,
  type ResponseDetail,
  type TakingView,
} from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { type LoadedAssessment, loadAssessmentFor } from '../assessments';
import * as q from './assessment-responses.queries';
import {
  toResponseSummary,
  toSavedAnswer,
  toTakingAssessment,
  toTakingQuestion,
} from './assessment-responses.presenter';
import { totals } from './grading';
import { pendingOf, responseDetail } from './grading.service';
import { teaches } from './response-access';
import { inStudentOrder, startOrders, timingOf } from './timing';

const maxScoreOf = (assessment: LoadedAssessment['assessment'], questions: { points: number }[]) =>
  totals(
    questions.map((question) => ({ points: question.points, autoScore: null, teacherScore: null })),
    assessment.totalScore,
  ).maxScore;

/** The student's own attempt, started on first read (clock, question and option order fixed then). */
async function takingView(db: Db, actor: Actor, loaded: LoadedAssessment): Promise<TakingView> {
  const { assessment } = loaded;
  const questions = await q.listQuestions(db, assessment.id);
  let response = await q.findResponse(db, assessment.id, actor.userId);
  if (!response) {
    const orders = startOrders(questions, assessment);
    response = await q.startResponse(db, { assessmentId: assessment.id, studentId: actor.userId, ...orders });
  }
  const [extra, answers, files] = await Promise.all([
    q.extraMinutes(db, assessment.id, actor.userId),
    q.answersOf(db, response.id),
    q.filesOf(
      db,
      questions.map((question) => question.id),
    ),
  ]);
  const ordered = inStudentOrder(questions, response.questionOrder);
  const released = assessment.resultsReleased;
  const pending = pendingOf(response, questions, answers, assessment.totalScore);
  const byQuestion = new Map(questions.map((question) => [question.id, question]));
  return {
    view: 'student',
    response: toResponseSummary(response, timingOf(response, assessment, extra), pending, released),
    assessment: toTakingAssessment(assessment, loaded.klass.name, questions.length, maxScoreOf(assessment, questions)),
    questions: ordered.map((question) =>
      toTakingQuestion(
        question,
        response.optionOrder,
        files.filter((file) => file.questionId === question.id),
      ),
    ),
    answers: answers
      .filter((row) => byQuestion.has(row.questionId))
      .map((row) => toSavedAnswer(byQuestion.get(row.questionId)!, row.answer)),
    serverTime: new Date().toISOString(),
  };
}

/** assessmentResponse/read: a student's own attempt, or for a teacher the response of `createdBy`. */
export async function readResponse(
  db: Db,
  actor: Actor,
  query: { assessmentId: string; createdBy?: string },
): Promise<TakingView | ResponseDetail> {
  const loaded = await loadAssessmentFor(db, actor, query.assessmentId, 'read');
  if (teaches(actor, loaded)) {
    if (!query.createdBy) throw badRequest(RESPONSE_MESSAGES.createdByNeeded);
    const response = await q.findResponse(db, loaded.assessment.id, query.createdBy);
    if (!response) {
      const assigned = await q.assignedStudents(db, loaded.assessment);
      const known = assigned.some((student) => student.id === query.createdBy);
      throw notFound(known ? RESPONSE_MESSAGES.notStarted : RESPONSE_MESSAGES.responseNotFound);
    }
    return responseDetail(db, { response, loaded, asTeacher: true });
  }
  if (query.createdBy && query.createdBy !== actor.userId) throw notFound(RESPONSE_MESSAGES.responseNotFound);
  return takingView(db, actor, loaded);
}

function stateOf(row: { dueOn: Date | null }, response: q.ResponseRow | null, now: Date): MyAssessmentState {
  if (response && response.status !== 'IN_PROGRESS') return 'DONE';
  if (row.dueOn && row.dueOn.getTime() < now.getTime()) return 'OVERDUE';
  return response ? 'IN_PROGRESS' : 'DUE';
}

/** The caller's assigned, published assessments, soonest due first. */
export async function myAssessments(db: Executor, actor: Actor, classId?: string): Promise<{ items: MyAssessment[] }> {
  if (!actor.instituteId) return { items: [] };
  const rows = await q.myAssessments(db, actor.userId, actor.instituteId, classId);
  const now = new Date();
  return {
    items: rows.map(({ assessment, className, response, questionCount }) => {
      const released = assessment.resultsReleased && response != null && response.status !== 'IN_PROGRESS';
      return {
        assessmentId: assessment.id,
        name: assessment.name,
        classId: assessment.classId,
        className,
        category: assessment.category,
        description: assessment.description,
        dueOn: assessment.dueOn?.toISOString() ?? null,
        timeLimit: assessment.timeLimit,
        questionCount: Number(questionCount),
        state: stateOf(assessment, response, now),
        assessmentResponseId: response?.id ?? null,
        startedAt: response?.startedAt.toISOString() ?? null,
        submittedAt: response?.submittedAt?.toISOString() ?? null,
        resultsReleased: assessment.resultsReleased,
        score: released ? (response.score ?? null) : null,
        maxScore: released ? (response.maxScore ?? null) : null,
      };
    }),
  };
}
