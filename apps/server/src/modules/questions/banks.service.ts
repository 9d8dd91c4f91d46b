import {
  type AddToBankBody,
  type BankItem,
  type CuratedQuestion,
  type CuratedTopic,
  type ImportResult,
  QUESTION_ROUTE_MESSAGES as M,
  type QuestionContent,
  questionProblemMessage,
} from '@bright/contracts';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { enforce, instituteVerdict } from '../../lib/authorize';
import { type QuestionContext, inDraft, loadAssessmentForChange, loadQuestion } from './question-access';
import { checkOptionImages, fileIdOfUrl, insertCopies, withStoredFiles } from './question-copies';
import { completenessProblem, roomFor } from './questions.policy';
import { contentOf, toBankItem, toCuratedQuestion, toQuestion } from './questions.presenter';
import * as q from './questions.queries';
import { listOf } from './questions.service';
import { type TopicIndex, resolveTopic, topicIndex } from './topics.service';

const STAFF = ['admin', 'instructor'] as const;

function callerInstitute(actor: Actor) {
  const id = actor.instituteId ?? '';
  enforce(instituteVerdict(actor, id, STAFF), M.instituteNotFound);
  return id;
}

/** Our own option-picture URLs only (they are copied with the question); anything else is refused. */
function checkPictures(content: QuestionContent) {
  checkOptionImages(
    content.options.filter((option) => !fileIdOfUrl(option.image)),
    new Set(),
  );
}

/** questionBank/fetchViaTopicId: the caller's institute's items of one topic. */
export async function fetchBank(ctx: QuestionContext, actor: Actor, topicId: string): Promise<BankItem[]> {
  const instituteId = callerInstitute(actor);
  const { topic } = await resolveTopic(ctx.db, instituteId, topicId);
  const rows = await q.bankItemsOfTopic(ctx.db, instituteId, topic.id);
  return rows.map((row) => toBankItem(row, topic.name));
}

/** questionBank/add: a copy of an assessment's question (its teachers) or a whole new question; complete only. */
export async function addToBank(ctx: QuestionContext, actor: Actor, body: AddToBankBody): Promise<BankItem> {
  const instituteId = callerInstitute(actor);
  let content: QuestionContent;
  let topicId: string | null | undefined;
  if ('questionId' in body && body.questionId) {
    const { row } = await loadQuestion(ctx.db, actor, body.questionId, 'teach');
    content = contentOf(row);
    topicId = body.topicId ?? row.topicId;
  } else {
    const { topicId: given, ...rest } = body as QuestionContent & { topicId: string };
    content = rest;
    topicId = given;
  }
  if (!topicId) throw badRequest(M.topicNameRequired);
  const { topic } = await resolveTopic(ctx.db, instituteId, topicId);
  const problem = completenessProblem(content);
  if (problem) throw badRequest(problem);
  checkPictures(content);
  const row = await q.insertBankItem(ctx.db, { instituteId, topicId: topic.id, createdBy: actor.userId, ...content });
  return toBankItem(row, topic.name);
}

function curatedTopicOf(index: TopicIndex, topicId: string) {
  const topic = index.byId.get(topicId);
  return { name: topic?.name ?? '', hierarchy: index.hierarchy(topicId) };
}

/** curatedQuestion/fetchViaTopicId: the curated questions of a topic and of the topics under it. */
export async function fetchCurated(ctx: QuestionContext, actor: Actor, topicId: string): Promise<CuratedQuestion[]> {
  const instituteId = callerInstitute(actor);
  const { index } = await resolveTopic(ctx.db, instituteId, topicId);
  const rows = await q.curatedOfTopics(ctx.db, index.subtree(topicId));
  return rows.map((row) => toCuratedQuestion(row, curatedTopicOf(index, row.topicId)));
}

/** curatedQuestion/fetchTopicsWithQuestionsAndVideos: curated topics that have questions or videos. */
export async function curatedTopics(ctx: QuestionContext, actor: Actor): Promise<CuratedTopic[]> {
  const instituteId = callerInstitute(actor);
  const index = await topicIndex(ctx.db, instituteId);
  const curated = [...index.byId.values()].filter((topic) => topic.instituteId === null);
  const rows = await q.curatedOfTopics(
    ctx.db,
    curated.map((topic) => topic.id),
  );
  return curated
    .map((topic) => ({
      topicId: topic.id,
      topicName: topic.name,
      hierarchy: index.hierarchy(topic.id),
      parentId: topic.parentId ?? null,
      videos: topic.videos,
      questions: rows
        .filter((row) => row.topicId === topic.id)
        .map((row) => toCuratedQuestion(row, curatedTopicOf(index, topic.id))),
    }))
    .filter((topic) => topic.questions.length > 0 || topic.videos.length > 0)
    .sort((a, b) => a.hierarchy.localeCompare(b.hierarchy));
}

interface Importable {
  id: string;
  content: QuestionContent;
  topicId: string | null;
  topicName: string | null;
}

/**
 * Copies whole questions to the end of a draft assessment in the order asked, all or nothing: each must
 * be complete ('Question 2: ...' names the first that is not).
 */
async function importInto(
  ctx: QuestionContext,
  actor: Actor,
  assessment: { id: string; instituteId: string },
  items: Importable[],
  source: (id: string) => string,
): Promise<ImportResult> {
  const assessmentId = assessment.id;
  for (const [index, item] of items.entries()) {
    const problem = completenessProblem(item.content);
    if (problem) throw badRequest(questionProblemMessage(index + 1, problem));
  }
  const target = { assessmentId, instituteId: assessment.instituteId, userId: actor.userId };
  const added = await withStoredFiles(ctx, (stored) =>
    inDraft(ctx.db, assessmentId, async (tx) => {
      if (!roomFor(await q.countQuestions(tx, assessmentId), items.length)) throw badRequest(M.tooManyQuestions);
      return insertCopies(
        ctx,
        tx,
        target,
        items.map((item) => ({ ...item, source: source(item.id) })),
        stored,
      );
    }),
  );
  const list = await listOf(ctx.db, assessmentId, false);
  const files = await q.filesOf(
    ctx.db,
    added.map((row) => row.id),
  );
  return { assessmentId, added: added.map((row) => toQuestion(row, files)), questions: list.questions };
}

async function loadAssessment(ctx: QuestionContext, actor: Actor, assessmentId: string) {
  return (await loadAssessmentForChange(ctx.db, actor, assessmentId, 'content')).assessment;
}

/** Ids in the order asked, each found once; a missing one is 404 with `message`. */
function inOrder<T extends { id: string }>(ids: string[], rows: T[], message: string) {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return [...new Set(ids)].map((id) => {
    const row = byId.get(id);
    if (!row) throw notFound(message);
    return row;
  });
}

/** curatedQuestion/addToAssesment. */
export async function addCurated(
  ctx: QuestionContext,
  actor: Actor,
  body: { assessmentId: string; curatedQuestionReferenceIds: string[] },
) {
  const assessment = await loadAssessment(ctx, actor, body.assessmentId);
  const rows = inOrder(
    body.curatedQuestionReferenceIds,
    await q.curatedByIds(ctx.db, body.curatedQuestionReferenceIds),
    M.curatedNotFound,
  );
  const index = await topicIndex(ctx.db, assessment.instituteId);
  const items = rows.map((row) => ({
    id: row.id,
    content: contentOf(row),
    topicId: index.byId.has(row.topicId) ? row.topicId : null,
    topicName: index.byId.get(row.topicId)?.name ?? null,
  }));
  return importInto(ctx, actor, assessment, items, (id) => `curated:${id}`);
}

/** question/importFromQuestionBank: the assessment's institute's bank only (another's item is 404). */
export async function importFromBank(
  ctx: QuestionContext,
  actor: Actor,
  body: { assessmentId: string; questionBankIds: string[] },
) {
  const assessment = await loadAssessment(ctx, actor, body.assessmentId);
  const rows = inOrder(
    body.questionBankIds,
    await q.bankItemsByIds(ctx.db, assessment.instituteId, body.questionBankIds),
    M.bankItemNotFound,
  );
  const index = await topicIndex(ctx.db, assessment.instituteId);
  const items = rows.map((row) => ({
    id: row.id,
    content: contentOf(row),
    topicId: row.topicId && index.byId.has(row.topicId) ? row.topicId : null,
    topicName: (row.topicId && index.byId.get(row.topicId)?.name) || null,
  }));
  return importInto(ctx, actor, assessment, items, (id) => `bank:${id}`);
}

/** question/importGeneratedQuestions: rows of one generator group of the assessment's institute. */
export async function importGenerated(
  ctx: QuestionContext,
  actor: Actor,
  body: { assessmentId: string; groupId: string; questionIds: string[] },
) {
  const assessment = await loadAssessment(ctx, actor, body.assessmentId);
  const rows = inOrder(
    body.questionIds,
    await q.generatedByIds(ctx.db, assessment.instituteId, body.groupId, body.questionIds),
    M.generatedNotFound,
  );
  const items = rows.map((row) => ({ id: row.id, content: contentOf(row), topicId: null, topicName: null }));
  return importInto(ctx, actor, assessment, items, (id) => `generated:${id}`);
}
