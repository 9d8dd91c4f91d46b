import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError } from '../../../test/api-client';
import { type School, buildSchool } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { PHOTOSYNTHESIS } from './test-support/sample-texts';
import { sseEvents } from './test-support/sse';

/** Favourite tools, the history of generations and the admin's credit use per teacher (built-in engine). */
describe('Bright AI favourites, history and credit use', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  let other: School;
  const quiz = { text: PHOTOSYNTHESIS, noOfQuestion: 2, typeOfQuestion: 'MCQ', bloomsTaxonomyLevels: ['REMEMBER'] };

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    school = await buildSchool(t);
    other = await buildSchool(t);
    await api.post('/api/ai/settings/update', { builtinCharges: true }, { token: school.tokens.admin });
  });
  afterAll(() => t.close());

  it('401 without a session; 403 for a student; 400 on an unknown tool', async () => {
    expectError(await api.get('/api/bright-tools/favourites'), 401, 'session expired');
    expectError(
      await api.get('/api/ai/history', { token: school.tokens.learner }),
      403,
      'Not authorized to perform this action',
    );
    expectError(
      await api.get('/api/ai/credits/usage', { token: school.tokens.instructor }),
      403,
      'Not authorized to perform this action',
    );
    const bad = await api.post(
      '/api/bright-tools/favourites',
      { tool: 'teleport', favourite: true },
      {
        token: school.tokens.instructor,
      },
    );
    expect(bad.statusCode).toBe(400);
  });

  it('keeps each teacher’s favourites in the order they were marked, and unmarks them', async () => {
    const token = school.tokens.instructor;
    await api.post('/api/bright-tools/favourites', { tool: 'plan', favourite: true }, { token });
    await api.post('/api/bright-tools/favourites', { tool: 'questions', favourite: true }, { token });
    const twice = await api.post('/api/bright-tools/favourites', { tool: 'plan', favourite: true }, { token });
    expect(twice.json().data.tools).toEqual(['plan', 'questions']);
    const removed = await api.post('/api/bright-tools/favourites', { tool: 'plan', favourite: false }, { token });
    expect(removed.json().data.tools).toEqual(['questions']);
    const admins = await api.get('/api/bright-tools/favourites', { token: school.tokens.admin });
    expect(admins.json().data.tools).toEqual([]);
  });

  it('records each successful run in its teacher’s history, newest first, and nothing for a refusal', async () => {
    const token = school.tokens.instructor;
    expect((await api.post('/api/ai/quiz', quiz, { token })).statusCode).toBe(200);
    await api.post('/api/learn-ai/summarize-text', { text: PHOTOSYNTHESIS }, { token });
    const plan = await api.post(
      '/api/ai/lesson/plan/sse',
      { topic: 'Photosynthesis', text: PHOTOSYNTHESIS },
      { token },
    );
    expect(sseEvents(plan.body).at(-1)!.event).toBe('done');
    expect((await api.post('/api/ai/quiz', { ...quiz, topic: 'x', text: '' }, { token })).statusCode).toBe(400);

    const history = (await api.get('/api/ai/history', { token })).json().data;
    expect(history.map((item: { feature: string }) => item.feature)).toEqual(['lessonPlan', 'summary', 'quiz']);
    expect(history[0]).toMatchObject({
      engine: 'builtin',
      model: null,
      title: expect.stringContaining('Photosynthesis'),
    });
    expect(history[0].result.plan.phases).toHaveLength(5);
    expect(history[2].result.quiz.questions).toHaveLength(2);
    expect((await api.get('/api/ai/history', { token, query: { limit: '1' } })).json().data).toHaveLength(1);
    expect((await api.get('/api/ai/history', { token: school.tokens.admin })).json().data).toEqual([]);
    expect((await api.get('/api/ai/history', { token: other.tokens.instructor })).json().data).toEqual([]);
  });

  it('shows the admin credit use per teacher of their institute only, net of refunds', async () => {
    await api.post('/api/ai/quiz', quiz, { token: school.tokens.admin });
    await api.post('/api/ai/quiz', quiz, { token: other.tokens.instructor });
    // A failed charged run: a refund row cancels its credit but it counts as a failed run.
    await t.database.query(
      `INSERT INTO ai_ledger (id, institute_id, user_id, feature, request_id, kind, engine, credits)
       VALUES ('r1', $1, $2, 'quiz', 'req-failed', 'charge', 'builtin', -1),
              ('r2', $1, $2, 'quiz', 'req-failed', 'refund', 'builtin', 1)`,
      [school.institute.id, school.teacher.user.id],
    );
    const usage = (await api.get('/api/ai/credits/usage', { token: school.tokens.admin })).json().data;
    expect(usage).toEqual([
      expect.objectContaining({
        userId: school.teacher.user.id,
        name: expect.stringContaining('Tomas'),
        runs: 4,
        failed: 1,
        credits: 3,
      }),
      expect.objectContaining({ userId: school.admin.user.id, runs: 1, failed: 0, credits: 1 }),
    ]);
  });
});
