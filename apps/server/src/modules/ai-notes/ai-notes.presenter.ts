import type { AiNote, AiNoteChunk, AiNoteItem } from '@bright/contracts';
import type { ChunkRow, NoteRow } from './ai-notes.queries';

export const toChunk = (row: ChunkRow): AiNoteChunk => ({
  id: row.id,
  index: row.index,
  language: row.language,
  status: row.status,
  text: row.text,
  note: row.note,
  contentType: row.contentType,
  bytes: row.bytes,
  createdAt: row.createdAt.toISOString(),
});

export const toNoteItem = (row: NoteRow, chunkCount: number, waitingChunks: number): AiNoteItem => ({
  id: row.id,
  title: row.title,
  language: row.language,
  lessonId: row.lessonId,
  classId: row.classId,
  status: row.status,
  transcript: row.transcript,
  startDate: row.startedAt.toISOString(),
  endDate: row.endedAt?.toISOString() ?? null,
  elapsedSeconds: row.elapsedSeconds,
  chunkCount: Number(chunkCount),
  waitingChunks: Number(waitingChunks),
  createdAt: row.createdAt.toISOString(),
});

export function toNote(row: NoteRow, chunks: ChunkRow[], transcribes: boolean): AiNote {
  const waiting = chunks.filter((chunk) => chunk.status !== 'TRANSCRIBED').length;
  return {
    ...toNoteItem(row, chunks.length, waiting),
    chunks: chunks.map(toChunk),
    summary: (row.summary as AiNote['summary']) ?? null,
    questions: (row.questions as AiNote['questions']) ?? null,
    analysis: (row.analysis as AiNote['analysis']) ?? null,
    transcribes,
  };
}
