import { type AuthzCase, type AuthzContext, defineAuthzCases } from '../../../test/authz';
import { matrixLicence } from '../../../test/authz/licence-support';
import { LESSON_TRANSCRIPT, SPEECH_WITH_PAUSE, chunkForm, insertNote } from './test-support';

const teachers = ['admin', 'instructor'] as const;

/** A fresh note of the caller's in ctx.institute (a B caller is then refused it: another institute's, 404). */
const ownNote = async (ctx: AuthzContext, options: Parameters<typeof insertNote>[3] = {}) => {
  await matrixLicence(ctx);
  return insertNote(
    ctx.db,
    ctx.app.config.dataDir,
    { ownerId: ctx.caller.user.id, instituteId: ctx.institute.id },
    options,
  );
};

const onNote = (route: string, payload: (noteId: string) => object, options = {}, extra: Partial<AuthzCase> = {}) =>
  ({
    route,
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => {
      const { note } = await ownNote(ctx, options);
      return { method: 'POST', url: route.split(' ')[1]!, payload: payload(note.id) };
    },
    ...extra,
  }) as AuthzCase;

export const authzCases = defineAuthzCases([
  {
    route: 'POST /api/learn-ai/ai-notes/create',
    scope: 'self',
    allowed: teachers,
    request: async () => ({ method: 'POST', url: '/api/learn-ai/ai-notes/create', payload: { language: 'en' } }),
  },
  {
    route: 'POST /api/learn-ai/ai-notes/transcription',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => {
      const { note } = await ownNote(ctx, { status: 'RECORDING' });
      const form = chunkForm(
        { noteId: note.id, index: '1', language: 'en' },
        { name: 'chunk.wav', type: 'audio/wav', bytes: SPEECH_WITH_PAUSE() },
      );
      return { method: 'POST', url: '/api/learn-ai/ai-notes/transcription', ...form };
    },
  },
  onNote('POST /api/learn-ai/ai-notes/transcripts', (noteId) => ({
    noteId,
    startDate: '2026-11-28T09:00:00.000Z',
    endDate: '2026-11-28T09:00:30.000Z',
    elapsedSeconds: 30,
  })),
  {
    route: 'POST /api/learn-ai/ai-notes/user-threads',
    scope: 'self',
    allowed: teachers,
    request: async () => ({
      method: 'POST',
      url: '/api/learn-ai/ai-notes/user-threads',
      payload: { search: 'plants' },
    }),
  },
  {
    route: 'GET /api/learn-ai/ai-notes/note/:id',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => ({ method: 'GET', url: `/api/learn-ai/ai-notes/note/${(await ownNote(ctx)).note.id}` }),
  },
  {
    route: 'GET /api/learn-ai/ai-notes/audio/:id',
    scope: 'institute',
    allowed: teachers,
    request: async (ctx) => ({ method: 'GET', url: `/api/learn-ai/ai-notes/audio/${(await ownNote(ctx)).chunk.id}` }),
  },
  onNote('POST /api/learn-ai/ai-notes/summary', (noteId) => ({ noteId }), { transcript: LESSON_TRANSCRIPT }),
  onNote('POST /api/learn-ai/ai-notes/questions', (noteId) => ({ noteId, noOfQuestion: 2 }), {
    transcript: LESSON_TRANSCRIPT,
  }),
  onNote('POST /api/learn-ai/ai-notes/analyze-teaching', (noteId) => ({ noteId }), {
    transcript: 'Why are leaves green? Plants use sunlight.',
  }),
  // The matrix's app has no transcription model: the owner is told the chunks keep waiting (400).
  onNote('POST /api/learn-ai/ai-notes/transcribe-waiting', (noteId) => ({ noteId }), {}, { success: 400 }),
  onNote('POST /api/learn-ai/ai-notes/delete', (noteId) => ({ noteId })),
]);
