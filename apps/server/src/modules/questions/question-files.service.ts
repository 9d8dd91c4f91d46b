import { QUESTION_FILES, QUESTION_IMAGE, QUESTION_ROUTE_MESSAGES as M, type Question } from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { type SniffedType, cleanFileName, sniffFileType } from '../../lib/file-store';
import type { Executor } from '../../db/client';
import { chargeStorage, releaseStorage } from '../licences';
import { type QuestionContext, inDraft, loadQuestion, loadQuestionForChange, removeStored } from './question-access';
import { withStoredFiles } from './question-copies';
import type { UploadedFile } from './question-multipart';
import { questionFileUrl, toQuestion } from './questions.presenter';
import * as q from './questions.queries';

/** Checks each file by its magic bytes (415 for any other type) and size (413) before anything is written. */
function typed(
  files: UploadedFile[],
  allowed: readonly string[],
  maxBytes: number,
  messages: { type: string; size: string },
) {
  return files.map((file) => {
    if (file.bytes.length > maxBytes) throw new AppError('PAYLOAD_TOO_LARGE', messages.size);
    const type = sniffFileType(file.bytes, file.filename);
    if (!type || !allowed.includes(type)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', messages.type);
    return { bytes: file.bytes, type, name: cleanFileName(file.filename, type) };
  });
}

const imageOf = (files: UploadedFile[]) =>
  typed(files.slice(0, 1), QUESTION_IMAGE.types, QUESTION_IMAGE.maxBytes, {
    type: M.imageType,
    size: M.imageTooLarge,
  })[0]!;

interface Checked {
  bytes: Buffer;
  type: SniffedType;
  name: string;
}

/** Saves the bytes, then in one draft-checked transaction charges storage and runs `write`; undoes the save on failure. */
async function storeThen<T>(
  ctx: QuestionContext,
  actor: Actor,
  found: Awaited<ReturnType<typeof loadQuestion>>,
  files: Checked[],
  kind: string,
  write: (tx: Executor, rows: q.QuestionFileRow[]) => Promise<{ result: T; freed: q.QuestionFileRow[] }>,
) {
  const outcome = await withStoredFiles(ctx, async (stored) => {
    for (const file of files) stored.push(await ctx.files.save(file.bytes, file.type));
    return inDraft(ctx.db, found.row.assessmentId, async (tx) => {
      const instituteId = found.loaded.assessment.instituteId;
      await chargeStorage(
        tx,
        { instituteId, userId: actor.userId },
        files.reduce((n, f) => n + f.bytes.length, 0),
      );
      // Increasing times keep the files in the order they were sent (one transaction shares now()).
      const base = Date.now();
      const rows = await q.insertFiles(
        tx,
        files.map((file, index) => ({
          createdAt: new Date(base + index),
          questionId: found.row.id,
          kind,
          storedName: stored[index]!,
          fileName: file.name,
          contentType: file.type,
          size: file.bytes.length,
        })),
      );
      const done = await write(tx, rows);
      await q.deleteFiles(
        tx,
        done.freed.map((file) => file.id),
      );
      await releaseStorage(
        tx,
        instituteId,
        done.freed.reduce((n, f) => n + f.size, 0),
      );
      return done;
    });
  });
  await removeStored(
    ctx,
    outcome.freed.map((file) => file.storedName),
  );
  return outcome.result;
}

async function present(ctx: QuestionContext, questionId: string): Promise<Question> {
  const row = await q.findQuestion(ctx.db, questionId);
  if (!row) throw notFound(M.questionNotFound);
  return toQuestion(row, await q.filesOf(ctx.db, [row.id]));
}

/** The checks of uploadImage's optional fields: when sent, they must name this assessment and the caller. */
function checkUploadFields(
  found: Awaited<ReturnType<typeof loadQuestion>>,
  actor: Actor,
  fields: { instituteId?: string; classId?: string; teacherId?: string },
) {
  const { assessment } = found.loaded;
  if (fields.instituteId && fields.instituteId !== assessment.instituteId) throw badRequest(M.instituteMismatch);
  if (fields.classId && fields.classId !== assessment.classId) throw badRequest(M.classMismatch);
  if (fields.teacherId && fields.teacherId !== actor.userId) throw badRequest(M.teacherMismatch);
}

/** question/uploadImage: sets (or replaces) the question's picture. */
export async function uploadImage(
  ctx: QuestionContext,
  actor: Actor,
  input: {
    fields: { questionId: string; instituteId?: string; classId?: string; teacherId?: string };
    files: UploadedFile[];
  },
) {
  const found = await loadQuestionForChange(ctx.db, actor, input.fields.questionId, 'content');
  checkUploadFields(found, actor, input.fields);
  const image = imageOf(input.files);
  await storeThen(ctx, actor, found, [image], 'image', async (tx, [row]) => {
    const previous = (await q.filesOf(tx, [found.row.id])).filter((f) => f.kind === 'image' && f.id !== row!.id);
    await q.updateQuestion(tx, found.row.id, { image: row!.storedName });
    return { result: null, freed: previous };
  });
  return present(ctx, found.row.id);
}

/** question/removeUploadedImage. */
export async function removeImage(ctx: QuestionContext, actor: Actor, questionId: string) {
  const found = await loadQuestionForChange(ctx.db, actor, questionId, 'content');
  if (!found.row.image) throw badRequest(M.noImage);
  const freed = await inDraft(ctx.db, found.row.assessmentId, async (tx) => {
    const pictures = (await q.filesOf(tx, [found.row.id])).filter((file) => file.kind === 'image');
    await q.deleteFiles(
      tx,
      pictures.map((file) => file.id),
    );
    await releaseStorage(
      tx,
      found.loaded.assessment.instituteId,
      pictures.reduce((n, f) => n + f.size, 0),
    );
    await q.updateQuestion(tx, found.row.id, { image: null });
    return pictures;
  });
  await removeStored(
    ctx,
    freed.map((file) => file.storedName),
  );
  return present(ctx, found.row.id);
}

/** question/insertFiles: up to 10 files per question. */
export async function insertFiles(
  ctx: QuestionContext,
  actor: Actor,
  input: { fields: { questionId: string; instituteId?: string }; files: UploadedFile[] },
) {
  const found = await loadQuestionForChange(ctx.db, actor, input.fields.questionId, 'content');
  checkUploadFields(found, actor, input.fields);
  const files = typed(input.files, QUESTION_FILES.types, QUESTION_FILES.maxBytes, {
    type: M.fileType,
    size: M.fileTooLarge,
  });
  await storeThen(ctx, actor, found, files, 'file', async (tx) => {
    const attached = (await q.filesOf(tx, [found.row.id])).filter((file) => file.kind === 'file');
    if (attached.length > QUESTION_FILES.maxFiles) throw badRequest(M.tooManyFiles);
    return { result: null, freed: [] };
  });
  return present(ctx, found.row.id);
}

/** question/removeFiles: every id must be an attachment of this question, or nothing is removed. */
export async function removeFiles(ctx: QuestionContext, actor: Actor, body: { questionId: string; fileIds: string[] }) {
  const found = await loadQuestionForChange(ctx.db, actor, body.questionId, 'content');
  const ids = [...new Set(body.fileIds)];
  const freed = await inDraft(ctx.db, found.row.assessmentId, async (tx) => {
    const attached = (await q.filesOf(tx, [found.row.id])).filter((file) => file.kind === 'file');
    const chosen = attached.filter((file) => ids.includes(file.id));
    if (chosen.length !== ids.length) throw notFound(M.fileNotFound);
    await q.deleteFiles(
      tx,
      chosen.map((file) => file.id),
    );
    await releaseStorage(
      tx,
      found.loaded.assessment.instituteId,
      chosen.reduce((n, f) => n + f.size, 0),
    );
    return chosen;
  });
  await removeStored(
    ctx,
    freed.map((file) => file.storedName),
  );
  return present(ctx, found.row.id);
}

/** question/uploadOptionImage: options[i].image becomes the new picture's URL; an earlier one is removed. */
export async function uploadOptionImage(
  ctx: QuestionContext,
  actor: Actor,
  input: { fields: { questionId: string; optionId: string }; files: UploadedFile[] },
) {
  const found = await loadQuestionForChange(ctx.db, actor, input.fields.questionId, 'content');
  if (!found.row.options.some((option) => option.id === input.fields.optionId)) throw badRequest(M.optionNotFound);
  const image = imageOf(input.files);
  await storeThen(ctx, actor, found, [image], 'option', async (tx, [row]) => {
    const current = await q.findQuestion(tx, found.row.id);
    const option = current!.options.find((o) => o.id === input.fields.optionId);
    if (!option) throw badRequest(M.optionNotFound);
    const previousUrl = option.image;
    const options = current!.options.map((o) =>
      o.id === input.fields.optionId ? { ...o, image: questionFileUrl(row!.id) } : o,
    );
    await q.updateQuestion(tx, found.row.id, { options });
    const stillUsed = new Set(options.map((o) => o.image));
    const freed = (await q.filesOf(tx, [found.row.id])).filter(
      (file) => file.kind === 'option' && questionFileUrl(file.id) === previousUrl && !stillUsed.has(previousUrl),
    );
    return { result: null, freed };
  });
  return present(ctx, found.row.id);
}

export interface ServedFile {
  bytes: Buffer;
  contentType: string;
  fileName: string;
}

/** GET question/image/:questionId: teachers, admins and the assessment's assigned students ('read'). */
export async function readImage(ctx: QuestionContext, actor: Actor, questionId: string): Promise<ServedFile> {
  const { row } = await loadQuestion(ctx.db, actor, questionId, 'read');
  const file = row.image ? (await q.filesOf(ctx.db, [row.id])).find((f) => f.storedName === row.image) : undefined;
  const bytes = file ? await ctx.files.read(file.storedName) : null;
  if (!file || !bytes) throw notFound(M.noImage);
  return { bytes, contentType: file.contentType, fileName: file.fileName };
}

/** GET question/file/:fileId: an attachment or option picture, to whoever may read its assessment. */
export async function readFile(ctx: QuestionContext, actor: Actor, fileId: string): Promise<ServedFile> {
  const file = await q.findFile(ctx.db, fileId);
  if (!file) throw notFound(M.fileNotFound);
  try {
    await loadQuestion(ctx.db, actor, file.questionId, 'read');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(M.fileNotFound);
    throw error;
  }
  const bytes = await ctx.files.read(file.storedName);
  if (!bytes) throw notFound(M.fileNotFound);
  return { bytes, contentType: file.contentType, fileName: file.fileName };
}
