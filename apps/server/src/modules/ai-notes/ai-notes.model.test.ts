import { AI_MESSAGES, AI_NOTES_MESSAGES as M } from '@bright/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { client } from '../../../test/api-client';
import { type School, buildSchool, usedOf } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { FAKE_API_KEY, FAKE_TRANSCRIPT, type FakeOpenAi, startFakeOpenAi } from '../ai';
import { SPEECH_WITH_PAUSE, chunkForm } from './test-support';

const BASE = '/api/learn-ai/ai-notes';

/** With AI_TRANSCRIPTION_MODEL set, each chunk goes to a loopback OpenAI-format /audio/transcriptions. */
describe('AI notes with a transcription model', () => {
  let fake: FakeOpenAi;
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  const used = () => usedOf(t, school.licence!.id, 'aiCredits');

  beforeAll(async () => {
    fake = await startFakeOpenAi(() =>
      JSON.stringify({ summary: ['Plants make food from sunlight.'], keyConcepts: ['photosynthesis'] }),
    );
    t = await createTestApp({
      env: {
        AI_BASE_URL: fake.url,
        AI_API_KEY: FAKE_API_KEY,
        AI_MODEL: 'fake-chat',
        AI_TRANSCRIPTION_MODEL: 'fake-whisper',
        AI_TIMEOUT_MS: '2600',
        AI_PROVIDER_ALLOW_PRIVATE: 'true',
      },
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

  const upload = (noteId: string, index: number, language = 'fr') => {
    const form = chunkForm(
      { noteId, index: String(index), language },
      { name: 'blob', type: 'application/octet-stream', bytes: SPEECH_WITH_PAUSE() },
    );
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/transcription`,
      payload: form.payload,
      headers: { 'content-type': form.contentType, access_token: school.tokens.instructor },
    });
  };
  const create = async () =>
    (await api.post(`${BASE}/create`, { language: 'fr' }, { token: school.tokens.instructor })).json().data as {
      id: string;
    };

  it('transcribes each chunk as it arrives, sending the audio, model and language, charging per started minute', async () => {
    const note = await create();
    const before = await used();
    for (const index of [0, 1, 2, 3, 4]) {
      const response = await upload(note.id, index);
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.chunk).toMatchObject({
        index,
        status: 'TRANSCRIBED',
        text: FAKE_TRANSCRIPT,
        note: null,
      });
    }
    const sent = fake.transcriptions.at(-1)!;
    expect(sent).toMatchObject({
      model: 'fake-whisper',
      language: 'fr',
      responseFormat: 'json',
      fileName: 'chunk.wav',
      fileType: 'audio/wav',
    });
    expect(sent.bytes.equals(SPEECH_WITH_PAUSE())).toBe(true);
    expect(await used()).toBe(before + 1); // chunks 0-4 start at 0, 13, 26, 39, 52 s: one minute
    await upload(note.id, 5); // starts at 65 s: a second minute
    expect(await used()).toBe(before + 2);
    const saved = await api.post(
      `${BASE}/transcripts`,
      {
        noteId: note.id,
        startDate: '2026-11-28T09:00:00.000Z',
        endDate: '2026-11-28T09:01:18.000Z',
        elapsedSeconds: 78,
      },
      { token: school.tokens.instructor },
    );
    expect(saved.json().data.transcript).toBe(Array(6).fill(FAKE_TRANSCRIPT).join(' '));
  });

  it('keeps the audio and refunds when the service fails, then transcribes the waiting chunk on request', async () => {
    const note = await create();
    const before = await used();
    fake.behaviour = '500';
    const failed = await upload(note.id, 0);
    expect(failed.json().data.chunk).toMatchObject({
      status: 'FAILED',
      text: null,
      note: `${M.transcriptionFailed}: ${AI_MESSAGES.providerFailed}`,
    });
    expect(await used()).toBe(before);
    fake.behaviour = 'ok';
    const retried = await api.post(
      `${BASE}/transcribe-waiting`,
      { noteId: note.id },
      { token: school.tokens.instructor },
    );
    expect(retried.json().data).toMatchObject({ transcript: FAKE_TRANSCRIPT, waitingChunks: 0 });
    expect(retried.json().data.chunks[0].status).toBe('TRANSCRIBED');
  });

  it('summarises the transcript with the model, naming it', async () => {
    const note = await create();
    await upload(note.id, 0, 'en');
    const summary = await api.post(`${BASE}/summary`, { noteId: note.id }, { token: school.tokens.instructor });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data).toMatchObject({
      note: {
        summary: { engine: 'model', model: 'fake-chat', summary: { summary: ['Plants make food from sunlight.'] } },
      },
      credits: { cost: 1 },
    });
    expect(JSON.stringify(fake.requests.at(-1)!.body.messages)).toContain(FAKE_TRANSCRIPT);
  });

  it("summarises with the school's own AI service when its admin has set one", async () => {
    const saved = await api.post(
      '/api/ai/provider/update',
      { baseUrl: fake.url, model: 'school-chat', apiKey: FAKE_API_KEY },
      { token: school.tokens.admin },
    );
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const note = await create();
      await upload(note.id, 0, 'en');
      const summary = await api.post(`${BASE}/summary`, { noteId: note.id }, { token: school.tokens.instructor });
      expect(summary.json().data).toMatchObject({ note: { summary: { engine: 'model', model: 'school-chat' } } });
      expect(fake.requests.at(-1)!.body.model).toBe('school-chat');
    } finally {
      await api.post('/api/ai/provider/remove', {}, { token: school.tokens.admin });
    }
  });
});
