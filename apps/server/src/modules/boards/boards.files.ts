import { BOARD_FILE, BOARD_MESSAGES, type BoardFile, LessonId } from '@bright/contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { type FileStore, cleanFileName, sniffFileType } from '../../lib/file-store';
import { chargeStorage } from '../licences';
import { loadBoardLesson } from './boards.access';
import * as q from './boards.queries';

export interface FilesContext {
  db: Db;
  /** My Files' store (DATA_DIR/files/my-files): a board upload is a file of the teacher's My Files. */
  store: FileStore;
}

const isCode = (error: unknown, ...codes: string[]) => codes.includes((error as { code?: string }).code ?? '');

/** multipart/form-data with the field lessonId and one file "file", read into memory within 20 MB. */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', BOARD_MESSAGES.multipartOnly);
  const fields: Record<string, string> = {};
  let file: { filename: string | undefined; bytes: Buffer } | undefined;
  try {
    const parts = request.parts({ limits: { fileSize: BOARD_FILE.maxBytes, files: 1, fields: 2 } });
    for await (const part of parts) {
      if (part.type === 'file') {
        if (part.fieldname !== BOARD_FILE.field) throw badRequest(`${BOARD_MESSAGES.unknownField}: ${part.fieldname}`);
        file = { filename: part.filename, bytes: await part.toBuffer() };
      } else if (part.fieldname === 'lessonId') {
        fields.lessonId = String(part.value);
      } else {
        throw badRequest(`${BOARD_MESSAGES.unknownField}: ${part.fieldname}`);
      }
    }
  } catch (error) {
    if (isCode(error, 'FST_REQ_FILE_TOO_LARGE')) throw new AppError('PAYLOAD_TOO_LARGE', BOARD_MESSAGES.fileTooLarge);
    if (isCode(error, 'FST_FILES_LIMIT', 'FST_FIELDS_LIMIT', 'FST_PARTS_LIMIT')) {
      throw badRequest(BOARD_MESSAGES.unknownField);
    }
    throw error;
  }
  const lessonId = LessonId.safeParse(fields.lessonId);
  if (!lessonId.success) throw badRequest(lessonId.error.issues[0]?.message ?? 'Please provide: lessonId');
  if (!file || file.bytes.length === 0) throw badRequest(BOARD_MESSAGES.missingFile);
  return { lessonId: lessonId.data, file };
}

/**
 * A picture or PDF for page backgrounds, kept in the teacher's My Files (top level) and counted against
 * the licence's storage. The type is read from the bytes; a failed write leaves no file behind.
 */
export async function uploadBoardFile(ctx: FilesContext, actor: Actor, request: FastifyRequest): Promise<BoardFile> {
  const { lessonId, file } = await readUpload(request);
  const { lesson } = await loadBoardLesson(ctx.db, actor, lessonId, 'edit');
  const type = sniffFileType(file.bytes, file.filename);
  if (!type || !(BOARD_FILE.types as readonly string[]).includes(type)) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', BOARD_MESSAGES.backgroundType);
  }
  const stored = await ctx.store.save(file.bytes, type);
  try {
    const row = await ctx.db.transaction(async (tx) => {
      await chargeStorage(tx, { instituteId: lesson.instituteId, userId: actor.userId }, file.bytes.length);
      return q.insertFile(tx, {
        instituteId: lesson.instituteId,
        ownerId: actor.userId,
        kind: 'FILE',
        name: cleanFileName(file.filename, type),
        storedName: stored,
        contentType: type,
        size: file.bytes.length,
        status: 'SUCCESS',
      });
    });
    return {
      fileId: row.id,
      kind: type === 'application/pdf' ? 'pdf' : 'image',
      name: row.name,
      size: row.size,
    };
  } catch (error) {
    await ctx.store.remove(stored);
    throw error;
  }
}

/** A background's bytes: for whoever may open the lesson, when one of its pages shows the file (or it is theirs). */
export async function readBoardFile(ctx: FilesContext, actor: Actor, lessonId: string, fileId: string) {
  const { lesson } = await loadBoardLesson(ctx.db, actor, lessonId, 'read');
  const file = await q.findFile(ctx.db, fileId);
  const shown = file && file.instituteId === lesson.instituteId && file.storedName && file.contentType;
  if (!shown || !(file.ownerId === actor.userId || (await q.lessonShowsFile(ctx.db, lesson.id, fileId)))) {
    throw notFound(BOARD_MESSAGES.fileNotFound);
  }
  const bytes = await ctx.store.read(file.storedName!);
  if (!bytes) throw notFound(BOARD_MESSAGES.fileNotFound);
  return { bytes, contentType: file.contentType!, name: file.name };
}
