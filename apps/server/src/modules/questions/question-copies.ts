import { QUESTION_ROUTE_MESSAGES as M, type QuestionContent, type QuestionOption } from '@bright/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { assessments, questionFiles, questions } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import type { SniffedType } from '../../lib/file-store';
import type { Executor } from '../../db/client';
import { chargeStorage } from '../licences';
import type { QuestionContext } from './question-access';
import { questionFileUrl } from './questions.presenter';
import * as q from './questions.queries';

/** The file id of one of our option-picture URLs (`/api/question/file/<id>`), else null. */
export function fileIdOfUrl(url: string | null | undefined) {
  const match = /^\/api\/question\/file\/([A-Za-z0-9-]{1,100})$/.exec(url ?? '');
  return match ? match[1]! : null;
}

/** Stored names written during a request, removed again if it fails. */
export async function withStoredFiles<T>(ctx: QuestionContext, work: (stored: string[]) => Promise<T>) {
  const stored: string[] = [];
  try {
    return await work(stored);
  } catch (error) {
    await Promise.all(stored.map((name) => ctx.files.remove(name).catch(() => undefined)));
    throw error;
  }
}

interface CopyTarget {
  questionId: string;
  instituteId: string;
  userId: string;
}

/**
 * Copies stored files (bytes and rows) to another question in the transaction, charging the copies'
 * bytes to the institute's storage. Returns a map from the old file ids to the new ones. A file whose
 * bytes are gone is skipped.
 */
export async function copyFiles(
  ctx: QuestionContext,
  tx: Executor,
  files: q.QuestionFileRow[],
  target: CopyTarget,
  stored: string[],
) {
  const ids = new Map<string, { id: string; storedName: string }>();
  let bytes = 0;
  for (const file of files) {
    const content = await ctx.files.read(file.storedName);
    if (!content) continue;
    const name = await ctx.files.save(content, file.contentType as SniffedType);
    stored.push(name);
    const [row] = await q.insertFiles(tx, [
      {
        questionId: target.questionId,
        kind: file.kind,
        storedName: name,
        fileName: file.fileName,
        contentType: file.contentType,
        size: file.size,
      },
    ]);
    ids.set(file.id, { id: row!.id, storedName: name });
    bytes += file.size;
  }
  await chargeStorage(tx, { instituteId: target.instituteId, userId: target.userId }, bytes);
  return ids;
}

/** Options whose pictures point at copied files now point at the copies; other file URLs are dropped. */
export function rewriteOptionImages(options: QuestionOption[], ids: Map<string, { id: string }>): QuestionOption[] {
  return options.map((option) => {
    const fileId = fileIdOfUrl(option.image);
    if (!fileId) return option;
    const copy = ids.get(fileId);
    return { ...option, image: copy ? questionFileUrl(copy.id) : null };
  });
}

/** The option-picture files of the institute's questions that some content refers to. */
async function optionFilesOf(tx: Executor, instituteId: string, content: QuestionContent[]) {
  const fileIds = content.flatMap((item) => item.options.map((o) => fileIdOfUrl(o.image)).filter(Boolean) as string[]);
  if (fileIds.length === 0) return [];
  const rows = await tx
    .select({ file: questionFiles })
    .from(questionFiles)
    .innerJoin(questions, eq(questions.id, questionFiles.questionId))
    .innerJoin(assessments, eq(assessments.id, questions.assessmentId))
    .where(and(inArray(questionFiles.id, fileIds), eq(assessments.instituteId, instituteId)));
  return rows.map((row) => row.file);
}

/**
 * Inserts copies of whole questions at the end of an assessment (in a transaction that has checked it is
 * a draft): option pictures that point at the institute's stored files are copied with them.
 */
export async function insertCopies(
  ctx: QuestionContext,
  tx: Executor,
  target: { assessmentId: string; instituteId: string; userId: string },
  items: { content: QuestionContent; topicId: string | null; topicName: string | null; source: string }[],
  stored: string[],
) {
  const start = await q.countQuestions(tx, target.assessmentId);
  const pictures = await optionFilesOf(
    tx,
    target.instituteId,
    items.map((item) => item.content),
  );
  const rows: q.QuestionRow[] = [];
  for (const [offset, item] of items.entries()) {
    const [row] = await q.insertQuestions(tx, [
      {
        assessmentId: target.assessmentId,
        position: start + offset,
        ...item.content,
        topicId: item.topicId,
        topicName: item.topicName,
        source: item.source,
      },
    ]);
    const used = new Set(item.content.options.map((o) => fileIdOfUrl(o.image)));
    const ids = await copyFiles(
      ctx,
      tx,
      pictures.filter((file) => used.has(file.id)),
      { ...target, questionId: row!.id },
      stored,
    );
    const options = rewriteOptionImages(item.content.options, ids);
    rows.push(
      JSON.stringify(options) === JSON.stringify(item.content.options)
        ? row!
        : await q.updateQuestion(tx, row!.id, { options }),
    );
  }
  return rows;
}

/** An option picture in an edit must be one of this question's uploaded option pictures (or unchanged). */
export function checkOptionImages(options: QuestionOption[], allowed: Set<string>) {
  for (const option of options) {
    if (option.image && !allowed.has(option.image)) throw badRequest(M.optionImageUnknown);
  }
}
