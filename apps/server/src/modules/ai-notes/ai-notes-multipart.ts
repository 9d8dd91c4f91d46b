import { AI_NOTES_MESSAGES as M, AI_NOTE_AUDIO_TYPES, AI_NOTES_UPLOAD, ChunkFields } from '@bright/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import { sniffFileType } from '../../lib/file-store';

const ENVELOPE_BYTES = 16 * 1024;
const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as { code?: string }).code ?? '');
const tooLarge = () => new AppError('PAYLOAD_TOO_LARGE', M.tooLarge);

export type AudioType = (typeof AI_NOTE_AUDIO_TYPES)[number];

function parseFields(fields: Record<string, string>) {
  const parsed = ChunkFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys') throw badRequest(`${M.unknownField}: ${issue.keys.join(', ')}`);
  throw badRequest(issue?.message ?? 'Invalid request');
}

/** An audio chunk's real type, read from its bytes; 415 for anything else, whatever its name says. */
export function audioTypeOf(bytes: Buffer): AudioType {
  const sniffed = sniffFileType(bytes);
  if (!sniffed || !(AI_NOTE_AUDIO_TYPES as readonly string[]).includes(sniffed))
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.notAudio);
  return sniffed as AudioType;
}

/**
 * The transcription upload: multipart with the audio in audioFile and the fields noteId, index, language.
 * 413 before reading when the declared length is too large, and when the file passes the limit while read.
 */
export async function readChunkRequest(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.multipartOnly);
  if (Number(request.headers['content-length'] ?? 0) > AI_NOTES_UPLOAD.maxBytes + ENVELOPE_BYTES) throw tooLarge();
  const fields: Record<string, string> = {};
  let bytes: Buffer | null = null;
  try {
    const limits = { fileSize: AI_NOTES_UPLOAD.maxBytes, files: 2, fields: 4, parts: 6 };
    for await (const part of request.parts({ limits })) {
      if (part.type === 'file') {
        if (part.fieldname !== AI_NOTES_UPLOAD.field) throw badRequest(`${M.unknownField}: ${part.fieldname}`);
        if (bytes) throw badRequest(M.oneFile);
        bytes = await part.toBuffer();
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw tooLarge();
    if (isCode(error, 'FST_FILES_LIMIT')) throw badRequest(M.oneFile);
    if (isCode(error, 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT')) throw badRequest(M.unknownField);
    throw error;
  }
  const parsed = parseFields(fields);
  if (!bytes || bytes.length === 0) throw badRequest(M.selectAudio);
  return { fields: parsed, bytes, type: audioTypeOf(bytes) };
}
