import { QUESTION_ROUTE_MESSAGES as M } from '@bright/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';

export interface UploadedFile {
  filename: string | undefined;
  bytes: Buffer;
}

interface UploadSpec<Fields extends z.ZodType> {
  /** The multipart field of the files ("photo" or "files"). */
  fileField: string;
  maxFiles: number;
  maxBytes: number;
  tooLarge: string;
  tooMany: string;
  missingFile: string;
  fields: Fields;
}

const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as { code?: string }).code ?? '');

/**
 * Reads a multipart upload within its limits (files in memory, at most maxFiles × maxBytes): 415 when
 * the request is not multipart, 413 for a file too large, 400 for unknown fields, too many files, a
 * missing file or a field the schema refuses (its first message).
 */
export async function readUpload<Fields extends z.ZodType>(request: FastifyRequest, spec: UploadSpec<Fields>) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.multipartOnly);
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  try {
    const parts = request.parts({ limits: { fileSize: spec.maxBytes, files: spec.maxFiles + 1, fields: 10 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== spec.fileField) throw badRequest(`${M.unknownField}: ${part.fieldname}`);
        if (files.length >= spec.maxFiles) throw badRequest(spec.tooMany);
        files.push({ filename: part.filename, bytes: await part.toBuffer() });
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', spec.tooLarge);
    if (isCode(error, 'FST_FILES_LIMIT')) throw badRequest(spec.tooMany);
    if (isCode(error, 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT')) throw badRequest(M.unknownField);
    throw error;
  }
  const parsed = spec.fields.safeParse(fields);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const unknownKey = issue?.code === 'unrecognized_keys' ? `${M.unknownField}: ${issue.keys.join(', ')}` : null;
    throw badRequest(unknownKey ?? issue?.message ?? 'Invalid request');
  }
  if (files.length === 0) throw badRequest(spec.missingFile);
  return { fields: parsed.data as z.output<Fields>, files };
}
