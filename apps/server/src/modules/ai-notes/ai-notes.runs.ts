import { AI_NOTES_MESSAGES as M } from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { charged, creditUse, makeQuiz, summarize } from '../ai';
import { type NotesContext, loadOwnNote, presentNote } from './ai-notes.service';
import * as q from './ai-notes.queries';
import { type ChunkSilence, type SilenceResult, detectSilence } from './silence';
import { analyseTeaching } from './teaching-analysis';

/**
 * Summary, questions and teaching analysis of one of the caller's notes, each kept with the note inside
 * its charged run (a failure refunds), and private to the owner like the note.
 */

async function transcriptOf(ctx: NotesContext, actor: Actor, noteId: string) {
  const note = await loadOwnNote(ctx.db, actor, noteId);
  if (!note.transcript.trim()) throw badRequest(M.noTranscript);
  return note;
}

const now = () => new Date().toISOString();

export async function summarizeNote(ctx: NotesContext, actor: Actor, body: { noteId: string; requestId?: string }) {
  const note = await transcriptOf(ctx, actor, body.noteId);
  const result = await summarize(
    ctx.ai,
    actor,
    { text: note.transcript, language: note.language, requestId: body.requestId, feature: 'ai-note-summary' },
    async (summary) => {
      await q.updateNote(ctx.db, note.id, { summary: { ...ctx.ai.engine.info, summary, createdAt: now() } });
    },
  );
  return { note: await presentNote(ctx, await loadOwnNote(ctx.db, actor, note.id)), credits: result.credits };
}

export async function questionsOfNote(
  ctx: NotesContext,
  actor: Actor,
  body: { noteId: string; requestId?: string; noOfQuestion: number },
) {
  const note = await transcriptOf(ctx, actor, body.noteId);
  const result = await makeQuiz(
    ctx.ai,
    actor,
    {
      text: note.transcript,
      language: note.language,
      requestId: body.requestId,
      noOfQuestion: body.noOfQuestion,
      difficultyLevel: 'MEDIUM',
      typeOfQuestion: 'SHORT_ANSWER',
      bloomsTaxonomyLevels: ['REMEMBER'],
    },
    undefined,
    async (quiz) => {
      await q.updateNote(ctx.db, note.id, { questions: { ...ctx.ai.engine.info, quiz, createdAt: now() } });
      return null;
    },
  );
  return { note: await presentNote(ctx, await loadOwnNote(ctx.db, actor, note.id)), credits: result.credits };
}

/** Each chunk's speech and silence from its audio file; null for all when ffmpeg is missing. */
async function measureChunks(ctx: NotesContext, chunks: q.ChunkRow[]) {
  const results: SilenceResult[] = [];
  for (const chunk of chunks) results.push(await detectSilence(ctx.files.pathOf(chunk.storedName)));
  if (results.some((result) => result.kind === 'noFfmpeg'))
    return { audio: chunks.map(() => null), note: M.ffmpegMissing };
  const audio = results.map((result): ChunkSilence | null => (result.kind === 'measured' ? result.value : null));
  return { audio, note: audio.includes(null) ? M.audioUnreadable : null };
}

export async function analyzeTeaching(ctx: NotesContext, actor: Actor, body: { noteId: string; requestId?: string }) {
  const note = await loadOwnNote(ctx.db, actor, body.noteId);
  const chunks = await q.listChunks(ctx.db, note.id);
  if (!chunks.length) throw badRequest(M.noTranscript);
  const { run } = await charged(ctx.builtin, actor, 'ai-note-analysis', body.requestId, async () => {
    const measured = await measureChunks(ctx, chunks);
    const result = analyseTeaching(chunks.map((chunk, i) => ({ text: chunk.text, audio: measured.audio[i] ?? null })));
    const analysis = { ...ctx.builtin.engine.info, ...result, audioNote: measured.note, createdAt: now() };
    await q.updateNote(ctx.db, note.id, { analysis });
    return { value: analysis, tokens: 0 };
  });
  return { note: await presentNote(ctx, await loadOwnNote(ctx.db, actor, note.id)), credits: creditUse(run) };
}
