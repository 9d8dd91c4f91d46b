import { spawnSync } from 'node:child_process';
import { AI_NOTES_MESSAGES as M } from '@bright/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pngBytes } from '../../../test/authz';
import { client, countRows, expectError, tokenFor } from '../../../test/api-client';
import { buildClass, buildUser } from '../../../test/factories';
import { buildLesson } from '../../../test/lesson-factories';
import { type School, buildSchool } from '../../../test/licence-factories';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { LESSON_TRANSCRIPT, SPEECH_WITH_PAUSE, chunkForm, insertNote, storedAudio } from './test-support';

const BASE = '/api/learn-ai/ai-notes';

/** Silence is measured with ffmpeg where it is installed (.ci/run installs it); otherwise the analysis says so. */
const FFMPEG_INSTALLED = spawnSync(process.env.FFMPEG_PATH || 'ffmpeg', ['-version']).status === 0;

/** AI notes on the built-in engine (no AI service configured): nothing is transcribed, nothing is faked. */
describe('AI notes routes without a transcription model', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let school: School;
  let foreign: School;
  let colleague: string;
  const teacher = () => school.tokens.instructor;

  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    school = await buildSchool(t);
    foreign = await buildSchool(t);
    const other = await buildUser(t.app.db, { roles: ['instructor'], institute: school.institute });
    colleague = await tokenFor(t, other.user, school.institute.id);
  });
  afterAll(() => t?.close());

  const create = async (body: object = {}, token = teacher()) => {
    const response = await api.post(`${BASE}/create`, { language: 'en', ...body }, { token });
    expect(response.statusCode, response.body).toBe(200);
    return response.json().data as { id: string; status: string; lessonId: string | null; classId: string | null };
  };
  const upload = (
    token: string | undefined,
    fields: Record<string, string>,
    file?: Parameters<typeof chunkForm>[1],
  ) => {
    const form = chunkForm(fields, file);
    return t.app.inject({
      method: 'POST',
      url: `${BASE}/transcription`,
      payload: form.payload,
      headers: { 'content-type': form.contentType, ...(token ? { access_token: token } : {}) },
    });
  };
  const wav = { name: 'chunk.wav', type: 'audio/wav', bytes: SPEECH_WITH_PAUSE() };
  const mine = () => ({ ownerId: school.teacher.user.id, instituteId: school.institute.id });

  it('starts a note linked to own lesson and taught class; refuses others, students, anonymous and bad input', async () => {
    const lesson = await buildLesson(t.app.db, { ...mine(), name: 'Leaves and light' });
    const { klass } = await buildClass(t.app.db, { institute: school.institute, teacher: school.teacher.user });
    const note = await create({ lessonId: lesson.id, classId: klass.id });
    expect(note).toMatchObject({
      status: 'RECORDING',
      lessonId: lesson.id,
      classId: klass.id,
      title: 'Leaves and light',
    });
    expectError(await api.post(`${BASE}/create`, {}), 401, 'session expired');
    expectError(
      await api.post(`${BASE}/create`, {}, { token: school.tokens.learner }),
      403,
      'Not authorized to perform this action',
    );
    expectError(await api.post(`${BASE}/create`, { language: 'xx' }, { token: teacher() }), 400, M.badLanguage);
    const theirs = await buildLesson(t.app.db, { ownerId: school.admin.user.id, instituteId: school.institute.id });
    expectError(
      await api.post(`${BASE}/create`, { lessonId: theirs.id }, { token: colleague }),
      403,
      'Not authorized to perform this action',
    );
    const far = await buildLesson(t.app.db, { ownerId: foreign.teacher.user.id, instituteId: foreign.institute.id });
    expectError(await api.post(`${BASE}/create`, { lessonId: far.id }, { token: teacher() }), 404, 'Lesson not found');
    expectError(
      await api.post(`${BASE}/create`, { classId: klass.id }, { token: colleague }),
      403,
      'Not authorized to perform this action',
    );
  });

  it('keeps a chunk as waiting for a transcription model, never inventing a text', async () => {
    const note = await create();
    const response = await upload(teacher(), { noteId: note.id, index: '0', language: 'en' }, wav);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      chunk: { index: 0, status: 'WAITING_FOR_MODEL', text: null, note: M.waitingForModel, contentType: 'audio/wav' },
      transcript: '',
    });
    const read = await api.get(`${BASE}/note/${note.id}`, { token: teacher() });
    expect(read.json().data).toMatchObject({ transcribes: false, waitingChunks: 1, chunkCount: 1 });
    expectError(
      await api.post(`${BASE}/transcribe-waiting`, { noteId: note.id }, { token: teacher() }),
      400,
      M.waitingForModel,
    );
  });

  it('refuses uploads that are not audio, too large, malformed, repeated or on a note not the caller\u2019s', async () => {
    const note = await create();
    const fields = { noteId: note.id, index: '0', language: 'en' };
    const before = [await countRows(t, 'ai_note_chunks'), storedAudio(t.app.config.dataDir).length];
    expectError(await upload(undefined, fields, wav), 401, 'session expired');
    expectError(await upload(school.tokens.learner, fields, wav), 403, 'Not authorized to perform this action');
    expectError(await api.post(`${BASE}/transcription`, fields, { token: teacher() }), 415, M.multipartOnly);
    expectError(
      await upload(teacher(), fields, { name: 'chunk.webm', type: 'audio/webm', bytes: pngBytes() }),
      415,
      M.notAudio,
    );
    expectError(
      await upload(teacher(), fields, { ...wav, bytes: Buffer.from('just text, not sound') }),
      415,
      M.notAudio,
    );
    const huge = Buffer.concat([wav.bytes.subarray(0, 44), Buffer.alloc(8 * 1024 * 1024 + 10)]);
    expectError(await upload(teacher(), fields, { ...wav, bytes: huge }), 413, M.tooLarge);
    expectError(await upload(teacher(), fields), 400, M.selectAudio);
    expectError(await upload(teacher(), { ...fields, language: 'klingon' }, wav), 400, M.badLanguage);
    expectError(await upload(teacher(), { ...fields, colour: 'red' }, wav), 400, `${M.unknownField}: colour`);
    expectError(await upload(teacher(), { ...fields, index: '1000' }, wav), 400, M.tooManyChunks);
    expectError(await upload(colleague, fields, wav), 404, M.noteNotFound);
    expectError(await upload(foreign.tokens.instructor, fields, wav), 404, M.noteNotFound);
    expect([await countRows(t, 'ai_note_chunks'), storedAudio(t.app.config.dataDir).length]).toEqual(before);
    expect((await upload(teacher(), fields, wav)).statusCode).toBe(200);
    expectError(await upload(teacher(), fields, wav), 409, M.chunkTaken);
    expect(storedAudio(t.app.config.dataDir).length).toBe(before[1]! + 1);
  });

  it('saves the transcript with start, end and elapsed seconds; a saved note takes no more chunks', async () => {
    const note = await create();
    const save = {
      noteId: note.id,
      startDate: '2026-11-28T09:00:00.000Z',
      endDate: '2026-11-28T09:00:31.000Z',
      elapsedSeconds: 31,
    };
    expectError(
      await api.post(`${BASE}/transcripts`, { ...save, endDate: '2026-11-28T08:00:00.000Z' }, { token: teacher() }),
      400,
      M.endBeforeStart,
    );
    expectError(await api.post(`${BASE}/transcripts`, save, { token: colleague }), 404, M.noteNotFound);
    const saved = await api.post(`${BASE}/transcripts`, save, { token: teacher() });
    expect(saved.json().data).toMatchObject({
      status: 'SAVED',
      startDate: save.startDate,
      endDate: save.endDate,
      elapsedSeconds: 31,
    });
    expectError(await upload(teacher(), { noteId: note.id, index: '0', language: 'en' }, wav), 400, M.alreadySaved);
  });

  it('serves audio to its owner only', async () => {
    const { chunk } = await insertNote(t.app.db, t.app.config.dataDir, mine());
    const own = await api.get(`${BASE}/audio/${chunk.id}`, { token: teacher() });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('audio/wav');
    expect(own.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    expectError(await api.get(`${BASE}/audio/${chunk.id}`, { token: colleague }), 404, M.chunkNotFound);
    expectError(await api.get(`${BASE}/audio/${chunk.id}`, { token: school.tokens.admin }), 404, M.chunkNotFound);
    expectError(await api.get(`${BASE}/audio/${chunk.id}`, { token: foreign.tokens.admin }), 404, M.chunkNotFound);
    expectError(
      await api.get(`${BASE}/audio/${chunk.id}`, { token: school.tokens.learner }),
      403,
      'Not authorized to perform this action',
    );
  });

  it('finds notes by words of their transcript, the caller\u2019s only', async () => {
    await insertNote(t.app.db, t.app.config.dataDir, mine(), { transcript: 'Volcanoes erupt when magma rises.' });
    await insertNote(
      t.app.db,
      t.app.config.dataDir,
      { ownerId: school.admin.user.id, instituteId: school.institute.id },
      { transcript: 'Magma is molten rock.' },
    );
    const found = await api.post(`${BASE}/user-threads`, { search: 'magma' }, { token: teacher() });
    expect(found.json().data.items.map((item: { transcript: string }) => item.transcript)).toEqual([
      'Volcanoes erupt when magma rises.',
    ]);
    const none = await api.post(`${BASE}/user-threads`, { search: 'glaciers' }, { token: teacher() });
    expect(none.json().data.items).toEqual([]);
  });

  it('summarises, asks questions and analyses teaching on the built-in engine, keeping each with the note', async () => {
    const empty = await create();
    expectError(await api.post(`${BASE}/summary`, { noteId: empty.id }, { token: teacher() }), 400, M.noTranscript);
    const text = `${LESSON_TRANSCRIPT} Why do you think leaves are green? Is it day now?`;
    const { note } = await insertNote(t.app.db, t.app.config.dataDir, mine(), { transcript: text });
    expectError(await api.post(`${BASE}/summary`, { noteId: note.id }, { token: colleague }), 404, M.noteNotFound);
    const summary = await api.post(`${BASE}/summary`, { noteId: note.id }, { token: teacher() });
    expect(summary.statusCode, summary.body).toBe(200);
    expect(summary.json().data.note.summary).toMatchObject({
      engine: 'builtin',
      summary: { summary: expect.any(Array) },
    });
    const questions = await api.post(`${BASE}/questions`, { noteId: note.id, noOfQuestion: 2 }, { token: teacher() });
    expect(questions.statusCode, questions.body).toBe(200);
    expect(questions.json().data.note.questions.quiz.questions).toHaveLength(2);
    const analysis = await api.post(`${BASE}/analyze-teaching`, { noteId: note.id }, { token: teacher() });
    expect(analysis.statusCode, analysis.body).toBe(200);
    const result = analysis.json().data.note.analysis;
    expect(result).toMatchObject({
      engine: 'builtin',
      audioNote: FFMPEG_INSTALLED ? null : M.ffmpegMissing,
      openQuestions: 1,
      closedQuestions: 1,
      speakerSplit: false,
    });
    if (FFMPEG_INSTALLED) {
      expect(result.totalSeconds).toBeCloseTo(6, 0);
      expect(result.silences).toHaveLength(1);
      expect(result.silences[0].start).toBeCloseTo(3, 0);
      expect(result.silenceSeconds).toBeCloseTo(2, 0);
      expect(result.talkSeconds).toBeCloseTo(4, 0);
    } else {
      // Without ffmpeg the analysis says silence was not measured, and gives no made-up figures.
      expect(result).toMatchObject({ talkSeconds: null, silenceSeconds: null, silences: [], averageWaitSeconds: null });
    }
    const kept = await api.get(`${BASE}/note/${note.id}`, { token: teacher() });
    expect(kept.json().data).toMatchObject({
      summary: { engine: 'builtin' },
      questions: { engine: 'builtin' },
      analysis: { openQuestions: 1 },
    });
  });

  it('deletes a note with its audio and text; then it is gone for its owner too', async () => {
    const { note, chunk } = await insertNote(t.app.db, t.app.config.dataDir, mine(), { transcript: 'Sound travels.' });
    const files = storedAudio(t.app.config.dataDir).length;
    expectError(await api.post(`${BASE}/delete`, { noteId: note.id }, { token: colleague }), 404, M.noteNotFound);
    expectError(
      await api.post(`${BASE}/delete`, { noteId: note.id }, { token: foreign.tokens.instructor }),
      404,
      M.noteNotFound,
    );
    expectError(await api.post(`${BASE}/delete`, {}, { token: teacher() }), 400, 'Please provide: noteId');
    const deleted = await api.post(`${BASE}/delete`, { noteId: note.id }, { token: teacher() });
    expect(deleted.json()).toMatchObject({ message: M.deleted, data: { id: note.id } });
    expect(storedAudio(t.app.config.dataDir).length).toBe(files - 1);
    const [left] = await t.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM ai_note_chunks WHERE id = $1',
      [chunk.id],
    );
    expect(left!.n).toBe(0);
    expectError(await api.get(`${BASE}/note/${note.id}`, { token: teacher() }), 404, M.noteNotFound);
    expectError(await api.get(`${BASE}/audio/${chunk.id}`, { token: teacher() }), 404, M.chunkNotFound);
  });
});
