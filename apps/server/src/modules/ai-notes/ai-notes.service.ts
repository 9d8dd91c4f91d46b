import { AI_NOTES_MESSAGES as M, type CreateAiNoteBody } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';
import { enforce } from '../../lib/authorize';
import { loadClassFor } from '../../lib/class-access';
import type { FileStore } from '../../lib/file-store';
import type { AiContext, Transcriber } from '../ai';
import { loadLessonFor } from '../lessons';
import { canUseNote } from './ai-notes.policy';
import { toNote, toNoteItem } from './ai-notes.presenter';
import * as q from './ai-notes.queries';

export interface NotesContext {
  db: Db;
  files: FileStore;
  /** The configured engine (model or built-in) for summaries and questions. */
  ai: AiContext;
  /** The built-in engine: teaching analysis is measured, never generated. */
  builtin: AiContext;
  transcriber: Transcriber | null;
  log: FastifyBaseLogger;
}

export function ownerOf(actor: Actor) {
  if (!actor.instituteId) throw notFound(M.noteNotFound);
  return { ownerId: actor.userId, instituteId: actor.instituteId };
}

/** One of the caller's notes (locked inside a transaction when asked); anyone else's is 404. */
export async function loadOwnNote(db: Executor, actor: Actor, noteId: string, lock = false) {
  const note = await q.findNote(db, noteId, lock);
  if (!note) throw notFound(M.noteNotFound);
  enforce(canUseNote(actor, note), M.noteNotFound);
  return note;
}

export async function presentNote(ctx: NotesContext, note: q.NoteRow) {
  return toNote(note, await q.listChunks(ctx.db, note.id), ctx.transcriber !== null);
}

/** A lesson of the caller's own and a class they teach (404 or 403 otherwise), before anything is written. */
async function checkLinks(db: Db, actor: Actor, body: CreateAiNoteBody) {
  const lesson = body.lessonId ? (await loadLessonFor(db, actor, body.lessonId, 'own')).lesson : null;
  if (body.classId) await loadClassFor(db, actor, body.classId, 'teach');
  return lesson;
}

export async function createNote(ctx: NotesContext, actor: Actor, body: CreateAiNoteBody) {
  const owner = ownerOf(actor);
  const lesson = await checkLinks(ctx.db, actor, body);
  const note = await q.insertNote(ctx.db, {
    ...owner,
    lessonId: lesson?.id ?? null,
    classId: body.classId ?? lesson?.classId ?? null,
    title: body.title || lesson?.name || '',
    language: body.language ?? 'en',
  });
  return presentNote(ctx, note);
}

export async function getNote(ctx: NotesContext, actor: Actor, noteId: string) {
  return presentNote(ctx, await loadOwnNote(ctx.db, actor, noteId));
}

export async function listNotes(ctx: NotesContext, actor: Actor, filter: q.NoteFilter) {
  const rows = await q.listNotes(ctx.db, ownerOf(actor), filter);
  return rows.map((row) => toNoteItem(row.note, row.chunkCount, row.waitingCount));
}

/** SPEC §4: the final transcript with its start date, end date and elapsed seconds; the recording closes. */
export async function saveTranscript(
  ctx: NotesContext,
  actor: Actor,
  body: { noteId: string; startDate: string; endDate: string; elapsedSeconds: number },
) {
  const note = await ctx.db.transaction(async (tx) => {
    await loadOwnNote(tx, actor, body.noteId, true);
    const transcript = await q.rebuildTranscript(tx, body.noteId);
    return q.updateNote(tx, body.noteId, {
      status: 'SAVED',
      transcript,
      startedAt: new Date(body.startDate),
      endedAt: new Date(body.endDate),
      elapsedSeconds: body.elapsedSeconds,
    });
  });
  return presentNote(ctx, note);
}

/** Removes the rows in one transaction, then the audio files (a file left behind is logged, never served). */
export async function deleteNote(ctx: NotesContext, actor: Actor, noteId: string) {
  const chunks = await ctx.db.transaction(async (tx) => {
    await loadOwnNote(tx, actor, noteId, true);
    const chunks = await q.listChunks(tx, noteId);
    await q.deleteNote(tx, noteId);
    return chunks;
  });
  for (const chunk of chunks) {
    await ctx.files.remove(chunk.storedName).catch((error: unknown) => {
      ctx.log.warn({ err: error, stored: chunk.storedName }, 'AI note audio not removed');
    });
  }
  return { id: noteId };
}

/** A chunk's audio, for the note's owner only. */
export async function readAudio(ctx: NotesContext, actor: Actor, chunkId: string) {
  const found = await q.findChunk(ctx.db, chunkId);
  if (!found) throw notFound(M.chunkNotFound);
  enforce(canUseNote(actor, found.note), M.chunkNotFound);
  const bytes = await ctx.files.read(found.chunk.storedName);
  if (!bytes) throw notFound(M.chunkNotFound);
  return { bytes, type: found.chunk.contentType };
}
