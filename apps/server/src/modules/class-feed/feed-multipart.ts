import { CreatePostFields, FEED_ATTACHMENTS, FEED_MESSAGES } from '@bright/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import type { UploadedFile } from './class-feed.service';

const FIELDS = new Set(['classId', 'text']);

const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as { code?: string }).code ?? '');

/** The first problem of the fields as one message (the contracts' own texts). */
function parseFields(raw: unknown) {
  const parsed = CreatePostFields.safeParse(raw);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  return parsed.data;
}

/**
 * A new post's request: JSON {classId, text}, or multipart/form-data with the fields classId and text and
 * up to 5 files in "files". Files are read into memory within the limits (5 × 10 MB).
 */
export async function readPostRequest(request: FastifyRequest) {
  if (!request.isMultipart()) return { ...parseFields(request.body ?? {}), files: [] as UploadedFile[] };
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== FEED_ATTACHMENTS.field)
          throw badRequest(`${FEED_MESSAGES.unknownField}: ${part.fieldname}`);
        if (files.length >= FEED_ATTACHMENTS.maxFiles) throw badRequest(FEED_MESSAGES.tooManyFiles);
        files.push({ filename: part.filename, bytes: await part.toBuffer() });
      } else {
        if (!FIELDS.has(part.fieldname)) throw badRequest(`${FEED_MESSAGES.unknownField}: ${part.fieldname}`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', FEED_MESSAGES.fileTooLarge);
    if (isCode(error, 'FST_FILES_LIMIT')) throw badRequest(FEED_MESSAGES.tooManyFiles);
    if (isCode(error, 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT')) throw badRequest(FEED_MESSAGES.unknownField);
    throw error;
  }
  return { ...parseFields(fields), files };
}
