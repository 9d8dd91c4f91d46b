import { NOTEBOOK_MESSAGES as M } from '@bright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client, expectError } from '../../../test/api-client';
import { classWorld } from '../../../test/class-world';
import { buildLicence, usedOf } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { FAKE_API_KEY, type FakeOpenAi, startFakeOpenAi } from '../ai';
import { PHOTOSYNTHESIS, VOLCANO_PAGES, makePdf, multipart, sseEvents } from './test-support';

interface Cited {
  n: number;
  passageId: string;
  page: number | null;
}

async function setUp(t: TestApp) {
  const api = client(t);
  const w = await classWorld(t, { studentCount: 1, className: 'Class 6A' });
  const licence = await buildLicence(t, w.institute);
  const notebook = (await api.post('/api/learn-ai/notebooks', { name: 'Science' }, { token: w.teacher.token })).json()
    .data;
  await api.post(
    '/api/learn-ai/notebooks/sources/text',
    { notebookId: notebook.id, title: 'Plants', text: PHOTOSYNTHESIS },
    { token: w.teacher.token },
  );
  const body = multipart(
    { notebookId: notebook.id },
    { name: 'volcanoes.pdf', type: 'application/pdf', bytes: await makePdf(VOLCANO_PAGES) },
  );
  await t.app.inject({
    method: 'POST',
    url: '/api/learn-ai/notebooks/sources/upload',
    payload: body.payload,
    headers: { ...body.headers, access_token: w.teacher.token },
  });
  const ask = async (token: string, payload: object) => {
    const response = await api.post(
      '/api/learn-ai/chat-completion/bright-ai',
      { notebookId: notebook.id, ...payload },
      { token },
    );
    return { response, events: response.statusCode === 200 ? sseEvents(response.body) : [] };
  };
  const of = (events: ReturnType<typeof sseEvents>, name: string) =>
    events.find((each) => each.event === name)?.data as never;
  return { api, w, licence, notebook: notebook as { id: string }, ask, of };
}

describe('chat on the built-in engine', () => {
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    t = await createTestApp();
    s = await setUp(t);
  });
  afterAll(() => t.close());

  it('answers with the best passages quoted and cited, labelled as the built-in engine, in a new thread', async () => {
    const { events } = await s.ask(s.w.teacher.token, { question: 'Which rock forms when lava cools quickly?' });
    expect(events.map((each) => each.event)).toEqual(['meta', 'passages', 'delta', 'done']);
    const meta = s.of(events, 'meta') as { engine: string; label: string; thread: { id: string; title: string } };
    expect(meta).toMatchObject({ engine: 'builtin', label: 'built-in engine, no AI model' });
    expect(meta.thread.title).toBe('Which rock forms when lava cools quickly?');
    const { passages } = s.of(events, 'passages') as { passages: Cited[] };
    expect(passages[0]).toMatchObject({ n: 1, page: 2 });
    const done = s.of(events, 'done') as {
      message: { content: string; citations: Cited[]; engine: { engine: string } };
    };
    expect(done.message.content).toMatch(/^“Lava that cools quickly forms basalt.*” \[1\]/);
    expect(done.message.citations[0]).toMatchObject({ n: 1, page: 2, passageId: passages[0]!.passageId });
    const thread = (
      await s.api.get('/api/learn-ai/threads/read', { token: s.w.teacher.token, query: { threadId: meta.thread.id } })
    ).json().data;
    expect(thread.messages.map((message: { role: string }) => message.role)).toEqual(['user', 'assistant']);
  });

  it('runs a quick action on the thread’s last question, and says when the sources do not cover a question', async () => {
    const first = await s.ask(s.w.teacher.token, { question: 'How do plants fix carbon dioxide?' });
    const threadId = (s.of(first.events, 'meta') as { thread: { id: string } }).thread.id;
    const quiz = await s.ask(s.w.teacher.token, { threadId, action: 'QUIZ_ME' });
    expect((s.of(quiz.events, 'done') as { message: { content: string } }).message.content).toContain('Calvin cycle');
    const none = await s.ask(s.w.teacher.token, { threadId, question: 'Who won the football world cup?' });
    const done = s.of(none.events, 'done') as { message: { content: string; citations: unknown[] }; credits: unknown };
    expect(done.message).toMatchObject({ content: M.notInSources, citations: [] });
    expect(done.credits).toBeNull();
    const threads = (
      await s.api.get('/api/learn-ai/threads', { token: s.w.teacher.token, query: { notebookId: s.notebook.id } })
    ).json().data.threads;
    expect(threads[0]).toMatchObject({ id: threadId, messageCount: 6 });
  });

  it('refuses an empty question, another’s thread and notebook, and anonymous callers', async () => {
    expectError((await s.ask(s.w.teacher.token, { question: '  ' })).response, 400, M.emptyQuestion);
    expectError((await s.ask(s.w.teacher.token, { question: 'x'.repeat(4001) })).response, 400, M.questionTooLong);
    expectError((await s.ask(s.w.otherTeacher.token, { question: 'Lava?' })).response, 404, M.notebookNotFound);
    expectError((await s.ask(s.w.foreign.teacher.token, { question: 'Lava?' })).response, 404, M.notebookNotFound);
    expectError((await s.ask('', { question: 'Lava?' })).response, 401, 'session expired');
    const own = await s.ask(s.w.teacher.token, { question: 'Lava?' });
    const threadId = (s.of(own.events, 'meta') as { thread: { id: string } }).thread.id;
    expectError(
      await s.api.get('/api/learn-ai/threads/read', { token: s.w.otherTeacher.token, query: { threadId } }),
      404,
      M.threadNotFound,
    );
    expectError(
      await s.api.post('/api/learn-ai/threads/delete', { threadId }, { token: s.w.students[0]!.token }),
      404,
      M.threadNotFound,
    );
  });

  it('lets a student of a shared class ask in the teacher’s mode, and the teacher see what was asked', async () => {
    const student = s.w.students[0]!;
    expectError((await s.ask(student.token, { question: 'Lava?' })).response, 404, M.notebookNotFound);
    await s.api.post(
      '/api/learn-ai/notebooks/update',
      { notebookId: s.notebook.id, mode: 'QUIZ_MASTER' },
      { token: s.w.teacher.token },
    );
    await s.api.post(
      '/api/learn-ai/notebooks/share',
      { notebookId: s.notebook.id, classIds: [s.w.klass.id] },
      { token: s.w.teacher.token },
    );
    const asked = await s.ask(student.token, { question: 'Where are most active volcanoes?', mode: 'GENERAL' });
    const meta = s.of(asked.events, 'meta') as { thread: { id: string; mode: string } };
    expect(meta.thread.mode).toBe('QUIZ_MASTER');
    expect((s.of(asked.events, 'done') as { message: { content: string } }).message.content).toContain('Ring of Fire');
    const seen = (
      await s.api.get('/api/learn-ai/threads', {
        token: s.w.teacher.token,
        query: { notebookId: s.notebook.id, students: 'true' },
      })
    ).json().data.threads;
    expect(seen).toEqual([
      expect.objectContaining({
        id: meta.thread.id,
        askedBy: expect.objectContaining({ isStudent: true, name: 'Ada Student1' }),
      }),
    ]);
    expect(
      (await s.api.get('/api/learn-ai/threads/read', { token: s.w.teacher.token, query: { threadId: meta.thread.id } }))
        .statusCode,
    ).toBe(200);
    expectError(
      await s.api.get('/api/learn-ai/threads', {
        token: student.token,
        query: { notebookId: s.notebook.id, students: 'true' },
      }),
      404,
      M.notebookNotFound,
    );
    const created = await s.api.post('/api/learn-ai/threads', { notebookId: s.notebook.id }, { token: student.token });
    expect(created.json().data).toMatchObject({ title: 'Science', mode: 'QUIZ_MASTER' });
  });
});

describe('chat with a configured model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  let reply =
    'Basalt forms when lava cools fast [1]. Volcanoes sit on the Ring of Fire [2, 9]. The moon is cheese [7].';
  beforeAll(async () => {
    fake = await startFakeOpenAi(() => reply);
    t = await createTestApp({
      env: { AI_BASE_URL: fake.url, AI_API_KEY: FAKE_API_KEY, AI_MODEL: 'fake-model', AI_TIMEOUT_MS: '1500' },
    });
    s = await setUp(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });
  beforeEach(() => {
    fake.behaviour = 'ok';
  });
  const used = () => usedOf(t, s.licence.id, 'aiCredits');

  it('streams the answer, keeps only citations of retrieved passages (dropping and reporting the rest) and charges a credit', async () => {
    const before = await used();
    const { events } = await s.ask(s.w.teacher.token, {
      question: 'Which rock forms from lava and where are volcanoes?',
    });
    const { passages } = s.of(events, 'passages') as { passages: Cited[] };
    expect(passages.length).toBeGreaterThanOrEqual(2);
    expect(passages.length).toBeLessThan(7);
    const streamed = events
      .filter((each) => each.event === 'delta')
      .map((each) => (each.data as { text: string }).text)
      .join('');
    const done = s.of(events, 'done') as { message: { content: string; citations: Cited[] }; dropped: number[] };
    expect(done.message.content).toBe(
      'Basalt forms when lava cools fast [1]. Volcanoes sit on the Ring of Fire [2]. The moon is cheese .',
    );
    expect(streamed).toBe(done.message.content);
    expect(done.dropped).toEqual([9, 7]);
    expect(done.message.citations.map((each) => each.passageId)).toEqual(
      passages.slice(0, 2).map((each) => each.passageId),
    );
    expect(await used()).toBe(before + 1);
    const prompt = fake.requests
      .at(-1)!
      .body.messages.map((message) => message.content)
      .join('\n');
    expect(prompt).toContain('(volcanoes, page 3) The Ring of Fire');
  });

  it('never stores a citation to a passage that was not retrieved, whatever the model says', async () => {
    for (const said of ['[1][2][3][4][5][6][7]', 'A [0] B [1,2,3] C [99] D [', 'No brackets at all']) {
      reply = said;
      const { events } = await s.ask(s.w.teacher.token, { question: 'volcanoes lava basalt' });
      const { passages } = s.of(events, 'passages') as { passages: Cited[] };
      const done = s.of(events, 'done') as { message: { content: string; citations: Cited[] } };
      const retrieved = new Set(passages.map((each) => each.passageId));
      for (const citation of done.message.citations) expect(retrieved.has(citation.passageId)).toBe(true);
      for (const match of done.message.content.matchAll(/\[(\d+)\]/g))
        expect(Number(match[1])).toBeLessThanOrEqual(passages.length);
    }
  });

  it('keeps a partial answer marked cut and gives the credit back when the provider stops mid-stream', async () => {
    reply = 'Basalt forms when lava cools quickly [1], and it is dark and fine-grained, an igneous rock [1].';
    fake.behaviour = 'stall';
    const before = await used();
    const { events } = await s.ask(s.w.teacher.token, { question: 'What is basalt?' });
    expect(events.map((each) => each.event)).toEqual(['meta', 'passages', 'delta', 'delta', 'error']);
    const error = s.of(events, 'error') as { message: string; cut: { status: string; content: string; id: string } };
    expect(error.message).toBe(M.answerCut);
    expect(error.cut).toMatchObject({ status: 'cut', content: 'Basalt forms when lava cools quickly [1], and it' });
    expect(await used()).toBe(before);
    const threadId = (s.of(events, 'meta') as { thread: { id: string } }).thread.id;
    const thread = (
      await s.api.get('/api/learn-ai/threads/read', { token: s.w.teacher.token, query: { threadId } })
    ).json().data;
    expect(thread.messages[1]).toMatchObject({ status: 'cut' });
  });
});

describe("chat with the school's own AI service", () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let s: Awaited<ReturnType<typeof setUp>>;
  beforeAll(async () => {
    fake = await startFakeOpenAi(() => 'Basalt forms when lava cools fast [1].');
    // The server itself has no model: only the institute's admin-set service can answer with one.
    t = await createTestApp({ env: { AI_PROVIDER_ALLOW_PRIVATE: 'true', AI_TIMEOUT_MS: '1500' } });
    s = await setUp(t);
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it('answers with the model the admin set for the school, and the built-in engine once it is removed', async () => {
    const saved = await s.api.post(
      '/api/ai/provider/update',
      { baseUrl: fake.url, model: 'school-model', apiKey: FAKE_API_KEY },
      { token: s.w.admin.token },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    const asked = await s.ask(s.w.teacher.token, { question: 'Which rock forms when lava cools quickly?' });
    expect(s.of(asked.events, 'meta')).toMatchObject({ engine: 'model', model: 'school-model' });
    expect(fake.requests.at(-1)!.body.model).toBe('school-model');

    await s.api.post('/api/ai/provider/remove', {}, { token: s.w.admin.token });
    const after = await s.ask(s.w.teacher.token, { question: 'Which rock forms when lava cools quickly?' });
    expect(s.of(after.events, 'meta')).toMatchObject({ engine: 'builtin' });
  });
});
