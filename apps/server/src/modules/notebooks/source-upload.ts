import { NOTEBOOK_MESSAGES as M, NOTEBOOK_UPLOAD, UploadSourceFields } from '@bright/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';

const ENVELOPE_BYTES = 64 * 1024;
const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as { code?: string }).code ?? '');

export interface SourceUpload {
  fields: z.output<typeof UploadSourceFields>;
  file: { filename: string; bytes: Buffer };
}

function parseFields(fields: Record<string, string>) {
  const parsed = UploadSourceFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys') throw badRequest(`${M.unknownField}: ${issue.keys.join(', ')}`);
  throw badRequest(issue?.message ?? 'Invalid request');
}

/** multipart/form-data with one file in "file" and the fields notebookId, title, language, url. */
export async function readSourceUpload(request: FastifyRequest): Promise<SourceUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.multipartOnly);
  if (Number(request.headers['content-length'] ?? 0) > NOTEBOOK_UPLOAD.maxBytes + ENVELOPE_BYTES)
    throw new AppError('PAYLOAD_TOO_LARGE', M.fileTooLarge);
  const fields: Record<string, string> = {};
  let file: SourceUpload['file'] | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: NOTEBOOK_UPLOAD.maxBytes, files: 1, fields: 6, parts: 8 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== NOTEBOOK_UPLOAD.field) throw badRequest(`${M.unknownField}: ${part.fieldname}`);
        file = { filename: part.filename ?? '', bytes: await part.toBuffer() };
      } else fields[part.fieldname] = String(part.value);
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', M.fileTooLarge);
    if (isCode(error, 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT')) throw badRequest(M.unknownField);
    throw error;
  }
  const parsed = parseFields(fields);
  if (!file || file.bytes.length === 0) throw badRequest(M.selectFile);
  return { fields: parsed, file };
}

/** What kind of source a file is, by its bytes first and its name for transcripts (plain text). */
export function uploadKind(file: SourceUpload['file']): 'PDF' | 'TRANSCRIPT' {
  const head = file.bytes.subarray(0, 1024);
  if (head.includes('%PDF-')) return 'PDF';
  const extension = file.filename.toLowerCase().split('.').pop();
  if (extension === 'pdf') return 'PDF';
  if ((extension === 'vtt' || extension === 'srt') && !head.includes(0)) return 'TRANSCRIPT';
  throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.fileType);
}
