import { ASSESSMENT_STATUS, STUDENT_HIDDEN_FIELDS } from '@bright/contracts';
import { eq } from 'drizzle-orm';
import { PDFParse } from 'pdf-parse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { assessmentResponses } from '../../db/schema';
import { MIXED_QUESTIONS, buildAssessment } from '../../../test/assessment-factories';
import { type ClassWorld, classWorld, member } from '../../../test/class-world';
import { client, expectError } from '../../../test/api-client';

const FORBIDDEN = 'Not authorized to perform this action';
const READ = '/api/assessmentResponse/read';
const SAVE = '/api/questionResponse/save';
const SUBMIT = '/api/assessmentResponse/submit';
const GRADE = '/api/questionResponse/updateScore';
const RESULT = '/api/assessmentResponse/result';

describe('assessment response routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 4 });
  });
  afterAll(() => t?.close());

  const student = (index: number) => w.students[index]!;
  const published = (settings: Record<string, unknown> = {}, questions = MIXED_QUESTIONS) =>
    buildAssessment(t.app.db, {
      klass: w.klass,
      createdBy: w.teacher.user,
      status: ASSESSMENT_STATUS.published,
      questions,
      settings: { timeLimit: 30, ...settings },
    });
  const start = async (assessmentId: string, token: string) => {
    const response = await api.get(READ, { token, query: { assessmentId } });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  };
  const save = (token: string, assessmentResponseId: string, questionId: string, answer: unknown) =>
    api.post(SAVE, { assessmentResponseId, questionId, answer }, { token });
  const answerRows = async (responseId: string) =>
    (
      await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM question_responses WHERE response_id = $1 AND auto_score IS NOT NULL',
        [responseId],
      )
    )[0]!.n;

  /** The right answers to MIXED_QUESTIONS by position (the short answer is the teacher's to score). */
  const RIGHT: unknown[] = [
    { selected: ['b'] },
    { selected: ['true'] },
    { selected: ['p2', 'p3', 'p4'] },
    { text: 'Plants turn light into sugar' },
    { number: 3.141 },
    { blanks: [' ONE   hundred '] },
  ];

  describe('taking', () => {
    it('answers 401 without a token on every route', async () => {
      for (const url of [READ, RESULT, '/api/assessment/result', '/api/assessmentResponse/my-assessments'])
        expectError(
          await api.get(url, { query: { assessmentId: 'x', assessmentResponseId: 'x' } }),
          401,
          'session expired',
        );
      for (const url of [SAVE, SUBMIT, GRADE]) expectError(await api.post(url, {}), 401, 'session expired');
    });

    it('starts the attempt once, in a fixed per-student order, and never sends the key', async () => {
      const { assessment, questions } = await published({ shuffleQuestions: true, shuffleAnswerOptions: true });
      const first = await start(assessment.id, student(0).token);
      expect(first.view).toBe('student');
      expect(first.response.status).toBe('IN_PROGRESS');
      expect(new Date(first.response.deadline).getTime() - new Date(first.response.startedAt).getTime()).toBe(
        30 * 60_000,
      );
      expect(first.response.score).toBeNull();
      expect(first.questions.map((q: { id: string }) => q.id).sort()).toEqual(questions.map((q) => q.id).sort());
      for (const question of first.questions) {
        for (const field of STUDENT_HIDDEN_FIELDS) expect(question).not.toHaveProperty(field);
      }
      expect(JSON.stringify(first)).not.toContain('correctOptions');
      expect(first.questions.find((q: { type: string }) => q.type === 'FILL_IN_THE_BLANK').blankCount).toBe(1);
      const again = await start(assessment.id, student(0).token);
      expect(again.response.assessmentResponseId).toBe(first.response.assessmentResponseId);
      expect(again.response.startedAt).toBe(first.response.startedAt);
      expect(again.questions.map((q: { id: string }) => q.id)).toEqual(
        first.questions.map((q: { id: string }) => q.id),
      );
      expect(again.questions.map((q: { options: { id: string }[] }) => q.options.map((o) => o.id))).toEqual(
        first.questions.map((q: { options: { id: string }[] }) => q.options.map((o) => o.id)),
      );
    });

    it("adds the student's extra minutes to the deadline and marks a start after dueOn late", async () => {
      const { assessment } = await published({ dueOn: new Date(Date.now() - 3600_000) });
      await t.database.query(
        'INSERT INTO assessment_assignees (assessment_id, student_id, extra_minutes, assigned) VALUES ($1, $2, 15, false)',
        [assessment.id, student(1).user.id],
      );
      const view = await start(assessment.id, student(1).token);
      const minutes =
        (new Date(view.response.deadline).getTime() - new Date(view.response.startedAt).getTime()) / 60_000;
      expect(minutes).toBe(45);
      expect(view.response.late).toBe(true);
    });

    it('hides drafts, unassigned work and other students', async () => {
      const draft = await buildAssessment(t.app.db, {
        klass: w.klass,
        createdBy: w.teacher.user,
        questions: MIXED_QUESTIONS,
      });
      expectError(
        await api.get(READ, { token: student(0).token, query: { assessmentId: draft.assessment.id } }),
        404,
        'Assessment not found',
      );
      const some = await published({ assignedToAll: false });
      await t.database.query('INSERT INTO assessment_assignees (assessment_id, student_id) VALUES ($1, $2)', [
        some.assessment.id,
        student(0).user.id,
      ]);
      expectError(
        await api.get(READ, { token: student(1).token, query: { assessmentId: some.assessment.id } }),
        404,
        'Assessment not found',
      );
      // A student of the institute outside the class is refused by the shared loader (403).
      expectError(
        await api.get(READ, { token: w.outsider.token, query: { assessmentId: some.assessment.id } }),
        403,
        FORBIDDEN,
      );
      await start(some.assessment.id, student(0).token);
      expectError(
        await api.get(READ, {
          token: student(0).token,
          query: { assessmentId: some.assessment.id, createdBy: student(1).user.id },
        }),
        404,
        'Assessment response not found',
      );
    });

    it('saves answers as they are given, checks them against the question and keeps them across reads', async () => {
      const { assessment, questions } = await published();
      const other = await published();
      const view = await start(assessment.id, student(2).token);
      const id = view.response.assessmentResponseId;
      const saved = await save(student(2).token, id, questions[0]!.id, { selected: ['a'] });
      expect(saved.statusCode).toBe(200);
      expect(saved.json()).toMatchObject({
        message: 'Answer saved',
        data: { questionId: questions[0]!.id, answered: true },
      });
      expect((await save(student(2).token, id, questions[0]!.id, { selected: ['b'] })).statusCode).toBe(200);
      const refusals: Array<[string, unknown, number, string]> = [
        [questions[0]!.id, { selected: ['zz'] }, 400, 'The answer must choose among the question\u2019s options'],
        [questions[0]!.id, { selected: ['a', 'b'] }, 400, 'Choose exactly one option'],
        [questions[0]!.id, { text: 'b' }, 400, 'This answer does not fit the question type'],
        [questions[0]!.id, { selected: 'b' }, 400, 'Invalid answer.selected: expected array, received string'],
        [other.questions[0]!.id, { selected: ['b'] }, 404, 'Question not found'],
      ];
      for (const [questionId, answer, status, message] of refusals) {
        const response = await save(student(2).token, id, questionId, answer);
        expect(response.statusCode, JSON.stringify(answer)).toBe(status);
        if (status === 404) expect(response.json().message).toBe(message);
        else expect(response.json().message).toBe(message);
      }
      expectError(
        await save(student(3).token, id, questions[0]!.id, { selected: ['b'] }),
        404,
        'Assessment response not found',
      );
      expectError(await save(w.teacher.token, id, questions[0]!.id, { selected: ['b'] }), 403, FORBIDDEN);
      expectError(
        await api.post(SAVE, { assessmentResponseId: id, questionId: questions[0]!.id }, { token: student(2).token }),
        400,
        'Please provide: answer',
      );
      const reread = await start(assessment.id, student(2).token);
      expect(reread.answers).toEqual([{ questionId: questions[0]!.id, answer: { selected: ['b'] }, answered: true }]);
    });

    it("refuses saves after the deadline plus 30 s ('Time is up') but accepts the submit, marked late", async () => {
      const { assessment, questions } = await published({ timeLimit: 1 });
      const view = await start(assessment.id, student(3).token);
      const id = view.response.assessmentResponseId;
      await t.app.db
        .update(assessmentResponses)
        .set({ startedAt: new Date(Date.now() - 60_000 - 20_000) })
        .where(eq(assessmentResponses.id, id));
      expect((await save(student(3).token, id, questions[0]!.id, { selected: ['b'] })).statusCode).toBe(200);
      await t.app.db
        .update(assessmentResponses)
        .set({ startedAt: new Date(Date.now() - 60_000 - 31_000) })
        .where(eq(assessmentResponses.id, id));
      expectError(await save(student(3).token, id, questions[0]!.id, { selected: ['a'] }), 400, 'Time is up');
      const submitted = await api.post(SUBMIT, { assessmentResponseId: id }, { token: student(3).token });
      expect(submitted.statusCode).toBe(200);
      // Nothing waits for the teacher (the short answer was left empty): graded at once.
      expect(submitted.json().data).toMatchObject({ late: true, status: 'GRADED' });
    });
  });

  describe('edge cases', () => {
    it('answers bad input with 4xx and a clear message on every route, never 500', async () => {
      const token = student(0).token;
      const cases: Array<[string, string, Record<string, unknown> | undefined, string, number, string]> = [
        ['GET', READ, {}, token, 400, 'Please provide: assessmentId'],
        ['GET', READ, { assessmentId: 'nope' }, token, 404, 'Assessment not found'],
        ['GET', READ, { assessmentId: 'x', extra: '1' }, token, 400, 'Unknown field: extra'],
        ['GET', RESULT, {}, token, 400, 'Please provide: assessmentResponseId'],
        ['GET', RESULT, { assessmentResponseId: 'nope' }, token, 404, 'Assessment response not found'],
        ['GET', '/api/assessment/result', {}, w.teacher.token, 400, 'Please provide: assessmentId'],
        ['GET', '/api/assessment/result/csv', { assessmentId: 'nope' }, w.teacher.token, 404, 'Assessment not found'],
        [
          'GET',
          '/api/assessmentResponse/report-pdf',
          { assessmentResponseId: 'nope' },
          w.teacher.token,
          404,
          'Assessment response not found',
        ],
        ['GET', '/api/assessmentResponse/my-assessments', { classId: '' }, token, 400, 'Invalid classId'],
        [
          'POST',
          SAVE,
          { assessmentResponseId: 'nope', questionId: 'q', answer: {} },
          token,
          404,
          'Assessment response not found',
        ],
        [
          'POST',
          SAVE,
          { assessmentResponseId: 'r', questionId: 'q', answer: { number: 'x' } },
          token,
          400,
          'Invalid answer.number: expected number, received string',
        ],
        [
          'POST',
          GRADE,
          { assessmentResponseId: 'nope', questionId: 'q', score: 1 },
          w.teacher.token,
          404,
          'Assessment response not found',
        ],
        ['POST', GRADE, { assessmentResponseId: 'r', questionId: 'q' }, w.teacher.token, 400, 'Please provide: score'],
        [
          'POST',
          '/api/assessmentResponse/updateStatus',
          { assessmentResponseId: 'r' },
          w.teacher.token,
          400,
          'Please provide: status',
        ],
        [
          'POST',
          '/api/assessmentResponse/generate-report',
          {},
          w.teacher.token,
          400,
          'Please provide: assessmentResponseId',
        ],
      ];
      for (const [method, url, input, as, status, message] of cases) {
        const response =
          method === 'GET'
            ? await api.get(url, { token: as, query: input as Record<string, string> })
            : await api.post(url, input, { token: as });
        expect({ url, status: response.statusCode, message: response.json().message }).toEqual({
          url,
          status,
          message,
        });
      }
    });

    it('shows MATCHING without its pairs and ORDERING in a fixed, shuffled order', async () => {
      const { assessment } = await published({}, [
        {
          type: 'MATCHING',
          description: 'Capitals',
          options: [
            { id: 'fr', title: 'France', match: 'Paris' },
            { id: 'de', title: 'Germany', match: 'Berlin' },
            { id: 'it', title: 'Italy', match: 'Rome' },
          ],
        },
        {
          type: 'ORDERING',
          description: 'Smallest first',
          options: ['one', 'two', 'three', 'four', 'five', 'six'].map((id) => ({ id, title: id })),
          correctOptions: ['one', 'two', 'three', 'four', 'five', 'six'],
        },
      ]);
      const view = await start(assessment.id, student(1).token);
      const [matching, ordering] = view.questions;
      expect(JSON.stringify(matching.options)).not.toContain('Paris');
      expect([...matching.matchChoices].sort()).toEqual(['Berlin', 'Paris', 'Rome']);
      const again = await start(assessment.id, student(1).token);
      expect(again.questions[1].options).toEqual(ordering.options);
      expect(again.questions[0].matchChoices).toEqual(matching.matchChoices);
      const id = view.response.assessmentResponseId;
      expect((await save(student(1).token, id, matching.id, { pairs: { fr: 'Paris', de: 'Rome' } })).statusCode).toBe(
        200,
      );
      expect((await save(student(1).token, id, ordering.id, { selected: ['one', 'two'] })).json().message).toBe(
        'The order must list every option once',
      );
    });

    it('accepts one of two simultaneous submits and refuses the other', async () => {
      const { assessment } = await published();
      const view = await start(assessment.id, student(2).token);
      const id = view.response.assessmentResponseId;
      const both = await Promise.all([
        api.post(SUBMIT, { assessmentResponseId: id }, { token: student(2).token }),
        api.post(SUBMIT, { assessmentResponseId: id }, { token: student(2).token }),
      ]);
      expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409]);
      const [row] = await t.database.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM question_responses WHERE response_id = $1',
        [id],
      );
      expect(row!.n).toBe(6);
    });
  });

  describe('submitting and grading', () => {
    let assessmentId: string;
    let questionIds: string[];
    let responseId: string;

    beforeAll(async () => {
      const built = await published({ requireAllAnswered: true });
      assessmentId = built.assessment.id;
      questionIds = built.questions.map((q) => q.id);
      responseId = (await start(assessmentId, student(0).token)).response.assessmentResponseId;
    });

    it("refuses a submit with unanswered questions ('All Questions must be answered'), writing nothing", async () => {
      for (const [index, answer] of RIGHT.slice(0, 5).entries())
        expect((await save(student(0).token, responseId, questionIds[index]!, answer)).statusCode).toBe(200);
      expectError(
        await api.post(SUBMIT, { assessmentResponseId: responseId }, { token: student(0).token }),
        400,
        'All Questions must be answered',
      );
      expect(await answerRows(responseId)).toBe(0);
      const [row] = await t.database.query<{ status: string }>(
        'SELECT status FROM assessment_responses WHERE id = $1',
        [responseId],
      );
      expect(row!.status).toBe('IN_PROGRESS');
    });

    it('refuses a submit of another student (404) and by a teacher (403), and bad input', async () => {
      expectError(
        await api.post(SUBMIT, { assessmentResponseId: responseId }, { token: student(1).token }),
        404,
        'Assessment response not found',
      );
      expectError(
        await api.post(SUBMIT, { assessmentResponseId: responseId }, { token: w.teacher.token }),
        403,
        FORBIDDEN,
      );
      expectError(await api.post(SUBMIT, {}, { token: student(0).token }), 400, 'Please provide: assessmentResponseId');
      expectError(
        await api.post(SUBMIT, { assessmentResponseId: 5 }, { token: student(0).token }),
        400,
        'Invalid assessmentResponseId',
      );
    });

    it('scores objective answers on submit, once; the short answer waits for the teacher', async () => {
      await save(student(0).token, responseId, questionIds[5]!, RIGHT[5]);
      const submitted = await api.post(SUBMIT, { assessmentResponseId: responseId }, { token: student(0).token });
      expect(submitted.statusCode).toBe(200);
      // Not released: the student sees no score yet.
      expect(submitted.json().data).toMatchObject({ status: 'SUBMITTED', score: null, late: false });
      const [row] = await t.database.query<{ score: number; max_score: number }>(
        'SELECT score, max_score FROM assessment_responses WHERE id = $1',
        [responseId],
      );
      // 2 + 1 + 2 × (2 − 1) / 3 + (waiting) + 1 + 1 of 10.
      expect(row).toEqual({ score: 5.67, max_score: 10 });
      expectError(
        await api.post(SUBMIT, { assessmentResponseId: responseId }, { token: student(0).token }),
        409,
        'Assessment already submitted',
      );
      expectError(
        await save(student(0).token, responseId, questionIds[0]!, { selected: ['a'] }),
        409,
        'Assessment already submitted',
      );
    });

    it('never shows the student the key or scores before release, nor anyone else their result', async () => {
      const view = await start(assessmentId, student(0).token);
      expect(view.response.status).toBe('SUBMITTED');
      expect(JSON.stringify(view.questions)).not.toMatch(/correctOptions|acceptedAnswers|"numeric"|rubric/);
      expectError(
        await api.get(RESULT, { token: student(0).token, query: { assessmentResponseId: responseId } }),
        403,
        'Results have not been released yet',
      );
      expectError(
        await api.get('/api/assessmentResponse/bloom-report', {
          token: student(0).token,
          query: { assessmentResponseId: responseId },
        }),
        403,
        'Results have not been released yet',
      );
      expectError(
        await api.get(RESULT, { token: student(1).token, query: { assessmentResponseId: responseId } }),
        404,
        'Assessment response not found',
      );
      expectError(
        await api.get(RESULT, { token: w.otherTeacher.token, query: { assessmentResponseId: responseId } }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get(RESULT, { token: w.foreign.teacher.token, query: { assessmentResponseId: responseId } }),
        404,
        'Assessment response not found',
      );
    });

    it('lets the class teacher read the response with the key, and grade the waiting answer', async () => {
      const read = await api.get(READ, {
        token: w.teacher.token,
        query: { assessmentId, createdBy: student(0).user.id },
      });
      expect(read.statusCode).toBe(200);
      const detail = read.json().data;
      expect(detail.view).toBe('detail');
      expect(detail.response).toMatchObject({ status: 'SUBMITTED', score: 5.67, maxScore: 10, waitingCount: 1 });
      const short = detail.answers.find((a: { questionId: string }) => a.questionId === questionIds[3]);
      expect(short).toMatchObject({
        waiting: true,
        score: null,
        autoScore: null,
        answer: { text: 'Plants turn light into sugar' },
      });
      expect(detail.answers[0].question.correctOptions).toEqual(['b']);
      expectError(
        await api.get(READ, { token: w.teacher.token, query: { assessmentId } }),
        400,
        'Please provide: createdBy',
      );
      expectError(
        await api.get(READ, { token: w.teacher.token, query: { assessmentId, createdBy: student(3).user.id } }),
        404,
        'This student has not started the assessment',
      );

      const grade = (token: string, payload: Record<string, unknown>) =>
        api.post(
          GRADE,
          { assessmentResponseId: responseId, questionId: questionIds[3], score: 2, ...payload },
          { token },
        );
      expectError(await grade(w.otherTeacher.token, {}), 403, FORBIDDEN);
      expectError(await grade(w.foreign.teacher.token, {}), 404, 'Assessment response not found');
      expectError(await grade(student(0).token, {}), 403, FORBIDDEN);
      expectError(await grade(w.teacher.token, { score: 4 }), 400, 'score must be a number from 0 to 3');
      expectError(await grade(w.teacher.token, { score: -1 }), 400, 'score must be a number of 0 or more');
      expectError(await grade(w.teacher.token, { score: 'x' }), 400, 'score must be a number of 0 or more');
      expectError(await grade(w.teacher.token, { questionId: 'nope' }), 404, 'Question not found');
      const graded = await grade(w.teacher.token, {});
      expect(graded.statusCode).toBe(200);
      expect(graded.json().data).toMatchObject({ status: 'GRADED', score: 7.67, maxScore: 10, waitingCount: 0 });
    });

    it("refuses grading a response not submitted ('Assessment Response Not Submitted')", async () => {
      const open = await start(assessmentId, student(1).token);
      const id = open.response.assessmentResponseId;
      expectError(
        await api.post(
          GRADE,
          { assessmentResponseId: id, questionId: questionIds[0], score: 1 },
          { token: w.teacher.token },
        ),
        400,
        'Assessment Response Not Submitted',
      );
      expectError(
        await api.post(
          '/api/assessmentResponse/updateScore',
          { assessmentResponseId: id, score: 1 },
          { token: w.teacher.token },
        ),
        400,
        'Assessment Response Not Submitted',
      );
      expectError(
        await api.post(
          '/api/assessmentResponse/updateStatus',
          { assessmentResponseId: id, status: 'GRADED' },
          { token: w.teacher.token },
        ),
        400,
        'Assessment Response Not Submitted',
      );
      expectError(
        await api.post(
          '/api/assessmentResponse/updateStatus',
          { assessmentResponseId: id, status: 'DONE' },
          { token: w.teacher.token },
        ),
        400,
        'status must be IN_PROGRESS, SUBMITTED or GRADED',
      );
    });

    it('overrides the total, sets the status and stores reports', async () => {
      const score = await api.post(
        '/api/assessmentResponse/updateScore',
        { assessmentResponseId: responseId, score: 11 },
        { token: w.teacher.token },
      );
      expectError(score, 400, 'score must be a number from 0 to 10');
      const ok = await api.post(
        '/api/assessmentResponse/updateScore',
        { assessmentResponseId: responseId, score: 8 },
        { token: w.admin.token },
      );
      expect(ok.json().data.score).toBe(8);
      expectError(
        await api.post(
          '/api/assessmentResponse/update-report',
          { assessmentResponseId: responseId, remarks: 'x' },
          { token: w.teacher.token },
        ),
        400,
        'No report has been generated yet',
      );
      const generated = await api.post(
        '/api/assessmentResponse/generate-report',
        { assessmentResponseId: responseId, remarks: 'Good work', strengths: ['recall'] },
        { token: w.teacher.token },
      );
      expect(generated.statusCode).toBe(200);
      expect(generated.json().data.report).toMatchObject({
        remarks: 'Good work',
        strengths: ['recall'],
        score: 8,
        maxScore: 10,
        percentage: 80,
      });
      const updated = await api.post(
        '/api/assessmentResponse/update-report',
        { assessmentResponseId: responseId, remarks: 'Very good work' },
        { token: w.teacher.token },
      );
      expect(updated.json().data.report).toMatchObject({ remarks: 'Very good work', strengths: ['recall'] });
      expectError(
        await api.post(
          '/api/assessmentResponse/generate-report',
          { assessmentResponseId: responseId, big: 'x'.repeat(100_001) },
          { token: w.teacher.token },
        ),
        400,
        'The report is too large',
      );
      const status = await api.post(
        '/api/assessmentResponse/updateStatus',
        { assessmentResponseId: responseId, status: 'GRADED' },
        { token: w.teacher.token },
      );
      expect(status.json()).toMatchObject({ message: 'Status updated', data: { status: 'GRADED' } });
    });

    it('shows the student their result and Bloom report once released', async () => {
      await t.database.query('UPDATE assessments SET results_released = true WHERE id = $1', [assessmentId]);
      const result = await api.get(RESULT, { token: student(0).token, query: { assessmentResponseId: responseId } });
      expect(result.statusCode).toBe(200);
      const data = result.json().data;
      expect(data.abilities.canGrade).toBe(false);
      expect(data.response).toMatchObject({ score: 8, maxScore: 10, percentage: 80 });
      expect(data.answers[2]).toMatchObject({
        score: 0.67,
        points: 2,
        correct: false,
        question: { correctOptions: ['p2', 'p3', 'p5'] },
      });
      expect(data.answers[0]).toMatchObject({ score: 2, correct: true });
      const bloom = await api.get('/api/assessmentResponse/bloom-report', {
        token: student(0).token,
        query: { assessmentResponseId: responseId },
      });
      expect(bloom.statusCode).toBe(200);
      const report = bloom.json().data;
      expect(report.blooms[0]).toMatchObject({ letter: 'A', label: 'Remembering', scoreAchieved: 2, totalScore: 2 });
      expect(report.blooms[4]).toMatchObject({ letter: 'E', label: 'Analyzing', scoreAchieved: 2, totalScore: 3 });
      expect(report.blooms.at(-1)).toMatchObject({
        letter: null,
        label: 'Uncategorised',
        scoreAchieved: 1,
        totalScore: 1,
      });
      expect(report.achievedPercentage).toBe(76.7);
      const mine = await api.get('/api/assessmentResponse/my-assessments', { token: student(0).token });
      expect(
        mine.json().data.items.find((i: { assessmentId: string }) => i.assessmentId === assessmentId),
      ).toMatchObject({
        state: 'DONE',
        score: 8,
        maxScore: 10,
      });
    });

    it('lists every assigned student for the teacher, and the result summary', async () => {
      const fetched = await api.get('/api/assessmentResponse/fetch', {
        token: w.teacher.token,
        query: { assessmentId },
      });
      expect(fetched.statusCode).toBe(200);
      const rows = fetched.json().data.rows;
      expect(rows).toHaveLength(4);
      const status = (index: number) =>
        rows.find((r: { student: { id: string } }) => r.student.id === student(index).user.id).status;
      expect([status(0), status(1), status(2), status(3)]).toEqual([
        'GRADED',
        'IN_PROGRESS',
        'NOT_STARTED',
        'NOT_STARTED',
      ]);
      expectError(
        await api.get('/api/assessmentResponse/fetch', { token: w.otherTeacher.token, query: { assessmentId } }),
        403,
        FORBIDDEN,
      );
      expectError(
        await api.get('/api/assessmentResponse/fetch', { token: student(0).token, query: { assessmentId } }),
        403,
        FORBIDDEN,
      );

      const summary = await api.get('/api/assessment/result', { token: w.teacher.token, query: { assessmentId } });
      expect(summary.statusCode).toBe(200);
      const data = summary.json().data;
      expect(data).toMatchObject({
        submittedResponses: 1,
        totalResponses: 4,
        responseRate: 25,
        averagePercentage: 80,
        maxScore: 10,
      });
      // Objective questions answered right: MCQ, true/false, numeric, blank (4 of 5).
      expect(data.averageAccuracy).toBe(80);
      expect(data.averageCompletionTime).toBeGreaterThanOrEqual(0);
      expect(data.questions[0].options).toEqual([
        { id: 'a', title: '3', image: null, correct: false, chosen: 0 },
        { id: 'b', title: '4', image: null, correct: true, chosen: 1 },
        { id: 'c', title: '5', image: null, correct: false, chosen: 0 },
      ]);
      expect(data.questions[2]).toMatchObject({ correctCount: 0, averageScore: 0.67, answered: 1 });
      expectError(
        await api.get('/api/assessment/result', { token: w.foreign.teacher.token, query: { assessmentId } }),
        404,
        'Assessment not found',
      );
      const bloom = await api.get('/api/assessment/bloom-report', { token: w.teacher.token, query: { assessmentId } });
      expect(bloom.json().data).toMatchObject({ responses: 1, achievedPercentage: 76.7 });
    });

    it('exports the results as CSV and a student report as PDF', async () => {
      const csv = await api.get('/api/assessment/result/csv', { token: w.teacher.token, query: { assessmentId } });
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename=".*-results\.csv"; filename\*=UTF-8''/);
      const lines = csv.body.replace(/^\ufeff/, '').split('\r\n');
      expect(lines[0]).toBe(
        'Name,Email,Status,Started,Submitted,Score,Max,Percentage,Q1 (2),Q2 (1),Q3 (2),Q4 (3),Q5 (1),Q6 (1)',
      );
      expect(lines).toHaveLength(5);
      const ada = lines.find((line) => line.startsWith('Ada Student1'))!;
      expect(ada).toContain(',GRADED,');
      expect(ada.endsWith(',8,10,80,2,1,0.67,2,1,1')).toBe(true);

      const pdf = await api.get('/api/assessmentResponse/report-pdf', {
        token: w.teacher.token,
        query: { assessmentResponseId: responseId },
      });
      expect(pdf.statusCode).toBe(200);
      expect(pdf.headers['content-type']).toBe('application/pdf');
      expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = (await new PDFParse({ data: new Uint8Array(pdf.rawPayload) }).getText()).text;
      expect(text).toContain('Ada Student1');
      expect(text).toContain('Score: 8 / 10');
      expect(text).toContain('Remembering');
    });

    it('writes names in other scripts into the PDF with embedded fonts', async () => {
      const hindi = await member(t, w.institute, ['learner'], { firstName: 'अनन्या', lastName: 'शर्मा' });
      await t.database.query("INSERT INTO class_members (class_id, user_id, role) VALUES ($1, $2, 'learner')", [
        w.klass.id,
        hindi.user.id,
      ]);
      const { assessment } = await published({ resultsReleased: true });
      const view = await start(assessment.id, hindi.token);
      await api.post(SUBMIT, { assessmentResponseId: view.response.assessmentResponseId }, { token: hindi.token });
      const pdf = await api.get('/api/assessmentResponse/report-pdf', {
        token: hindi.token,
        query: { assessmentResponseId: view.response.assessmentResponseId },
      });
      expect(pdf.statusCode).toBe(200);
      const body = pdf.rawPayload.toString('latin1');
      expect(body).toMatch(/FontFile2|FontFile3/);
      expect(body).not.toMatch(/\/BaseFont \/Helvetica/);
      expect(body).toMatch(/NotoSansDevanagari/);
    });
  });

  describe('my assessments', () => {
    it('lists published, assigned work with DUE, OVERDUE and IN_PROGRESS', async () => {
      const fresh = await classWorld(t, { studentCount: 1 });
      const build = (name: string, settings: Record<string, unknown>, status: string = ASSESSMENT_STATUS.published) =>
        buildAssessment(t.app.db, {
          klass: fresh.klass,
          createdBy: fresh.teacher.user,
          name,
          status,
          questions: MIXED_QUESTIONS.slice(0, 2),
          settings,
        });
      await build('Due', { dueOn: new Date(Date.now() + 86_400_000) });
      await build('Overdue', { dueOn: new Date(Date.now() - 86_400_000), description: 'Read every question twice.' });
      const started = await build('Started', {});
      await build('Draft', {}, ASSESSMENT_STATUS.unpublished);
      await start(started.assessment.id, fresh.students[0]!.token);
      const list = await api.get('/api/assessmentResponse/my-assessments', { token: fresh.students[0]!.token });
      expect(list.statusCode).toBe(200);
      const items = list.json().data.items;
      expect(items.map((i: { name: string; state: string }) => `${i.name}:${i.state}`)).toEqual([
        'Overdue:OVERDUE',
        'Due:DUE',
        'Started:IN_PROGRESS',
      ]);
      expect(items[0]).toMatchObject({
        className: fresh.klass.name,
        questionCount: 2,
        score: null,
        description: 'Read every question twice.',
      });
      const other = await api.get('/api/assessmentResponse/my-assessments', {
        token: fresh.students[0]!.token,
        query: { classId: w.klass.id },
      });
      expect(other.json().data.items).toEqual([]);
      expectError(
        await api.get('/api/assessmentResponse/my-assessments', { token: fresh.teacher.token }),
        403,
        FORBIDDEN,
      );
    });
  });
});
