import { ASSESSMENT_STATUS } from '@bright/contracts';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client } from '../../../test/api-client';

/** Right answers to MIXED_QUESTIONS by position; the short answer (3 points, Analyzing) waits for the teacher. */
const RIGHT: unknown[] = [
  { selected: ['b'] },
  { selected: ['true'] },
  { selected: ['p2', 'p3', 'p5'] },
  { text: 'Plants turn light into sugar' },
  { number: 3.14 },
  { blanks: ['one hundred'] },
];

/**
 * An answer waiting for the teacher is pending: left out of every percentage and Bloom level until it is
 * graded, never counted as 0 (issue 11, item 6: 'Evaluating 0/3 – 0%' beside '1 answer to grade').
 */
describe('answers waiting for the teacher', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  let assessmentId: string;
  let responseId: string;
  let shortId: string;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 1 });
    const built = await buildAssessment(t.app.db, {
      klass: w.klass,
      createdBy: w.teacher.user,
      status: ASSESSMENT_STATUS.published,
      questions: MIXED_QUESTIONS,
      settings: { timeLimit: 30 },
    });
    assessmentId = built.assessment.id;
    shortId = built.questions[3]!.id;
    await t.database.query('UPDATE assessments SET results_released = true WHERE id = $1', [assessmentId]);
    const token = w.students[0]!.token;
    const read = await api.get('/api/assessmentResponse/read', { token, query: { assessmentId } });
    responseId = read.json().data.response.assessmentResponseId;
    for (const [index, question] of built.questions.entries()) {
      const saved = await api.post(
        '/api/questionResponse/save',
        { assessmentResponseId: responseId, questionId: question.id, answer: RIGHT[index] },
        { token },
      );
      expect(saved.statusCode, saved.body).toBe(200);
    }
  });
  afterAll(() => t?.close());

  const studentGet = (url: string) =>
    api.get(url, { token: w.students[0]!.token, query: { assessmentResponseId: responseId } });

  it('submits with the graded points only: 7 of 7 graded is 100%, 3 points pending', async () => {
    const submitted = await api.post(
      '/api/assessmentResponse/submit',
      { assessmentResponseId: responseId },
      { token: w.students[0]!.token },
    );
    expect(submitted.json().data).toMatchObject({
      status: 'SUBMITTED',
      score: 7,
      maxScore: 10,
      percentage: 100,
      waitingCount: 1,
      pendingScore: 3,
    });
    const result = (await studentGet('/api/assessmentResponse/result')).json().data;
    expect(result.response).toMatchObject({ score: 7, maxScore: 10, percentage: 100, pendingScore: 3 });
  });

  it("leaves the pending answer out of the student's Bloom report instead of scoring 0 of 3", async () => {
    const report = (await studentGet('/api/assessmentResponse/bloom-report')).json().data;
    const analyzing = report.blooms.find((row: { level: string }) => row.level === 'ANALYZE');
    expect(analyzing).toMatchObject({ questionCount: 1, scoreAchieved: 0, totalScore: 0, pendingCount: 1 });
    expect(report.achievedPercentage).toBe(100);
    expect(report.pendingCount).toBe(1);
  });

  it("leaves it out of the teacher's roster, summary, class Bloom report, CSV and PDF", async () => {
    const token = w.teacher.token;
    const roster = (await api.get('/api/assessmentResponse/fetch', { token, query: { assessmentId } })).json().data;
    expect(roster.rows[0]).toMatchObject({ score: 7, percentage: 100, waitingCount: 1, pendingScore: 3 });
    const summary = (await api.get('/api/assessment/result', { token, query: { assessmentId } })).json().data;
    expect(summary.averagePercentage).toBe(100);
    expect(summary.questions[3]).toMatchObject({ waitingCount: 1, averageScore: 0 });
    const bloom = (await api.get('/api/assessment/bloom-report', { token, query: { assessmentId } })).json().data;
    expect(bloom).toMatchObject({ achievedPercentage: 100, pendingCount: 1 });
    const csv = await api.get('/api/assessment/result/csv', { token, query: { assessmentId } });
    const line = csv.body.split('\r\n').find((each) => each.startsWith('Ada'))!;
    expect(line.endsWith(',7,10,100,2,1,2,pending,1,1')).toBe(true);
    const pdf = await api.get('/api/assessmentResponse/report-pdf', {
      token,
      query: { assessmentResponseId: responseId },
    });
    const text = (await new PDFParse({ data: pdf.rawPayload }).getText()).text;
    expect(text).toContain('Score: 7 / 10 (100%)');
    expect(text).toContain('1 answer waits for the teacher (3 points), not counted until graded');
  });

  it('counts the answer once graded: 8 of 10 is 80%, Analyzing 1 of 3', async () => {
    const graded = await api.post(
      '/api/questionResponse/updateScore',
      { assessmentResponseId: responseId, questionId: shortId, score: 1 },
      { token: w.teacher.token },
    );
    expect(graded.json().data).toMatchObject({
      status: 'GRADED',
      score: 8,
      percentage: 80,
      waitingCount: 0,
      pendingScore: 0,
    });
    const report = (await studentGet('/api/assessmentResponse/bloom-report')).json().data;
    const analyzing = report.blooms.find((row: { level: string }) => row.level === 'ANALYZE');
    expect(analyzing).toMatchObject({ scoreAchieved: 1, totalScore: 3, pendingCount: 0 });
    expect(report.achievedPercentage).toBe(80);
  });
});
