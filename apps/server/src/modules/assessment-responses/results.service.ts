import type { AssessmentResult, BloomReport } from '@bright/contracts';
import Papa from 'papaparse';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { type AssessmentRow, loadAssessmentFor } from '../assessments';
import * as q from './assessment-responses.queries';
import { toPerson } from './assessment-responses.presenter';
import { type ResponseScores, bloomReport } from './bloom-report';
import { totals } from './grading';
import { responseDetail } from './grading.service';
import { renderReportPdf } from './report-pdf';
import { type AnalysedResponse, analyseResult, gradedScoreIn, responsePercentage } from './result-analysis';
import { loadResponseFor, requireReleased } from './response-access';

const isSubmitted = (row: { status: string }) => row.status !== 'IN_PROGRESS';

/** Everything the class-level results read, in four queries. */
async function classData(db: Executor, assessment: AssessmentRow) {
  const [questions, responses, answers, assigned] = await Promise.all([
    q.listQuestions(db, assessment.id),
    q.responsesOf(db, assessment.id),
    q.answersOfAssessment(db, assessment.id),
    q.assignedStudents(db, assessment),
  ]);
  const byResponse = new Map<string, AnalysedResponse['answers']>();
  for (const row of answers) {
    if (!byResponse.has(row.responseId)) byResponse.set(row.responseId, new Map());
    byResponse.get(row.responseId)!.set(row.questionId, row);
  }
  const analysed = (row: q.ResponseRow): AnalysedResponse => ({
    ...row,
    answers: byResponse.get(row.id) ?? new Map(),
  });
  const submitted = responses.filter(isSubmitted);
  const students = new Set([...assigned.map((s) => s.id), ...responses.map((r) => r.studentId)]);
  const maxScore = totals(
    questions.map((question) => ({ points: question.points, autoScore: null, teacherScore: null })),
    assessment.totalScore,
  ).maxScore;
  return { questions, responses, submitted, analysed, assigned, students, maxScore };
}

const scoresOf = (questions: { id: string }[], response: AnalysedResponse): ResponseScores =>
  new Map(questions.map((question) => [question.id, gradedScoreIn(response, question.id)]));

/** assessment/result: the summary and per-question analysis (teachers). */
export async function assessmentResult(db: Db, actor: Actor, assessmentId: string): Promise<AssessmentResult> {
  const { assessment } = await loadAssessmentFor(db, actor, assessmentId, 'teach');
  const data = await classData(db, assessment);
  return analyseResult(
    assessment.id,
    data.questions,
    data.submitted.map(data.analysed),
    data.students.size,
    data.maxScore,
  );
}

/** assessment/bloom-report: the class's report over submitted responses. */
export async function classBloomReport(db: Db, actor: Actor, assessmentId: string): Promise<BloomReport> {
  const { assessment } = await loadAssessmentFor(db, actor, assessmentId, 'teach');
  const data = await classData(db, assessment);
  return bloomReport(
    data.questions,
    data.submitted.map((row) => scoresOf(data.questions, data.analysed(row))),
  );
}

/** assessmentResponse/bloom-report: one response, with the class's averages beside it. */
export async function responseBloomReport(db: Db, actor: Actor, responseId: string): Promise<BloomReport> {
  const access = await loadResponseFor(db, actor, responseId, 'read');
  requireReleased(access);
  const data = await classData(db, access.loaded.assessment);
  const subject = scoresOf(data.questions, data.analysed(access.response));
  return bloomReport(
    data.questions,
    data.submitted.map((row) => scoresOf(data.questions, data.analysed(row))),
    subject,
  );
}

const csvName = (name: string) => `${name.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim() || 'assessment'}-results.csv`;

/** assessment/result/csv: a row per student, a column per question (teachers). */
export async function resultCsv(db: Db, actor: Actor, assessmentId: string) {
  const { assessment } = await loadAssessmentFor(db, actor, assessmentId, 'teach');
  const data = await classData(db, assessment);
  const people = new Map([...data.assigned, ...(await q.peopleByIds(db, [...data.students]))].map((p) => [p.id, p]));
  const byStudent = new Map(data.responses.map((row) => [row.studentId, row]));
  const header = [
    'Name',
    'Email',
    'Status',
    'Started',
    'Submitted',
    'Score',
    'Max',
    'Percentage',
    ...data.questions.map((question, index) => `Q${index + 1} (${question.points})`),
  ];
  const rows = [...data.students].map((studentId) => {
    const person = toPerson(people.get(studentId), studentId);
    const response = byStudent.get(studentId);
    const analysed = response ? data.analysed(response) : null;
    const submitted = response != null && isSubmitted(response);
    return [
      [person.first_name, person.last_name].filter(Boolean).join(' '),
      person.email ?? '',
      response?.status ?? 'NOT_STARTED',
      response?.startedAt.toISOString() ?? '',
      response?.submittedAt?.toISOString() ?? '',
      submitted ? (response.score ?? 0) : '',
      data.maxScore,
      submitted && analysed ? (responsePercentage(data.questions, analysed) ?? 'pending') : '',
      ...data.questions.map((question) =>
        submitted && analysed ? (gradedScoreIn(analysed, question.id) ?? 'pending') : '',
      ),
    ];
  });
  rows.sort((a, b) => String(a[0]).localeCompare(String(b[0])));
  // A leading byte-order mark so spreadsheet programs read the names' UTF-8 right; a name starting
  // with = + - @ is quoted so that a spreadsheet never runs it as a formula.
  const csv = Papa.unparse([header, ...rows], { escapeFormulae: true });
  return { filename: csvName(assessment.name), csv: `\ufeff${csv}` };
}

/** assessmentResponse/report-pdf: one student's report (teachers; the student once released). */
export async function reportPdf(db: Db, actor: Actor, responseId: string) {
  const access = await loadResponseFor(db, actor, responseId, 'read');
  requireReleased(access);
  const [detail, bloom] = await Promise.all([responseDetail(db, access), responseBloomReport(db, actor, responseId)]);
  const name = [detail.student.first_name, detail.student.last_name].filter(Boolean).join(' ');
  const pdf = await renderReportPdf({ detail, bloom, studentName: name });
  const safe = `${name} - ${detail.assessment.name}`.replace(/[\\/:*?"<>|\r\n]+/g, ' ').trim();
  return { filename: `${safe || 'report'}.pdf`, pdf };
}
