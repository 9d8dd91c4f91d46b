import http from 'node:http';
import { AI_MESSAGES } from '@bright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, countRows } from '../../../test/api-client';
import { type School, buildSchool, usedOf } from '../../../test/licence-factories';
import { type TestApp, createTestApp, listenOnLoopback } from '../../../test/test-app';
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from './fake-openai-server';
import { validReply } from './test-support/fake-replies';
import { sseEvents } from './test-support/sse';

/** Bright AI's routes with a model configured: the app's AI_BASE_URL points at a loopback OpenAI-format server. */
describe('Bright AI routes with a configured model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  const topicQuiz = {
    topic: 'Photosynthesis',
    noOfQuestion: 3,
    typeOfQuestion: 'MCQ',
    bloomsTaxonomyLevels: ['APPLY', 'ANALYZE'],
  };
  const used = () => usedOf(t, school.licence!.id, 'aiCredits');

  beforeAll(async () => {
    fake = await startFakeOpenAi(validReply);
    t = await createTestApp({
      env: { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_API_KEY, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '2600' },
    });
    api = client(t);
    school = await buildSchool(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
  });

  it('generates a quiz from a bare topic at higher Bloom levels, names the model and charges one credit with its tokens', async () => {
    const before = await used();
    const response = await api.post('/api/question/generateQuestions', topicQuiz, { token: school.tokens.instructor });
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      engine: 'model',
      model: 'fake-model',
      label: 'AI model fake-model',
      credits: { cost: 1 },
    });
    expect(data.questions.map((question: { bloomLevel: string }) => question.bloomLevel)).toEqual([
      'APPLY',
      'ANALYZE',
      'APPLY',
    ]);
    expect(data.questions[0].correctOptions).toEqual(['a']);
    expect(await used()).toBe(before + 1);
    const [row] = await t.database.query<{ tokens: number }>(
      "SELECT tokens FROM ai_ledger WHERE kind = 'charge' AND request_id = $1",
      [data.credits.requestId],
    );
    expect(row!.tokens).toBeGreaterThan(40);
  });

  it.each(['fenced', 'tooMany'] as const)('salvages a provider answering %s', async (behaviour) => {
    fake.behaviour = behaviour;
    const response = await api.post('/api/ai/quiz', topicQuiz, { token: school.tokens.instructor });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.quiz.questions).toHaveLength(3);
  });

  it.each([
    ['500', 400, AI_MESSAGES.providerFailed],
    ['badKey', 400, AI_MESSAGES.providerAuth],
    ['429', 429, AI_MESSAGES.providerBusy],
    ['invalid', 400, AI_MESSAGES.providerInvalid],
    ['stall', 400, AI_MESSAGES.providerTimeout],
  ] as const)(
    'gives the credit back and saves nothing when the provider answers %s',
    async (behaviour, status, message) => {
      fake.behaviour = behaviour;
      const before = {
        used: await used(),
        questions: await countRows(t, 'generated_questions'),
        refunds: await refunds(),
      };
      const response = await api.post('/api/question/generateQuestions', topicQuiz, {
        token: school.tokens.instructor,
      });
      expect({ status: response.statusCode, message: response.json().message }).toEqual({ status, message });
      expect(await used()).toBe(before.used);
      expect(await countRows(t, 'generated_questions')).toBe(before.questions);
      expect(await refunds()).toBe(before.refunds + 1);
    },
    15_000,
  );

  it('streams a lesson plan from a topic as text deltas, then the checked plan', async () => {
    const response = await api.post(
      '/api/ai/lesson/plan/sse',
      { topic: 'Photosynthesis' },
      { token: school.tokens.instructor },
    );
    const events = sseEvents(response.body);
    expect(events[0]).toMatchObject({ event: 'meta', data: { engine: 'model', model: 'fake-model' } });
    expect(events.filter((event) => event.event === 'delta').length).toBeGreaterThan(5);
    expect(events.at(-1)!.event).toBe('done');
    expect(events.at(-1)!.data.plan.phases).toHaveLength(5);
  });

  it('sends an error event and refunds when the stream stalls', async () => {
    fake.behaviour = 'stall';
    const before = await used();
    const response = await api.post(
      '/api/ai/lesson/plan/sse',
      { topic: 'Photosynthesis' },
      { token: school.tokens.instructor },
    );
    const events = sseEvents(response.body);
    expect(events.at(-1)).toMatchObject({ event: 'error', data: { message: AI_MESSAGES.providerTimeout } });
    expect(await used()).toBe(before);
  });

  it('stops the model call when the client goes away', async () => {
    fake.behaviour = 'stall';
    fake.aborted = 0;
    const base = await listenOnLoopback(t.app);
    const before = await used();
    await new Promise<void>((resolve) => {
      const request = http.request(`${base}/api/ai/lesson/plan/sse`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', access_token: school.tokens.instructor },
      });
      request.on('response', (response) => {
        response.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.end(JSON.stringify({ topic: 'Photosynthesis' }));
    });
    await expect.poll(() => fake.aborted, { timeout: 1000 }).toBe(1);
    await expect.poll(used, { timeout: 2000 }).toBe(before);
  });

  const refunds = async () =>
    (await t.database.query<{ n: number }>("SELECT count(*)::int AS n FROM ai_ledger WHERE kind = 'refund'"))[0]!.n;
});
