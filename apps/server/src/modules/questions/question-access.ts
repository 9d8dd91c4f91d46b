import { QUESTION_ROUTE_MESSAGES as M } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, notFound } from '../../lib/app-error';
import type { FileStore } from '../../lib/file-store';
import { type AssessmentNeed, loadAssessmentFor } from '../assessments';
import { type QuestionChange, canChangeQuestions } from './questions.policy';
import { questionsChanged } from './questions-changed';
import * as q from './questions.queries';

export interface QuestionContext {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
}

const conflict = () => new AppError('CONFLICT', M.published);

/** An assessment for authoring: loaded and authorized ('teach'), and refused (409) if published. */
export async function loadAssessmentForChange(db: Db, actor: Actor, assessmentId: string, change: QuestionChange) {
  const loaded = await loadAssessmentFor(db, actor, assessmentId, 'teach');
  if (!canChangeQuestions(loaded.assessment, change)) throw conflict();
  return loaded;
}

/**
 * A question with its assessment, authorized by the assessment loader. A missing question, or one the
 * loader says does not exist for the caller, is 404 'Question not found'.
 */
export async function loadQuestion(db: Db, actor: Actor, questionId: string, need: AssessmentNeed) {
  const row = await q.findQuestion(db, questionId);
  if (!row) throw notFound(M.questionNotFound);
  try {
    return { row, loaded: await loadAssessmentFor(db, actor, row.assessmentId, need) };
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(M.questionNotFound);
    throw error;
  }
}

/** A question its caller may change in this way (teach, and not frozen by publishing). */
export async function loadQuestionForChange(db: Db, actor: Actor, questionId: string, change: QuestionChange) {
  const found = await loadQuestion(db, actor, questionId, 'teach');
  if (!canChangeQuestions(found.loaded.assessment, change)) throw conflict();
  return found;
}

/**
 * Runs `work` in one transaction with the assessment row locked, checking again that it is still a
 * draft (a publish between the load and the write is seen here), so a change and a publish never cross.
 */
export async function inDraft<T>(db: Db, assessmentId: string, work: (tx: Executor) => Promise<T>) {
  return db.transaction(async (tx) => {
    const locked = await q.lockAssessment(tx, assessmentId);
    if (!locked) throw notFound(M.assessmentNotFound);
    if (!canChangeQuestions(locked, 'content')) throw conflict();
    const result = await work(tx);
    // A draft may still hold responses (unpublished after students answered): their aggregates follow.
    await questionsChanged(tx, assessmentId);
    return result;
  });
}

/** Removes stored files after a commit; a failure is logged, never raised (the rows are already gone). */
export async function removeStored(ctx: QuestionContext, stored: string[]) {
  await Promise.all(
    stored.map((name) =>
      ctx.files.remove(name).catch((error) => ctx.log.warn({ err: error }, 'question file not removed')),
    ),
  );
}
