import {
  type AnswerValue,
  type MyAssessment,
  type MyAssessmentState,
  type QuestionType,
  RESPONSE_MESSAGES,
  type ResponseDetail,
  type ResponseSummary,
  type SaveAnswerBody,
  type TakingView,
  isAnswered,
} from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { type LoadedAssessment, loadAssessmentFor } from '../assessments';
import * as q from './assessment-responses.queries';
import {
  toResponseSummary,
  toSavedAnswer,
  toTakingAssessment,
  toTakingQuestion,
} from './assessment-responses.presenter';
import { autoScore, checkAnswer, totals } from './grading';
import { pendingOf, responseDetail } from './grading.service';
import { teaches } from './response-access';
import { inStudentOrder, startOrders, timeIsUp, timingOf } from './timing';

const conflict = (message: string) => new AppError('CONFLICT', message);

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

/** questionResponse/save: one answer, as it is given, while the attempt is open. */
export async function saveAnswer(db: Db, actor: Actor, body: SaveAnswerBody) {
  const context = await q.saveContext(db, body.assessmentResponseId, body.questionId);
  if (!context || context.response.studentId !== actor.userId) throw notFound(RESPONSE_MESSAGES.responseNotFound);
  const { response, question, extra } = context;
  const { assessment } = await loadAssessmentFor(db, actor, response.assessmentId, 'take');
  if (response.status !== 'IN_PROGRESS') throw conflict(RESPONSE_MESSAGES.alreadySubmitted);
  if (!question) throw notFound(RESPONSE_MESSAGES.questionNotFound);
  if (timeIsUp(timingOf(response, assessment, extra), new Date())) throw badRequest(RESPONSE_MESSAGES.timeUp);
  const checked = checkAnswer(question, body.answer as AnswerValue);
  if (!checked.ok) throw badRequest(checked.message);
  const savedAt = await q.saveAnswer(db, response.id, question.id, checked.answer);
  if (!savedAt) throw conflict(RESPONSE_MESSAGES.alreadySubmitted);
  return { ...toSavedAnswer(question, checked.answer), savedAt: savedAt.toISOString() };
}

/**
 * assessmentResponse/submit: once; objective answers scored in the same transaction. Nothing is written
 * when it is refused ('All Questions must be answered', already submitted).
 */
export async function submit(db: Db, actor: Actor, responseId: string): Promise<ResponseSummary> {
  const context = await q.saveContext(db, responseId, null);
  if (!context || context.response.studentId !== actor.userId) throw notFound(RESPONSE_MESSAGES.responseNotFound);
  const { assessment } = await loadAssessmentFor(db, actor, context.response.assessmentId, 'take');
  if (context.response.status !== 'IN_PROGRESS') throw conflict(RESPONSE_MESSAGES.alreadySubmitted);
  const items = await q.questionsWithAnswers(db, assessment.id, responseId);
  if (
    assessment.requireAllAnswered &&
    items.some(({ question, answer }) => !isAnswered(question.type as QuestionType, answer?.answer))
  )
    throw badRequest(RESPONSE_MESSAGES.allMustBeAnswered);
  const scored = items.map(({ question, answer }) => {
    const given = answer?.answer ?? {};
    return { questionId: question.id, answer: given, autoScore: autoScore(question, given) };
  });
  const rows = items.map(({ question, answer }, index) => ({
    points: question.points,
    autoScore: scored[index]!.autoScore,
    teacherScore: answer?.score ?? null,
  }));
  const waiting = rows.filter((r) => r.autoScore == null && r.teacherScore == null).length;
  const { score, maxScore, pendingScore } = totals(rows, assessment.totalScore);
  const set = { status: waiting > 0 ? 'SUBMITTED' : 'GRADED', score, maxScore, submittedAt: new Date() };
  if (!(await q.recordSubmit(db, responseId, set, scored))) throw conflict(RESPONSE_MESSAGES.alreadySubmitted);
  const row = { ...context.response, ...set, updatedAt: set.submittedAt };
  const pending = { count: waiting, score: pendingScore };
  return toResponseSummary(row, timingOf(row, assessment, context.extra), pending, assessment.resultsReleased);
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
