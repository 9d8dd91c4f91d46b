import { AI_MESSAGES, AI_PROVIDER_MESSAGES } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, expectError } from '../../../test/api-client';
import { type School, buildSchool } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from './fake-openai-server';
import { validReply } from './test-support/fake-replies';

const topicQuiz = { topic: 'Photosynthesis', noOfQuestion: 3, typeOfQuestion: 'MCQ', bloomsTaxonomyLevels: ['APPLY'] };

/**
 * An institute's own AI service: the server has no model (the built-in engine answers by default); an
 * admin points their institute at a loopback OpenAI-format server (allowed here by AI_PROVIDER_ALLOW_PRIVATE,
 * as a school's own server would be) and that institute's runs, only, go there with its key.
 */
describe('An institute’s own AI provider', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  let other: School;

  beforeAll(async () => {
    fake = await startFakeOpenAi(validReply);
    t = await createTestApp({ env: { AI_PROVIDER_ALLOW_PRIVATE: 'true', AI_TIMEOUT_MS: '2600' } });
    api = client(t);
    school = await buildSchool(t);
    other = await buildSchool(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  const save = (body: object, token = school.tokens.admin) => api.post('/api/ai/provider/update', body, { token });

  it('401 without a session, 403 for a teacher or a student', async () => {
    expectError(await api.get('/api/ai/provider'), 401, 'session expired');
    for (const token of [school.tokens.instructor, school.tokens.learner])
      expectError(await save({ baseUrl: fake.url, model: 'm' }, token), 403, 'Not authorized to perform this action');
  });

  it('400 on a bad address or a missing model', async () => {
    expectError(await save({ baseUrl: 'ftp://example.com', model: 'm' }), 400, AI_PROVIDER_MESSAGES.badUrl);
    expectError(await save({ baseUrl: fake.url, model: ' ' }), 400, AI_PROVIDER_MESSAGES.modelRequired);
  });

  it('stores the key encrypted, never shows it, and runs the institute on its provider', async () => {
    const saved = await save({ baseUrl: fake.url, model: 'school-model', apiKey: FAKE_API_KEY });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      configured: true,
      baseUrl: fake.url,
      model: 'school-model',
      keySet: true,
    });
    expect(saved.body).not.toContain(FAKE_API_KEY);
    const read = await api.get('/api/ai/provider', { token: school.tokens.admin });
    expect(read.body).not.toContain(FAKE_API_KEY);
    const [row] = await t.database.query<{ api_key_cipher: string }>(
      'SELECT api_key_cipher FROM ai_providers WHERE institute_id = $1',
      [school.institute.id],
    );
    expect(row!.api_key_cipher).toMatch(/^v1:/);
    expect(row!.api_key_cipher).not.toContain(FAKE_API_KEY);

    const before = fake.requests.length;
    const run = await api.post('/api/ai/quiz', topicQuiz, { token: school.tokens.instructor });
    expect(run.statusCode).toBe(200);
    expect(run.json().data).toMatchObject({ engine: 'model', model: 'school-model' });
    expect(fake.requests.at(-1)!.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    expect(fake.requests.length).toBeGreaterThan(before);
    const caps = await api.get('/api/ai/capabilities', { token: school.tokens.instructor });
    expect(caps.json().data).toMatchObject({ engine: 'model', canUseTopic: true, canTranslate: true });
  });

  it('leaves another institute on the server default (the built-in engine here)', async () => {
    const before = fake.requests.length;
    const run = await api.post('/api/ai/quiz', topicQuiz, { token: other.tokens.instructor });
    expectError(run, 400, AI_MESSAGES.needsModelForTopic);
    expect(fake.requests.length).toBe(before);
    expect((await api.get('/api/ai/provider', { token: other.tokens.admin })).json().data).toMatchObject({
      configured: false,
      keySet: false,
    });
  });

  it('keeps the key when saved again without one, and refuses a wrong key with the credits given back', async () => {
    const kept = await save({ baseUrl: fake.url, model: 'school-model-2' });
    expect(kept.json().data).toMatchObject({ model: 'school-model-2', keySet: true });
    expect((await api.post('/api/ai/quiz', topicQuiz, { token: school.tokens.instructor })).statusCode).toBe(200);

    await save({ baseUrl: fake.url, model: 'school-model-2', apiKey: 'sk-wrong' });
    expectError(
      await api.post('/api/ai/quiz', topicQuiz, { token: school.tokens.instructor }),
      400,
      AI_MESSAGES.providerAuth,
    );
    expect(fake.requests.at(-1)!.authorization).toBe('Bearer sk-wrong');
  });

  it('clears the key, then removes the provider (back to the default)', async () => {
    expect((await save({ baseUrl: fake.url, model: 'm', clearKey: true })).json().data.keySet).toBe(false);
    const removed = await api.post('/api/ai/provider/remove', {}, { token: school.tokens.admin });
    expect(removed.json()).toMatchObject({ message: AI_PROVIDER_MESSAGES.removed, data: { configured: false } });
    expect((await api.get('/api/ai/capabilities', { token: school.tokens.instructor })).json().data.engine).toBe(
      'builtin',
    );
  });
});

describe('An institute’s AI provider on a server that refuses private addresses', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;

  beforeAll(async () => {
    t = await createTestApp({ env: { AI_SECRET_KEY: 'a-server-secret-of-enough-length' } });
    api = client(t);
    school = await buildSchool(t);
  });
  afterAll(() => t.close());

  it.each([
    'http://127.0.0.1:11434/v1',
    'http://localhost:11434/v1',
    'http://10.0.0.5/v1',
    'http://192.168.1.20:8000/v1',
    'http://[::1]:8000/v1',
    'http://169.254.169.254/latest',
    'http://ollama.internal/v1',
  ])('refuses %s and stores nothing', async (baseUrl) => {
    const response = await api.post(
      '/api/ai/provider/update',
      { baseUrl, model: 'llama3', apiKey: 'sk-x' },
      { token: school.tokens.admin },
    );
    expectError(response, 400, AI_PROVIDER_MESSAGES.privateUrl);
    const [row] = await t.database.query<{ n: number }>('SELECT count(*)::int AS n FROM ai_providers');
    expect(row!.n).toBe(0);
  });
});
