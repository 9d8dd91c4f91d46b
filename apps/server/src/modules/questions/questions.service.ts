import {
  type AddQuestionBody,
  type AnswerRubric,
  type CreateQuestionBody,
  DEFAULT_POINTS,
  DEFAULT_QUESTION_TYPE,
  QUESTION_ROUTE_MESSAGES as M,
  type Question,
  type QuestionContent,
  type QuestionList,
  type UpdateQuestionSetData,
  isPublishedStatus,
} from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import { loadAssessmentFor } from '../assessments';
import { releaseStorage } from '../licences';
import {
  type QuestionContext,
  inDraft,
  loadAssessmentForChange,
  loadQuestion,
  loadQuestionForChange,
  removeStored,
} from './question-access';
import { checkOptionImages, copyFiles, fileIdOfUrl, rewriteOptionImages, withStoredFiles } from './question-copies';
import { changeType, correctOptionsProblem, editProblem, startingKey } from './question-rules';
import { completenessProblem, roomFor } from './questions.policy';
import { contentOf, questionFileUrl, toQuestion } from './questions.presenter';
import * as q from './questions.queries';
import { resolveTopic } from './topics.service';

async function present(db: Db, row: q.QuestionRow): Promise<Question> {
  return toQuestion(row, await q.filesOf(db, [row.id]));
}

/** The topic fields to store: a known topicId brings its own name; null clears; a bare name is kept as text. */
async function topicFields(
  db: Db,
  instituteId: string,
  meta: { topicId?: string | null; topicName?: string | null },
): Promise<{ topicId?: string | null; topicName?: string | null }> {
  if (meta.topicId) {
    const { topic } = await resolveTopic(db, instituteId, meta.topicId);
    return { topicId: topic.id, topicName: topic.name };
  }
  if (meta.topicId === null) return { topicId: null, topicName: meta.topicName ?? null };
  return meta.topicName !== undefined ? { topicName: meta.topicName } : {};
}

export async function listOf(db: Db, assessmentId: string, published: boolean): Promise<QuestionList> {
  const rows = await q.listQuestions(db, assessmentId);
  const files = await q.filesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    assessmentId,
    published,
    questions: rows.map((row) => toQuestion(row, files)),
    abilities: { canEdit: !published },
  };
}

/** question/create: a new question at the end, with starting options for its type. */
export async function createQuestion(db: Db, actor: Actor, body: CreateQuestionBody): Promise<Question> {
  const { assessment } = await loadAssessmentForChange(db, actor, body.assessmentId, 'content');
  const type = body.type ?? DEFAULT_QUESTION_TYPE;
  const topic = await topicFields(db, assessment.instituteId, body);
  const row = await inDraft(db, assessment.id, async (tx) => {
    const count = await q.countQuestions(tx, assessment.id);
    if (!roomFor(count, 1)) throw badRequest(M.tooManyQuestions);
    const [created] = await q.insertQuestions(tx, [
      {
        assessmentId: assessment.id,
        position: count,
        type,
        description: body.description ?? '',
        points: body.points ?? DEFAULT_POINTS,
        bloomLevel: body.bloomLevel ?? null,
        ...startingKey(type),
        tempId: body.tempId ?? null,
        ...topic,
      },
    ]);
    return created!;
  });
  return present(db, row);
}

/** question/duplicate: a copy right after the original, with copies of its picture and files. */
export async function duplicateQuestion(ctx: QuestionContext, actor: Actor, questionId: string): Promise<Question> {
  const { row, loaded } = await loadQuestionForChange(ctx.db, actor, questionId, 'content');
  const row2 = await withStoredFiles(ctx, (stored) =>
    inDraft(ctx.db, row.assessmentId, async (tx) => {
      if (!roomFor(await q.countQuestions(tx, row.assessmentId), 1)) throw badRequest(M.tooManyQuestions);
      await q.shiftPositions(tx, row.assessmentId, row.position + 1);
      const [copy] = await q.insertQuestions(tx, [
        {
          assessmentId: row.assessmentId,
          position: row.position + 1,
          ...contentOf(row),
          tempId: null,
          topicId: row.topicId,
          topicName: row.topicName,
          source: row.source,
        },
      ]);
      const files = await q.filesOf(tx, [row.id]);
      const target = { questionId: copy!.id, instituteId: loaded.assessment.instituteId, userId: actor.userId };
      const ids = await copyFiles(ctx, tx, files, target, stored);
      const picture = files.find((file) => file.kind === 'image' && file.storedName === row.image);
      const image = picture ? (ids.get(picture.id)?.storedName ?? null) : null;
      return q.updateQuestion(tx, copy!.id, { options: rewriteOptionImages(row.options, ids), image });
    }),
  );
  return present(ctx.db, row2);
}

/** question/read: one question with its key (teachers). */
export async function readQuestion(db: Db, actor: Actor, questionId: string): Promise<Question> {
  const { row } = await loadQuestion(db, actor, questionId, 'teach');
  return present(db, row);
}

/** question/fetch: an assessment's questions in order (teachers). */
export async function fetchQuestions(db: Db, actor: Actor, assessmentId: string): Promise<QuestionList> {
  const { assessment } = await loadAssessmentFor(db, actor, assessmentId, 'teach');
  return listOf(db, assessment.id, isPublishedStatus(assessment.status));
}

/** The option pictures an edit may keep or set: this question's own uploaded ones. */
function allowedOptionImages(row: q.QuestionRow, files: q.QuestionFileRow[]) {
  return new Set([
    ...row.options.map((option) => option.image).filter((image): image is string => !!image),
    ...files.filter((file) => file.kind === 'option').map((file) => questionFileUrl(file.id)),
  ]);
}

/** Option-picture files no option refers to any more: their rows go, their bytes are released. */
async function pruneOptionFiles(tx: Executor, row: q.QuestionRow) {
  const files = await q.filesOf(tx, [row.id]);
  const used = new Set(row.options.map((option) => fileIdOfUrl(option.image)));
  return q.deleteFiles(
    tx,
    files.filter((file) => file.kind === 'option' && !used.has(file.id)).map((file) => file.id),
  );
}

/**
 * question/update: a blank questionId is skipped silently (SPEC §5). The type change is applied first
 * (question-rules.changeType says what it keeps), then the fields sent; the result must pass editProblem.
 */
export async function updateQuestion(
  ctx: QuestionContext,
  actor: Actor,
  body: { questionId: string; setData: UpdateQuestionSetData },
): Promise<Question | null> {
  if (body.questionId.trim() === '') return null;
  const { row, loaded } = await loadQuestionForChange(ctx.db, actor, body.questionId, 'content');
  const { tempId, topicId, topicName, ...content } = body.setData;
  const topic = await topicFields(ctx.db, loaded.assessment.instituteId, { topicId, topicName });
  const current = contentOf(row);
  const typed = content.type ? { ...current, ...changeType(current, content.type) } : current;
  const defined = Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined));
  const next: QuestionContent = { ...typed, ...defined } as QuestionContent;
  // An ordering question's options are listed in their right order: new options bring a new order.
  if (next.type === 'ORDERING' && content.options && !content.correctOptions)
    next.correctOptions = next.options.map((option) => option.id);
  const problem = editProblem(next);
  if (problem) throw badRequest(problem);
  checkOptionImages(next.options, allowedOptionImages(row, await q.filesOf(ctx.db, [row.id])));
  const { updated, pruned } = await inDraft(ctx.db, row.assessmentId, async (tx) => {
    const saved = await q.updateQuestion(tx, row.id, {
      ...next,
      ...(tempId !== undefined ? { tempId } : {}),
      ...topic,
    });
    const gone = await pruneOptionFiles(tx, saved);
    const bytes = gone.reduce((sum, file) => sum + file.size, 0);
    await releaseStorage(tx, loaded.assessment.instituteId, bytes);
    return { updated: saved, pruned: gone };
  });
  await removeStored(
    ctx,
    pruned.map((file) => file.storedName),
  );
  return present(ctx.db, updated);
}

/** question/remove: the question, its files' rows and bytes; the others close up. */
export async function removeQuestion(ctx: QuestionContext, actor: Actor, questionId: string) {
  const { row, loaded } = await loadQuestionForChange(ctx.db, actor, questionId, 'content');
  const files = await inDraft(ctx.db, row.assessmentId, async (tx) => {
    const owned = await q.filesOf(tx, [row.id]);
    await q.deleteQuestion(tx, row.id);
    await q.renumber(tx, row.assessmentId);
    await releaseStorage(
      tx,
      loaded.assessment.instituteId,
      owned.reduce((sum, file) => sum + file.size, 0),
    );
    return owned;
  });
  await removeStored(
    ctx,
    files.map((file) => file.storedName),
  );
  return { questionId: row.id, assessmentId: row.assessmentId };
}

/** question/reorder: questionIds must list every question of the assessment once. */
export async function reorderQuestions(db: Db, actor: Actor, body: { assessmentId: string; questionIds: string[] }) {
  const { assessment } = await loadAssessmentForChange(db, actor, body.assessmentId, 'content');
  await inDraft(db, assessment.id, async (tx) => {
    const current = new Set((await q.listQuestions(tx, assessment.id)).map((row) => row.id));
    const given = new Set(body.questionIds);
    const same =
      given.size === body.questionIds.length &&
      given.size === current.size &&
      body.questionIds.every((id) => current.has(id));
    if (!same) throw badRequest(M.reorderMismatch);
    await q.renumber(tx, assessment.id, body.questionIds);
  });
  return listOf(db, assessment.id, false);
}

/** question/updateCorrectOption. */
export async function updateCorrectOption(
  db: Db,
  actor: Actor,
  body: { questionId: string; correctOptions: string[] },
): Promise<Question> {
  const { row } = await loadQuestionForChange(db, actor, body.questionId, 'content');
  const problem = correctOptionsProblem(contentOf(row), body.correctOptions);
  if (problem) throw badRequest(problem);
  const updated = await inDraft(db, row.assessmentId, (tx) =>
    q.updateQuestion(tx, row.id, { correctOptions: body.correctOptions }),
  );
  return present(db, updated);
}

/** question/add-question: a whole, complete question at the end. */
export async function addQuestion(ctx: QuestionContext, actor: Actor, body: AddQuestionBody): Promise<Question> {
  const { assessmentId, tempId, topicId, topicName, ...raw } = body as AddQuestionBody & QuestionContent;
  const content = raw as QuestionContent;
  const { assessment } = await loadAssessmentForChange(ctx.db, actor, assessmentId, 'content');
  const problem = completenessProblem(content);
  if (problem) throw badRequest(problem);
  checkOptionImages(content.options, new Set());
  const topic = await topicFields(ctx.db, assessment.instituteId, { topicId, topicName });
  const row = await inDraft(ctx.db, assessment.id, async (tx) => {
    const count = await q.countQuestions(tx, assessment.id);
    if (!roomFor(count, 1)) throw badRequest(M.tooManyQuestions);
    const [created] = await q.insertQuestions(tx, [
      { assessmentId: assessment.id, position: count, ...content, tempId: tempId ?? null, ...topic },
    ]);
    return created!;
  });
  return present(ctx.db, row);
}

/** question/add-answer-rubric: allowed on a published assessment too (grading uses it). */
export async function saveAnswerRubric(
  db: Db,
  actor: Actor,
  body: { questionId: string; answer: string | null; rubric: string | null },
): Promise<AnswerRubric> {
  const { row } = await loadQuestionForChange(db, actor, body.questionId, 'answerRubric');
  const updated = await q.updateQuestion(db, row.id, { answer: body.answer, rubric: body.rubric });
  return { questionId: updated.id, answer: updated.answer ?? null, rubric: updated.rubric ?? null };
}

export async function readAnswerRubric(db: Db, actor: Actor, questionId: string): Promise<AnswerRubric> {
  const { row } = await loadQuestion(db, actor, questionId, 'teach');
  return { questionId: row.id, answer: row.answer ?? null, rubric: row.rubric ?? null };
}
