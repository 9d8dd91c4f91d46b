import {
  AI_NOTES_MESSAGES as M,
  AI_NOTES_UPLOAD,
  MESSAGES,
  aiNoteAudioRoute,
  aiNoteQuestionsRoute,
  aiNoteSummaryRoute,
  aiNoteThreadsRoute,
  analyzeTeachingRoute,
  createAiNoteRoute,
  deleteAiNoteRoute,
  getAiNoteRoute,
  saveTranscriptRoute,
  transcribeWaitingRoute,
  uploadAiNoteChunkRoute,
} from '@bright/contracts';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { createFileStore } from '../../lib/file-store';
import { addRoute } from '../../lib/route';
import { chooseEngine, chooseTranscriber, createProviders, type Engine } from '../ai';
import { readChunkRequest } from './ai-notes-multipart';
import { transcribeWaiting, uploadChunk } from './ai-notes.chunks';
import { analyzeTeaching, questionsOfNote, summarizeNote } from './ai-notes.runs';
import * as notes from './ai-notes.service';

/** AI notes on the Learn-AI host (/api/learn-ai/ai-notes/...): recordings private to their teacher. */
export async function aiNotesRoutes(app: FastifyInstance, options: { config: Config }) {
  // Registered here, so multipart bodies are accepted by this module's routes only.
  await app.register(multipart, {
    limits: { fileSize: AI_NOTES_UPLOAD.maxBytes, files: 2, fields: 4, parts: 6, headerPairs: 100 },
  });
  const builtinConfig = { ...options.config, ai: { ...options.config.ai, baseUrl: undefined } };
  const shared = {
    db: app.db,
    files: createFileStore(options.config.dataDir, 'ai-notes'),
    ai: { db: app.db, engine: chooseEngine(options.config) },
    builtin: { db: app.db, engine: chooseEngine(builtinConfig) },
    transcriber: chooseTranscriber(options.config),
  };
  const providers = createProviders(app.db, options.config);
  const ctx = (log: FastifyInstance['log'], engine?: Engine): notes.NotesContext => ({
    ...shared,
    ai: engine ? { db: app.db, engine } : shared.ai,
    log,
  });
  /** Summaries and questions answer with the school's own AI service when its admin has set one. */
  const schoolCtx = async (log: FastifyInstance['log'], instituteId: string | null) =>
    ctx(log, await providers.engineFor(instituteId));

  addRoute(app, createAiNoteRoute, async ({ actor, body, request }) => ({
    message: M.created,
    data: await notes.createNote(ctx(request.log), actor(), body),
  }));

  addRoute(app, uploadAiNoteChunkRoute, async ({ actor, request }) => {
    const caller = actor();
    const input = await readChunkRequest(request);
    return { message: M.chunkSaved, data: await uploadChunk(ctx(request.log), caller, input) };
  });

  addRoute(app, saveTranscriptRoute, async ({ actor, body, request }) => ({
    message: M.saved,
    data: await notes.saveTranscript(ctx(request.log), actor(), body),
  }));

  addRoute(app, aiNoteThreadsRoute, async ({ actor, body, request }) => ({
    message: MESSAGES.ok,
    data: { items: await notes.listNotes(ctx(request.log), actor(), body) },
  }));

  addRoute(app, getAiNoteRoute, async ({ actor, params, request }) => ({
    message: MESSAGES.ok,
    data: await notes.getNote(ctx(request.log), actor(), params.id),
  }));

  addRoute(app, aiNoteAudioRoute, async ({ actor, params, reply, request }) => {
    const audio = await notes.readAudio(ctx(request.log), actor(), params.id);
    return reply
      .type(audio.type)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(audio.bytes);
  });

  addRoute(app, aiNoteSummaryRoute, async ({ actor, body, request }) => ({
    message: MESSAGES.ok,
    data: await summarizeNote(await schoolCtx(request.log, actor().instituteId), actor(), body),
  }));

  addRoute(app, aiNoteQuestionsRoute, async ({ actor, body, request }) => ({
    message: MESSAGES.ok,
    data: await questionsOfNote(await schoolCtx(request.log, actor().instituteId), actor(), body),
  }));

  addRoute(app, analyzeTeachingRoute, async ({ actor, body, request }) => ({
    message: MESSAGES.ok,
    data: await analyzeTeaching(ctx(request.log), actor(), body),
  }));

  addRoute(app, transcribeWaitingRoute, async ({ actor, body, request }) => ({
    message: MESSAGES.ok,
    data: await transcribeWaiting(ctx(request.log), actor(), body.noteId),
  }));

  addRoute(app, deleteAiNoteRoute, async ({ actor, body, request }) => ({
    message: M.deleted,
    data: await notes.deleteNote(ctx(request.log), actor(), body.noteId),
  }));
}
