import {
  REPORT_MAX_CHARS,
  RESPONSE_MESSAGES,
  type ResponseDetail,
  type ResponseRosterRow,
  type ResponseStatus,
  type ResponseSummary,
  type ScoredAnswer,
  isAnswered,
  type QuestionType,
  scoreRangeMessage,
} from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { loadAssessmentFor } from '../assessments';
import * as q from './assessment-responses.queries';
import { toKeyedQuestion, toPerson, toResponseSummary, toTakingAssessment } from './assessment-responses.presenter';
import { bloomReport } from './bloom-report';
import { type Pending, finalScore, gradedPercentage, totals } from './grading';
import { type LoadedResponse, loadResponseFor, requireReleased } from './response-access';
import { responseScoresChanged } from './scores-changed';
import { inStudentOrder, timingOf } from './timing';

/**
 * Answers waiting for the teacher (submitted, scored neither automatically nor by hand) and their points,
 * scaled like maxScore; a question without an answer row scored 0 on submit and waits for nothing.
 */
export function pendingOf(
  response: { status: string },
  questions: { id: string; points: number }[],
  answers: q.AnswerRow[],
  totalScore: number | null,
): Pending {
  if (response.status === 'IN_PROGRESS') return { count: 0, score: 0 };
  const given = new Map(answers.map((row) => [row.questionId, row]));
  const rows = questions.map((question) => {
    const row = given.get(question.id);
    return { points: question.points, autoScore: row ? row.autoScore : 0, teacherScore: row?.score ?? null };
  });
  return {
    count: rows.filter((row) => finalScore(row) == null).length,
    score: totals(rows, totalScore).pendingScore,
  };
}

/** One response's answers against the key, in the student's order. */
export function scoredAnswers(
  response: q.ResponseRow,
  questions: q.QuestionRow[],
  answers: q.AnswerRow[],
): ScoredAnswer[] {
  const given = new Map(answers.map((row) => [row.questionId, row]));
  const submitted = response.status !== 'IN_PROGRESS';
  return inStudentOrder(questions, response.questionOrder).map((question) => {
    const row = given.get(question.id);
    const answer = row?.answer ?? null;
    const autoScore = row?.autoScore ?? null;
    const teacherScore = row?.score ?? null;
    const waiting = submitted && row != null && autoScore == null && teacherScore == null;
    const score = submitted ? (finalScore({ autoScore, teacherScore }) ?? (waiting ? null : 0)) : null;
    return {
      questionId: question.id,
      question: toKeyedQuestion(question),
      answer,
      answered: isAnswered(question.type as QuestionType, answer),
      points: question.points,
      autoScore,
      teacherScore,
      score,
      correct: score == null ? null : score >= question.points,
      waiting,
    };
  });
}

async function summaryOf(db: Executor, access: LoadedResponse, row: q.ResponseRow, answers?: q.AnswerRow[]) {
  const { assessment } = access.loaded;
  const [extra, rows, questions] = await Promise.all([
    q.extraMinutes(db, assessment.id, row.studentId),
    answers ? Promise.resolve(answers) : q.answersOf(db, row.id),
    q.listQuestions(db, assessment.id),
  ]);
  const show = access.asTeacher || assessment.resultsReleased;
  const pending = pendingOf(row, questions, rows, assessment.totalScore);
  return toResponseSummary(row, timingOf(row, assessment, extra), pending, show);
}

/** The detail of a response: teachers, or its student once released (the caller checks). */
export async function responseDetail(db: Executor, access: LoadedResponse): Promise<ResponseDetail> {
  const { response, loaded } = access;
  const [questions, answers, [student]] = await Promise.all([
    q.listQuestions(db, loaded.assessment.id),
    q.answersOf(db, response.id),
    q.peopleByIds(db, [response.studentId]),
  ]);
  const max = totals(
    questions.map((question) => ({ points: question.points, autoScore: null, teacherScore: null })),
    loaded.assessment.totalScore,
  ).maxScore;
  return {
    view: 'detail',
    response: await summaryOf(db, access, response, answers),
    student: toPerson(student, response.studentId),
    assessment: toTakingAssessment(loaded.assessment, loaded.klass.name, questions.length, max),
    answers: scoredAnswers(response, questions, answers),
    abilities: { canGrade: access.asTeacher },
  };
}

/** Recomputes a submitted response's total from its answers (in the caller's transaction). */
async function recompute(tx: Executor, access: LoadedResponse, responseId: string, promote: boolean) {
  const response = (await q.lockResponse(tx, responseId))!;
  const [questions, answers] = await Promise.all([
    q.listQuestions(tx, access.loaded.assessment.id),
    q.answersOf(tx, responseId),
  ]);
  const given = new Map(answers.map((row) => [row.questionId, row]));
  const rows = questions.map((question) => ({
    points: question.points,
    autoScore: given.get(question.id)?.autoScore ?? null,
    teacherScore: given.get(question.id)?.score ?? null,
  }));
  const { score, maxScore } = totals(rows, access.loaded.assessment.totalScore);
  const waiting = pendingOf(response, questions, answers, access.loaded.assessment.totalScore).count;
  const status = promote && waiting === 0 && response.status === 'SUBMITTED' ? 'GRADED' : response.status;
  return q.updateResponse(tx, responseId, { score, maxScore, status });
}

const submittedOnly = (response: q.ResponseRow) => {
  if (response.status === 'IN_PROGRESS') throw badRequest(RESPONSE_MESSAGES.notSubmitted);
};

/** questionResponse/updateScore: the teacher's score of one answer; GRADED once nothing waits. */
export async function updateQuestionScore(
  db: Db,
  actor: Actor,
  body: { assessmentResponseId: string; questionId: string; score: number },
): Promise<ResponseSummary> {
  const access = await loadResponseFor(db, actor, body.assessmentResponseId, 'teach');
  submittedOnly(access.response);
  const questions = await q.listQuestions(db, access.loaded.assessment.id);
  const question = questions.find((row) => row.id === body.questionId);
  if (!question) throw notFound(RESPONSE_MESSAGES.questionNotFound);
  if (body.score > question.points) throw badRequest(scoreRangeMessage(question.points));
  const row = await db.transaction(async (tx) => {
    await q.writeTeacherScore(tx, { ...body, responseId: access.response.id, gradedBy: actor.userId });
    const updated = await recompute(tx, access, access.response.id, true);
    await responseScoresChanged(tx, [updated.id]);
    return updated;
  });
  return summaryOf(db, access, row);
}

/** assessmentResponse/updateScore: overrides the total (0 to the maximum); per-question grading recomputes it. */
export async function updateResponseScore(
  db: Db,
  actor: Actor,
  body: { assessmentResponseId: string; score: number },
): Promise<ResponseSummary> {
  const access = await loadResponseFor(db, actor, body.assessmentResponseId, 'teach');
  submittedOnly(access.response);
  const max = access.response.maxScore ?? 0;
  if (body.score > max) throw badRequest(scoreRangeMessage(max));
  const row = await q.updateResponse(db, access.response.id, { score: body.score });
  return summaryOf(db, access, row);
}

/** assessmentResponse/updateStatus: GRADED or SUBMITTED for a submitted response; IN_PROGRESS reopens it. */
export async function updateStatus(
  db: Db,
  actor: Actor,
  body: { assessmentResponseId: string; status: ResponseStatus },
): Promise<ResponseSummary> {
  const access = await loadResponseFor(db, actor, body.assessmentResponseId, 'teach');
  if (body.status !== 'IN_PROGRESS') submittedOnly(access.response);
  // Reopening gives the student a fresh time limit and keeps their answers.
  const set =
    body.status === 'IN_PROGRESS'
      ? { status: body.status, submittedAt: null, startedAt: new Date() }
      : { status: body.status };
  const row = await db.transaction(async (tx) => {
    const updated = await q.updateResponse(tx, access.response.id, set);
    await responseScoresChanged(tx, [updated.id]);
    return updated;
  });
  return summaryOf(db, access, row);
}

function reportPayload(body: Record<string, unknown>) {
  const { assessmentResponseId: _id, ...report } = body;
  if (JSON.stringify(report).length > REPORT_MAX_CHARS) throw badRequest(RESPONSE_MESSAGES.reportTooLarge);
  return report;
}

/** generate-report: the payload with the score, percentage and Bloom summary at this moment. */
export async function generateReport(
  db: Db,
  actor: Actor,
  body: Record<string, unknown> & { assessmentResponseId: string },
) {
  const access = await loadResponseFor(db, actor, body.assessmentResponseId, 'teach');
  submittedOnly(access.response);
  const payload = reportPayload(body);
  const [questions, answers] = await Promise.all([
    q.listQuestions(db, access.loaded.assessment.id),
    q.answersOf(db, access.response.id),
  ]);
  const scores = new Map(
    scoredAnswers(access.response, questions, answers).map((a) => [a.questionId, a.waiting ? null : (a.score ?? 0)]),
  );
  const bloom = bloomReport(questions, [scores]);
  const { score, maxScore } = access.response;
  const pending = pendingOf(access.response, questions, answers, access.loaded.assessment.totalScore);
  const report = {
    generatedAt: new Date().toISOString(),
    generatedBy: actor.userId,
    score,
    maxScore,
    percentage: gradedPercentage(score, maxScore, pending.score),
    achievedPercentage: bloom.achievedPercentage,
    pendingCount: pending.count,
    ...payload,
  };
  const row = await q.updateResponse(db, access.response.id, { report });
  return summaryOf(db, access, row, answers);
}

/** update-report: the payload's fields replace the stored report's. */
export async function updateReport(
  db: Db,
  actor: Actor,
  body: Record<string, unknown> & { assessmentResponseId: string },
) {
  const access = await loadResponseFor(db, actor, body.assessmentResponseId, 'teach');
  if (!access.response.report) throw badRequest(RESPONSE_MESSAGES.noReport);
  const report = { ...access.response.report, ...reportPayload(body), updatedAt: new Date().toISOString() };
  if (JSON.stringify(report).length > REPORT_MAX_CHARS) throw badRequest(RESPONSE_MESSAGES.reportTooLarge);
  const row = await q.updateResponse(db, access.response.id, { report });
  return summaryOf(db, access, row);
}

/** assessmentResponse/result: teachers always; the student once released (403 before). */
export async function responseResult(db: Db, actor: Actor, responseId: string) {
  const access = await loadResponseFor(db, actor, responseId, 'read');
  requireReleased(access);
  return responseDetail(db, access);
}

/** assessmentResponse/fetch: every assigned student (and anyone who answered), with their response. */
export async function fetchRoster(db: Db, actor: Actor, assessmentId: string) {
  const loaded = await loadAssessmentFor(db, actor, assessmentId, 'teach');
  const { assessment } = loaded;
  const [assigned, responses, questions, answers, extra] = await Promise.all([
    q.assignedStudents(db, assessment),
    q.responsesOf(db, assessment.id),
    q.listQuestions(db, assessment.id),
    q.answersOfAssessment(db, assessment.id),
    q.extraMinutesOf(db, assessment.id),
  ]);
  const missing = responses.map((r) => r.studentId).filter((id) => !assigned.some((s) => s.id === id));
  const people = [...assigned, ...(await q.peopleByIds(db, missing))];
  const byStudent = new Map(responses.map((row) => [row.studentId, row]));
  const maxScore = totals(
    questions.map((question) => ({ points: question.points, autoScore: null, teacherScore: null })),
    assessment.totalScore,
  ).maxScore;
  const rows: ResponseRosterRow[] = people.map((person) => {
    const response = byStudent.get(person.id);
    if (!response) {
      return {
        student: toPerson(person, person.id),
        assessmentResponseId: null,
        status: 'NOT_STARTED',
        startedAt: null,
        submittedAt: null,
        late: false,
        score: null,
        maxScore,
        percentage: null,
        waitingCount: 0,
        pendingScore: 0,
      };
    }
    const own = answers.filter((row) => row.responseId === response.id);
    const timing = timingOf(response, assessment, extra.get(person.id) ?? 0);
    const pending = pendingOf(response, questions, own, assessment.totalScore);
    const summary = toResponseSummary(response, timing, pending, true);
    return {
      student: toPerson(person, person.id),
      assessmentResponseId: response.id,
      status: summary.status,
      startedAt: summary.startedAt,
      submittedAt: summary.submittedAt,
      late: summary.late,
      score: summary.score,
      maxScore: summary.maxScore ?? maxScore,
      percentage: summary.percentage,
      waitingCount: summary.waitingCount ?? 0,
      pendingScore: summary.pendingScore ?? 0,
    };
  });
  return { assessmentId: assessment.id, maxScore, rows };
}
