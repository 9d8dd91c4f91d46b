import { MY_FILES_MESSAGES as M, MY_FILES_UPLOAD, UploadFields } from '@bright/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';
import type { IncomingFile } from './upload-check';

/** Room for the multipart boundaries and the text fields around the file. */
const ENVELOPE_BYTES = 64 * 1024;

const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as { code?: string }).code ?? '');

/** 413 at once when the request says it is too large, before a byte of it is read. */
function refuseDeclaredSize(request: FastifyRequest) {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > MY_FILES_UPLOAD.maxBytes + ENVELOPE_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', M.tooLarge);
}

function parseFields(fields: Record<string, string>) {
  const parsed = UploadFields.safeParse(fields);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  if (issue?.code === 'unrecognized_keys') throw badRequest(`${M.unknownField}: ${issue.keys.join(', ')}`);
  throw badRequest(issue?.message ?? 'Invalid request');
}

/**
 * An upload: multipart/form-data with one file in "file" and the optional fields folderId and name.
 * The file is read into memory up to the limit (50 MB); past it, 413 and nothing kept. 415 when the
 * request is not multipart, 400 'Please select file to upload' without a file.
 */
export async function readUploadRequest(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', M.multipartOnly);
  refuseDeclaredSize(request);
  const fields: Record<string, string> = {};
  let file: IncomingFile | null = null;
  try {
    const parts = request.parts({ limits: { fileSize: MY_FILES_UPLOAD.maxBytes, files: 2, fields: 4, parts: 6 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== MY_FILES_UPLOAD.field) throw badRequest(`${M.unknownField}: ${part.fieldname}`);
        if (file) throw badRequest(M.oneFile);
        file = { filename: part.filename ?? '', mimetype: part.mimetype ?? '', bytes: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', M.tooLarge);
    if (isCode(error, 'FST_FILES_LIMIT')) throw badRequest(M.oneFile);
    if (isCode(error, 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT')) throw badRequest(M.unknownField);
    throw error;
  }
  const parsed = parseFields(fields);
  if (!file || file.bytes.length === 0) throw badRequest(M.selectFile);
  return { fields: parsed, file };
}
