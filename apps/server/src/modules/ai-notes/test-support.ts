// Helpers for the ai-notes tests; not part of the app.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Db } from '../../db/client';
import { aiNoteChunks, aiNotes } from '../../db/schema';
import { createFileStore } from '../../lib/file-store';

const RATE = 16_000;

/** A lesson's words, as a transcription would hand them back (written for these tests). */
export const LESSON_TRANSCRIPT = [
  'Photosynthesis is the process by which green plants make their own food from sunlight.',
  'The green pigment chlorophyll absorbs light energy inside the chloroplasts of leaf cells.',
  'Plants take in carbon dioxide from the air through tiny pores called stomata.',
  'Water travels from the roots to the leaves through a tissue called the xylem.',
  'During photosynthesis, carbon dioxide and water are turned into glucose and oxygen.',
  'The glucose stores chemical energy that the plant uses to grow, while oxygen is released into the air.',
].join(' ');

/**
 * A real 16 kHz mono 16-bit WAV: tone segments (a 220 Hz hum loud enough to be speech to silencedetect)
 * and silent ones, in seconds, so that the analysis has pauses at known places.
 */
export function wavBytes(segments: { seconds: number; tone: boolean }[]) {
  const samples = segments.reduce((sum, segment) => sum + Math.round(segment.seconds * RATE), 0);
  const data = Buffer.alloc(samples * 2);
  let at = 0;
  for (const segment of segments) {
    const count = Math.round(segment.seconds * RATE);
    for (let i = 0; i < count; i += 1) {
      const value = segment.tone ? Math.round(12_000 * Math.sin((2 * Math.PI * 220 * i) / RATE)) : 0;
      data.writeInt16LE(value, (at + i) * 2);
    }
    at += count;
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}

/** Three seconds of talk, a two-second pause, one more second of talk. */
export const SPEECH_WITH_PAUSE = () =>
  wavBytes([
    { seconds: 3, tone: true },
    { seconds: 2, tone: false },
    { seconds: 1, tone: true },
  ]);

/** multipart/form-data with text fields and optionally one file. */
export function chunkForm(
  fields: Record<string, string>,
  file?: { field?: string; name: string; type: string; bytes: Buffer },
) {
  const boundary = `----ainotes${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = [];
  for (const [name, value] of Object.entries(fields))
    parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'audioFile'}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** A note of `ownerId` in `instituteId`, with one stored chunk (audio on disk) and a transcript. */
export async function insertNote(
  db: Db,
  dataDir: string,
  owner: { ownerId: string; instituteId: string },
  options: { transcript?: string; status?: 'RECORDING' | 'SAVED' } = {},
) {
  const transcript = options.transcript ?? '';
  const [note] = await db
    .insert(aiNotes)
    .values({ ...owner, title: 'Recorded lesson', language: 'en', transcript, status: options.status ?? 'SAVED' })
    .returning();
  const storedName = await createFileStore(dataDir, 'ai-notes').save(SPEECH_WITH_PAUSE(), 'audio/wav');
  const [chunk] = await db
    .insert(aiNoteChunks)
    .values({
      noteId: note!.id,
      index: 0,
      language: 'en',
      storedName,
      contentType: 'audio/wav',
      bytes: 1,
      status: transcript ? 'TRANSCRIBED' : 'WAITING_FOR_MODEL',
      text: transcript || null,
    })
    .returning();
  return { note: note!, chunk: chunk! };
}

/** The stored audio files on disk (DATA_DIR/files/ai-notes). */
export function storedAudio(dataDir: string) {
  const dir = path.join(dataDir, 'files', 'ai-notes');
  return existsSync(dir) ? readdirSync(dir) : [];
}
