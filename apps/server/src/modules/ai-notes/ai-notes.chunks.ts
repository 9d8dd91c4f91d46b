import { AI_NOTES_MESSAGES as M, AI_NOTE_CHUNK_SECONDS } from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest } from '../../lib/app-error';
import { type Run, finishRun, refundRun, startRun } from '../ai';
import type { AudioType } from './ai-notes-multipart';
import { type NotesContext, loadOwnNote, ownerOf, presentNote } from './ai-notes.service';
import { toChunk } from './ai-notes.presenter';
import * as q from './ai-notes.queries';

/**
 * Chunks as they arrive: stored first (the audio is never lost), then transcribed when a transcription
 * model is configured; otherwise marked WAITING_FOR_MODEL, never given a made-up text. Transcription is
 * charged one AI credit per started minute of recording (the chunk that opens a minute pays for it).
 */

const minuteOf = (index: number) => Math.floor((index * AI_NOTE_CHUNK_SECONDS) / 60);

/** The run paying for this chunk's minute, or null when the minute is already paid (an earlier chunk, a retry). */
async function chargeMinute(ctx: NotesContext, actor: Actor, chunk: q.ChunkRow): Promise<Run | null> {
  try {
    return await startRun(
      ctx.db,
      { instituteId: ownerOf(actor).instituteId, userId: actor.userId },
      {
        feature: 'transcription',
        engine: 'model',
        model: ctx.transcriber!.model,
        requestId: `ai-note:${chunk.noteId}:minute:${minuteOf(chunk.index)}`,
      },
    );
  } catch (error) {
    if (error instanceof AppError && error.code === 'CONFLICT') return null;
    throw error;
  }
}

/** Transcribes one stored chunk; a failure marks it FAILED with the service's reason and refunds. */
export async function transcribeChunk(ctx: NotesContext, actor: Actor, chunk: q.ChunkRow) {
  if (!ctx.transcriber) return chunk;
  let run: Run | null = null;
  try {
    run = await chargeMinute(ctx, actor, chunk);
    const bytes = await ctx.files.read(chunk.storedName);
    if (!bytes) throw badRequest(M.chunkNotFound);
    const { text } = await ctx.transcriber.transcribe({
      bytes,
      contentType: chunk.contentType,
      language: chunk.language,
    });
    if (run) await finishRun(ctx.db, run, 0);
    return ctx.db.transaction(async (tx) => {
      const updated = await q.updateChunk(tx, chunk.id, { status: 'TRANSCRIBED', text, note: null });
      await q.rebuildTranscript(tx, chunk.noteId);
      return updated;
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : 'failed';
    ctx.log.warn({ err: error, chunk: chunk.id }, 'AI note chunk not transcribed');
    if (run) await refundRun(ctx.db, run, reason);
    return q.updateChunk(ctx.db, chunk.id, { status: 'FAILED', note: `${M.transcriptionFailed}: ${reason}` });
  }
}

export interface ChunkInput {
  fields: { noteId: string; index: number; language: string };
  bytes: Buffer;
  type: AudioType;
}

export async function uploadChunk(ctx: NotesContext, actor: Actor, input: ChunkInput) {
  const note = await loadOwnNote(ctx.db, actor, input.fields.noteId);
  if (note.status !== 'RECORDING') throw badRequest(M.alreadySaved);
  const stored = await ctx.files.save(input.bytes, input.type);
  const chunk = await q.insertChunk(ctx.db, {
    noteId: note.id,
    index: input.fields.index,
    language: input.fields.language,
    storedName: stored,
    contentType: input.type,
    bytes: input.bytes.length,
    // FAILED until the transcription lands: a crash in between leaves it to transcribe-waiting.
    status: ctx.transcriber ? 'FAILED' : 'WAITING_FOR_MODEL',
    note: ctx.transcriber ? M.transcriptionFailed : M.waitingForModel,
  });
  if (!chunk) {
    await ctx.files.remove(stored);
    throw new AppError('CONFLICT', M.chunkTaken);
  }
  const done = await transcribeChunk(ctx, actor, chunk);
  const fresh = await loadOwnNote(ctx.db, actor, note.id);
  return { chunk: toChunk(done), transcript: fresh.transcript };
}

/** Transcribes what waited (or failed) now that a model is configured; refused when none is. */
export async function transcribeWaiting(ctx: NotesContext, actor: Actor, noteId: string) {
  const note = await loadOwnNote(ctx.db, actor, noteId);
  if (!ctx.transcriber) throw badRequest(M.waitingForModel);
  const waiting = (await q.listChunks(ctx.db, noteId)).filter((chunk) => chunk.status !== 'TRANSCRIBED');
  if (!waiting.length) throw badRequest(M.nothingWaiting);
  for (const chunk of waiting) await transcribeChunk(ctx, actor, chunk);
  return presentNote(ctx, await loadOwnNote(ctx.db, actor, note.id));
}
