import { AI_MESSAGES, BUILTIN_ENGINE_LABEL } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, countRows, expectError } from '../../../test/api-client';
import { buildClass } from '../../../test/factories';
import { type School, buildSchool, usedOf } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { PHOTOSYNTHESIS, PHOTOSYNTHESIS_DE } from './test-support/sample-texts';
import { sseEvents } from './test-support/sse';

/** Bright AI's routes on the built-in engine (no model configured): shape, honesty, refusals, credits. */
describe('Bright AI routes on the built-in engine', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  let teacher: string;
  const quiz = {
    text: PHOTOSYNTHESIS,
    noOfQuestion: 3,
    typeOfQuestion: 'MCQ',
    bloomsTaxonomyLevels: ['REMEMBER', 'UNDERSTAND'],
  };

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    school = await buildSchool(t);
    teacher = school.tokens.instructor;
  });
  afterAll(() => t.close());

  it('401 without a session', async () => {
    expectError(await api.post('/api/ai/quiz', quiz), 401, 'session expired');
  });

  it('403 for a student on teacher tools', async () => {
    expectError(
      await api.post('/api/ai/quiz', quiz, { token: school.tokens.learner }),
      403,
      'Not authorized to perform this action',
    );
  });

  it.each([
    [{ ...quiz, noOfQuestion: 0 }, AI_MESSAGES.questionCount],
    [{ ...quiz, noOfQuestion: 7 }, AI_MESSAGES.questionCount],
    [{ ...quiz, noOfQuestion: 1 }, AI_MESSAGES.bloomCount],
    [{ ...quiz, bloomsTaxonomyLevels: ['REMEMBER', 'REMEMBER'] }, AI_MESSAGES.bloomDuplicate],
    [{ ...quiz, text: '', topic: '' }, AI_MESSAGES.provideTextOrTopic],
    [{ ...quiz, text: 'x'.repeat(100_001) }, AI_MESSAGES.textTooLong],
  ])('400 on bad options (%#)', async (body, message) => {
    expectError(await api.post('/api/ai/quiz', body, { token: teacher }), 400, message);
  });

  it('413 on a 2 MB text', async () => {
    const response = await api.post('/api/ai/quiz', { ...quiz, text: 'plants '.repeat(300_000) }, { token: teacher });
    expect(response.statusCode).toBe(413);
  });

  it.each([
    [{ ...quiz, text: undefined, topic: 'Photosynthesis' }, AI_MESSAGES.needsModelForTopic],
    [{ ...quiz, bloomsTaxonomyLevels: ['REMEMBER', 'APPLY'] }, AI_MESSAGES.needsModelForBloom],
    [{ ...quiz, language: 'de' }, AI_MESSAGES.needsModelForLanguage],
  ])('names what to configure for what the built-in engine cannot do (%#), charging nothing', async (body, message) => {
    const before = await countRows(t, 'ai_ledger');
    expectError(await api.post('/api/ai/quiz', body, { token: teacher }), 400, message);
    expect(await countRows(t, 'ai_ledger')).toBe(before);
  });

  it.each([
    'http://127.0.0.1:9/secret',
    'http://localhost/x',
    'http://[::1]/x',
    'http://10.1.2.3/',
    'http://169.254.169.254/latest',
    'file:///etc/passwd',
  ])('refuses a source address %s that is not public', async (url) => {
    const response = await api.post('/api/ai/quiz', { ...quiz, text: undefined, url }, { token: teacher });
    expect(response.statusCode).toBe(400);
    expect([AI_MESSAGES.privateUrl, AI_MESSAGES.badUrl]).toContain(response.json().message);
  });

  it('writes a labelled MCQ quiz at two Bloom levels from a text, free by default', async () => {
    const response = await api.post('/api/ai/quiz', quiz, { token: teacher });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({ engine: 'builtin', model: null, label: BUILTIN_ENGINE_LABEL, credits: { cost: 0 } });
    expect(data.quiz.questions).toHaveLength(3);
    expect(new Set(data.quiz.questions.map((question: { bloomLevel: string }) => question.bloomLevel))).toEqual(
      new Set(['REMEMBER', 'UNDERSTAND']),
    );
    for (const question of data.quiz.questions) {
      expect(question.options.filter((option: string) => option === question.answer)).toHaveLength(1);
      expect(PHOTOSYNTHESIS).toContain(/From the text: "(.*)"/.exec(question.explanation)![1]);
    }
    expect(await usedOf(t, school.licence!.id, 'aiCredits')).toBe(0);
  });

  it('answers in the language of a German text, with German key concepts', async () => {
    const response = await api.post(
      '/api/learn-ai/summarize-text',
      { text: PHOTOSYNTHESIS_DE, language: 'de' },
      { token: teacher },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json().data.summary.keyConcepts).toContain('Photosynthese');
  });

  it('summarises with sentences of the text itself', async () => {
    const response = await api.post(
      '/api/learn-ai/summarize-text',
      { text: PHOTOSYNTHESIS },
      { token: school.tokens.learner },
    );
    const data = response.json().data;
    expect(data.label).toBe(BUILTIN_ENGINE_LABEL);
    for (const sentence of data.summary.summary) expect(PHOTOSYNTHESIS).toContain(sentence);
    expect(data.summary.keyConcepts).toEqual(expect.arrayContaining(['glucose', 'carbon dioxide']));
  });

  it('drafts a reference answer and rubric quoting the text', async () => {
    const body = { question: 'How do plants make glucose?', text: PHOTOSYNTHESIS, points: 4 };
    const response = await api.post('/api/ai/generate-reference-answer-and-rubric', body, { token: teacher });
    const data = response.json().data;
    expect(data.result.referenceAnswer).toContain('glucose');
    expect(data.result.rubric[0].levels[0].score).toBe(4);
  });

  it('generates questions, lets the teacher edit one, and imports them with their Bloom level', async () => {
    const generated = await api.post('/api/question/generateQuestions', quiz, { token: teacher });
    expect(generated.statusCode).toBe(200);
    const group = generated.json().data;
    expect(group.questions).toHaveLength(3);
    const first = group.questions[0];
    const edited = { ...first, description: 'Edited: which gas do plants take in?' };
    delete edited.id;
    delete edited.groupId;
    const update = await api.post(
      '/api/ai/generated-question/update',
      { groupId: group.groupId, questionId: first.id, content: edited },
      { token: teacher },
    );
    expect(update.statusCode).toBe(200);

    const { klass } = await buildClass(t.app.db, { institute: school.institute, teacher: school.teacher.user });
    const created = await api.post(
      '/api/assessment/create',
      { classId: klass.id, name: 'Plants quiz', createdBy: school.teacher.user.id, type: 'MCQ' },
      { token: teacher },
    );
    const assessmentId = created.json().data.id ?? created.json().data.assessmentId;
    const imported = await api.post(
      '/api/question/importGeneratedQuestions',
      {
        assessmentId,
        groupId: group.groupId,
        questionIds: group.questions.map((question: { id: string }) => question.id),
      },
      { token: teacher },
    );
    expect(imported.statusCode).toBe(200);
    const questions = (await api.get('/api/question/fetch', { token: teacher, query: { assessmentId } })).json().data
      .questions;
    expect(questions.map((question: { description: string }) => question.description)[0]).toBe(
      'Edited: which gas do plants take in?',
    );
    expect(questions.map((question: { bloomLevel: string }) => question.bloomLevel)).toEqual(
      group.questions.map((question: { bloomLevel: string }) => question.bloomLevel),
    );
  });

  it("404 when editing another institute's generated question", async () => {
    const other = await buildSchool(t);
    const group = (await api.post('/api/question/generateQuestions', quiz, { token: teacher })).json().data;
    const { id, groupId, ...content } = group.questions[0];
    const response = await api.post(
      '/api/ai/generated-question/update',
      { groupId, questionId: id, content },
      { token: other.tokens.instructor },
    );
    expectError(response, 404, AI_MESSAGES.generatedNotFound);
  });

  it('streams a 5E lesson plan filled from the text, phase by phase', async () => {
    const response = await api.post(
      '/api/ai/lesson/plan/sse',
      { topic: 'Photosynthesis', text: PHOTOSYNTHESIS },
      { token: teacher },
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/event-stream');
    const events = sseEvents(response.body);
    expect(events.map((event) => event.event)).toEqual(['meta', 'phase', 'phase', 'phase', 'phase', 'phase', 'done']);
    expect(events[0]!.data.label).toBe(BUILTIN_ENGINE_LABEL);
    expect(events.at(-1)!.data.plan.phases.map((phase: { phase: string }) => phase.phase)).toEqual([
      'ENGAGE',
      'EXPLORE',
      'EXPLAIN',
      'ELABORATE',
      'EVALUATE',
    ]);
  });

  it('refuses a lesson plan from a bare topic, and a structure other than 5E, before streaming', async () => {
    expectError(
      await api.post('/api/ai/lesson/plan/sse', { topic: 'Photosynthesis' }, { token: teacher }),
      400,
      AI_MESSAGES.needsModelForTopic,
    );
    expectError(
      await api.post(
        '/api/ai/lesson/plan/sse',
        { topic: 'Photosynthesis', text: PHOTOSYNTHESIS, structure: 'DOK' },
        { token: teacher },
      ),
      400,
      AI_MESSAGES.structureDisabled,
    );
  });

  it('streams generated questions and stores them as a group', async () => {
    const response = await api.post('/api/ai/assessment/generate-sse-raw', quiz, { token: teacher });
    const events = sseEvents(response.body);
    expect(events.map((event) => event.event)).toEqual(['meta', 'question', 'question', 'question', 'done']);
    expect(events.at(-1)!.data.questions).toHaveLength(3);
  });

  it('charges a credit per run when the institute says the built-in engine costs credits, and blocks when exhausted', async () => {
    const own = await buildSchool(t, { extras: { extraAiCredits: -49 } }); // Starter's 50 credits, 1 left
    const saved = await api.post('/api/ai/settings/update', { builtinCharges: true }, { token: own.tokens.admin });
    expect(saved.json().data).toMatchObject({ costPerRun: 1, creditsLeft: 1, builtinCharges: true });
    const first = await api.post('/api/ai/quiz', quiz, { token: own.tokens.instructor });
    expect(first.json().data.credits).toMatchObject({ cost: 1, left: 0 });
    const second = await api.post('/api/ai/quiz', quiz, { token: own.tokens.instructor });
    expect(second.statusCode).toBe(406);
    expect(second.json()).toMatchObject({ type: 'LICENSE_LIMIT_EXHAUSTED' });
    expect(await usedOf(t, own.licence!.id, 'aiCredits')).toBe(1);
  });

  it('charges a retried request id once', async () => {
    const body = { ...quiz, requestId: 'retry-me-123456' };
    expect((await api.post('/api/ai/quiz', body, { token: teacher })).statusCode).toBe(200);
    expect((await api.post('/api/ai/quiz', body, { token: teacher })).statusCode).toBe(409);
  });

  it('shows the cost and what is left before a run', async () => {
    const response = await api.get('/api/ai/capabilities', { token: teacher });
    expect(response.json().data).toMatchObject({
      engine: 'builtin',
      costPerRun: 0,
      bloomLevels: ['REMEMBER', 'UNDERSTAND'],
      canUseTopic: false,
    });
  });

  it('lists every Bright AI route in the OpenAPI document', async () => {
    const paths = Object.keys((await api.get('/api/openapi.json')).json().paths);
    for (const path of [
      '/api/ai/quiz',
      '/api/ai/assessment/generate-sse-raw',
      '/api/ai/lesson/plan/sse',
      '/api/learn-ai/summarize-text',
      '/api/learn-ai/generate-quiz-from-text',
      '/api/question/generateQuestions',
      '/api/ai/generate-reference-answer-and-rubric',
      '/api/ai/capabilities',
    ])
      expect(paths).toContain(path);
  });
});
