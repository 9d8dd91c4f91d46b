import { type ImportOutcome, INTEROP_MESSAGES, IMPORT_LIMITS, isPublishedStatus } from '@bright/contracts';
import { and, asc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { questionFiles, questions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { loadAssessmentFor } from '../assessments';
import { convertFile } from './import-file';
import type { ConvertedQuestion, ExportFile, ExportQuestion } from './interop-types';
import { pictureExtension } from './interop-types';
import { writeZip } from './interop-zip';
import { buildQtiPackage } from './qti-export';
import { type FileStore, sniffFileType } from '../../lib/file-store';
import { chargeStorage } from '../licences';
import { questionsChanged } from '../questions';

/** `files` is the questions module's store (DATA_DIR/files/questions): imported pictures are question files like uploaded ones. */
export interface InteropContext {
  db: Db;
  files: FileStore;
}

type QuestionRow = typeof questions.$inferSelect;

/** The URL an option picture has (the questions module's GET /api/question/file/:fileId). */
export const optionPictureUrl = (fileId: string) => `/api/question/file/${fileId}`;
const FILE_URL = /^\/api\/question\/file\/([^/?#]+)$/;

async function picture(files: FileStore, stored: string | null | undefined): Promise<ExportFile | null> {
  if (!stored) return null;
  const bytes = await files.read(stored);
  const extension = bytes && pictureExtension(bytes);
  return bytes && extension ? { bytes, extension } : null;
}

async function exportQuestion(
  ctx: InteropContext,
  row: QuestionRow,
  files: Map<string, string>,
): Promise<ExportQuestion> {
  const optionImages = new Map<string, ExportFile>();
  for (const option of row.options) {
    const fileId = option.image ? FILE_URL.exec(option.image)?.[1] : undefined;
    const stored = fileId ? files.get(fileId) : option.image;
    const file = await picture(ctx.files, stored);
    if (file) optionImages.set(option.id, file);
  }
  return {
    content: {
      type: row.type as ExportQuestion['content']['type'],
      description: row.description,
      points: row.points,
      options: row.options,
      correctOptions: row.correctOptions,
      acceptedAnswers: row.acceptedAnswers,
      blanks: row.blanks,
      numeric: row.numeric,
      bloomLevel: row.bloomLevel as ExportQuestion['content']['bloomLevel'],
      answer: row.answer,
      rubric: row.rubric,
    },
    topicName: row.topicName,
    image: await picture(ctx.files, row.image),
    optionImages,
  };
}

/** GET assessment/export-qti: the teachers' QTI 3.0 package of an assessment's questions. */
export async function exportQti(ctx: InteropContext, actor: Actor, assessmentId: string) {
  const { assessment } = await loadAssessmentFor(ctx.db, actor, assessmentId, 'teach');
  const rows = await ctx.db
    .select()
    .from(questions)
    .where(eq(questions.assessmentId, assessment.id))
    .orderBy(asc(questions.position), asc(questions.createdAt));
  const fileRows = rows.length
    ? await ctx.db
        .select({ id: questionFiles.id, storedName: questionFiles.storedName })
        .from(questionFiles)
        .where(
          inArray(
            questionFiles.questionId,
            rows.map((r) => r.id),
          ),
        )
    : [];
  const files = new Map(fileRows.map((f) => [f.id, f.storedName]));
  const exported = [];
  for (const row of rows) exported.push(await exportQuestion(ctx, row, files));
  const bytes = writeZip(buildQtiPackage(assessment.name, exported));
  return { bytes, fileName: `${assessment.name}-qti3.zip` };
}

export interface ImportInput {
  assessmentId: string;
  dryRun: boolean;
  fileName: string;
  bytes: Uint8Array;
}

const preview = (q: ConvertedQuestion) => ({ ...q.content, topicName: q.topicName, image: q.image?.path ?? null });

/**
 * POST assessment/import: converts the file, then (unless a dry run) stores every question at the
 * end of the assessment in one transaction, pictures included; a failure leaves nothing behind.
 */
export async function importQuestions(ctx: InteropContext, actor: Actor, input: ImportInput): Promise<ImportOutcome> {
  const { assessment } = await loadAssessmentFor(ctx.db, actor, input.assessmentId, 'teach');
  if (isPublishedStatus(assessment.status)) throw badRequest(INTEROP_MESSAGES.published);
  const conversion = convertFile(input.bytes, input.fileName);
  const { format, problems } = conversion;
  if (!conversion.questions.length) {
    const reasons = problems.filter((p) => p.skipped).map((p) => `${p.item}: ${p.reason}`);
    throw badRequest(`${INTEROP_MESSAGES.nothingImported}${reasons.length ? `: ${reasons.join('; ')}` : ''}`);
  }
  if (conversion.questions.length > IMPORT_LIMITS.maxQuestions) throw badRequest(INTEROP_MESSAGES.tooManyQuestions);
  const questionsOut = conversion.questions.map(preview);
  if (input.dryRun) return { format, dryRun: true, imported: 0, questions: questionsOut, problems };

  const written: string[] = [];
  /** Writes a picture's bytes; the row that names it is inserted in the transaction. */
  const save = async (bytes: Uint8Array, path: string) => {
    const buffer = Buffer.from(bytes);
    const contentType = sniffFileType(buffer)!;
    const storedName = await ctx.files.save(buffer, contentType);
    written.push(storedName);
    return { storedName, contentType, size: buffer.length, fileName: path.split('/').pop()!.slice(0, 200) };
  };
  const pictureBytes = conversion.questions.reduce(
    (sum, q) =>
      sum + (q.image?.bytes.length ?? 0) + [...q.optionImages.values()].reduce((n, f) => n + f.bytes.length, 0),
    0,
  );
  try {
    await ctx.db.transaction(async (tx) => {
      await chargeStorage(tx, { instituteId: assessment.instituteId, userId: actor.userId }, pictureBytes);
      const [last] = await tx
        .select({ position: max(questions.position) })
        .from(questions)
        .where(eq(questions.assessmentId, assessment.id));
      let position = (last?.position ?? -1) + 1;
      for (const q of conversion.questions) {
        const image = q.image ? await save(q.image.bytes, q.image.path) : null;
        const [row] = await tx
          .insert(questions)
          .values({
            assessmentId: assessment.id,
            position: position++,
            ...q.content,
            options: q.content.options.map((o) => ({ ...o, image: null })),
            numeric: q.content.numeric ?? null,
            bloomLevel: q.content.bloomLevel ?? null,
            answer: q.content.answer ?? null,
            rubric: q.content.rubric ?? null,
            topicName: q.topicName,
            image: image?.storedName ?? null,
            source: `import:${format}`,
          })
          .returning({ id: questions.id });
        // The question's picture is a file row of kind 'image', as question/uploadImage makes it.
        if (image) await tx.insert(questionFiles).values({ questionId: row!.id, kind: 'image', ...image });
        if (!q.optionImages.size) continue;
        const options = [];
        for (const option of q.content.options) {
          const file = q.optionImages.get(option.id);
          if (!file) {
            options.push({ ...option, image: null });
            continue;
          }
          const [saved] = await tx
            .insert(questionFiles)
            .values({ questionId: row!.id, kind: 'option', ...(await save(file.bytes, file.path)) })
            .returning({ id: questionFiles.id });
          options.push({ ...option, image: optionPictureUrl(saved!.id) });
        }
        await tx
          .update(questions)
          .set({ options })
          .where(and(eq(questions.id, row!.id)));
      }
      await questionsChanged(tx, assessment.id);
    });
  } catch (error) {
    await Promise.all(written.map((stored) => ctx.files.remove(stored)));
    throw error;
  }
  return { format, dryRun: false, imported: conversion.questions.length, questions: questionsOut, problems };
}
