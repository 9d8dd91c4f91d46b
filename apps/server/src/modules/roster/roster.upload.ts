import { ROSTER_LIMITS, ROSTER_MESSAGES } from '@bright/contracts';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../lib/app-error';

export interface RosterUpload {
  filename: string;
  mimetype: string;
  bytes: Buffer;
  classId?: string;
}

const tooLarge = (error: unknown) => (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';

/** Reads the multipart body: the file field `csv` (2 MB at most: 413) and an optional `classId` field. */
export async function readRosterUpload(request: FastifyRequest): Promise<RosterUpload> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ROSTER_MESSAGES.multipartOnly);
  let file: Omit<RosterUpload, 'classId'> | undefined;
  let classId: string | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        if (part.fieldname === ROSTER_LIMITS.field && !file) {
          file = { filename: part.filename ?? '', mimetype: part.mimetype ?? '', bytes };
        }
      } else if (part.fieldname === 'classId' && typeof part.value === 'string' && part.value.trim()) {
        classId = part.value.trim().slice(0, 100);
      }
    }
  } catch (error) {
    if (tooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', ROSTER_MESSAGES.tooLarge);
    throw error;
  }
  if (!file) throw badRequest(ROSTER_MESSAGES.provideFile);
  return { ...file, classId };
}
