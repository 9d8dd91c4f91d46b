import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { aiNoteChunks, aiNotes } from '../../db/schema';

export type NoteRow = typeof aiNotes.$inferSelect;
export type ChunkRow = typeof aiNoteChunks.$inferSelect;

export async function insertNote(db: Executor, values: typeof aiNotes.$inferInsert) {
  const [row] = await db.insert(aiNotes).values(values).returning();
  return row!;
}

export async function findNote(db: Executor, id: string, lock = false) {
  const query = db.select().from(aiNotes).where(eq(aiNotes.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function updateNote(db: Executor, id: string, values: Partial<typeof aiNotes.$inferInsert>) {
  const [row] = await db.update(aiNotes).set(values).where(eq(aiNotes.id, id)).returning();
  return row!;
}

export async function deleteNote(db: Executor, id: string) {
  await db.delete(aiNotes).where(eq(aiNotes.id, id));
}

export async function listChunks(db: Executor, noteId: string) {
  return db.select().from(aiNoteChunks).where(eq(aiNoteChunks.noteId, noteId)).orderBy(asc(aiNoteChunks.index));
}

export async function findChunk(db: Executor, id: string) {
  const [row] = await db
    .select({ chunk: aiNoteChunks, note: aiNotes })
    .from(aiNoteChunks)
    .innerJoin(aiNotes, eq(aiNotes.id, aiNoteChunks.noteId))
    .where(eq(aiNoteChunks.id, id));
  return row;
}

/** Inserts a chunk; undefined when that index of the note is already taken. */
export async function insertChunk(db: Executor, values: typeof aiNoteChunks.$inferInsert) {
  const [row] = await db.insert(aiNoteChunks).values(values).onConflictDoNothing().returning();
  return row;
}

export async function updateChunk(db: Executor, id: string, values: Partial<typeof aiNoteChunks.$inferInsert>) {
  const [row] = await db.update(aiNoteChunks).set(values).where(eq(aiNoteChunks.id, id)).returning();
  return row!;
}

/** The transcript is the transcribed chunks' texts in order, rebuilt in the transaction that changed one. */
export async function rebuildTranscript(db: Executor, noteId: string) {
  const chunks = await listChunks(db, noteId);
  const transcript = chunks
    .filter((chunk) => chunk.status === 'TRANSCRIBED' && chunk.text)
    .map((chunk) => chunk.text!.trim())
    .join(' ')
    .trim();
  await db.update(aiNotes).set({ transcript }).where(eq(aiNotes.id, noteId));
  return transcript;
}

const chunkCount = sql<number>`(select count(*) from ${aiNoteChunks} where ${aiNoteChunks.noteId} = ${aiNotes.id})`;
const waitingCount = sql<number>`(select count(*) from ${aiNoteChunks} where ${aiNoteChunks.noteId} = ${aiNotes.id} and ${aiNoteChunks.status} <> 'TRANSCRIBED')`;

export interface NoteFilter {
  search?: string;
  lessonId?: string;
  classId?: string;
}

/**
 * A teacher's notes, newest first. Search is PostgreSQL full-text search ('simple' configuration: no
 * stemming, so it works alike in every transcription language) over title and transcript.
 */
export async function listNotes(db: Executor, owner: { ownerId: string; instituteId: string }, filter: NoteFilter) {
  const conditions = [eq(aiNotes.ownerId, owner.ownerId), eq(aiNotes.instituteId, owner.instituteId)];
  if (filter.lessonId) conditions.push(eq(aiNotes.lessonId, filter.lessonId));
  if (filter.classId) conditions.push(eq(aiNotes.classId, filter.classId));
  if (filter.search)
    conditions.push(
      sql`to_tsvector('simple', ${aiNotes.title} || ' ' || ${aiNotes.transcript}) @@ websearch_to_tsquery('simple', ${filter.search})`,
    );
  return db
    .select({ note: aiNotes, chunkCount, waitingCount })
    .from(aiNotes)
    .where(and(...conditions))
    .orderBy(desc(aiNotes.createdAt), desc(aiNotes.id))
    .limit(200);
}

export async function countChunks(db: Executor, noteId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)` })
    .from(aiNoteChunks)
    .where(eq(aiNoteChunks.noteId, noteId));
  return Number(row?.count ?? 0);
}
