import { AssessmentId, IMPORT_LIMITS, INTEROP_MESSAGES } from '@bright/contracts';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { AppError, badRequest } from '../../lib/app-error';
import type { ImportInput } from './assessment-interop.service';

const Fields = z.object({
  assessmentId: AssessmentId,
  dryRun: z
    .enum(['true', 'false'], { error: INTEROP_MESSAGES.dryRunInvalid })
    .optional()
    .transform((v) => v === 'true'),
});

const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as { code?: string }).code ?? '');

/** multipart/form-data: the file in "file", the fields assessmentId and dryRun, within the upload limits. */
export async function readImportRequest(request: FastifyRequest): Promise<ImportInput> {
  if (!request.isMultipart()) throw badRequest(INTEROP_MESSAGES.fileMissing);
  const fields: Record<string, string> = {};
  let file: { name: string; bytes: Uint8Array } | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== IMPORT_LIMITS.field || file)
          throw badRequest(`${INTEROP_MESSAGES.unknownField}: ${part.fieldname}`);
        const bytes = await part.toBuffer();
        file = { name: part.filename ?? '', bytes: new Uint8Array(bytes.buffer, bytes.byteOffset, bytes.length) };
      } else {
        if (!['assessmentId', 'dryRun'].includes(part.fieldname))
          throw badRequest(`${INTEROP_MESSAGES.unknownField}: ${part.fieldname}`);
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', INTEROP_MESSAGES.fileTooLarge);
    if (isCode(error, 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT'))
      throw badRequest(INTEROP_MESSAGES.unknownField);
    throw error;
  }
  const parsed = Fields.safeParse(fields);
  if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid request');
  if (!file) throw badRequest(INTEROP_MESSAGES.fileMissing);
  return { ...parsed.data, fileName: file.name, bytes: file.bytes };
}
