import { MAX_TOPIC_DEPTH, QUESTION_ROUTE_MESSAGES as M, type Question, type TopicNode } from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { enforce, instituteVerdict } from '../../lib/authorize';
import { loadQuestionForChange } from './question-access';
import { toQuestion } from './questions.presenter';
import * as q from './questions.queries';

export interface TopicIndex {
  byId: Map<string, q.TopicRow>;
  /** 'Mathematics > Fractions' */
  hierarchy: (topicId: string) => string;
  /** The topic and every topic under it. */
  subtree: (topicId: string) => string[];
  depth: (topicId: string) => number;
}

/** Curated topics and one institute's own, with their paths (a parent outside them makes a root). */
export async function topicIndex(db: Executor, instituteId: string): Promise<TopicIndex> {
  const rows = await q.visibleTopics(db, instituteId);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const parentOf = (row: q.TopicRow) => (row.parentId && byId.has(row.parentId) ? row.parentId : null);
  const path = (topicId: string) => {
    const names: string[] = [];
    let current = byId.get(topicId);
    // Bounded, so a bad cycle in data cannot hang a request.
    for (let guard = 0; current && guard < 20; guard += 1) {
      names.unshift(current.name);
      const parent = parentOf(current);
      current = parent ? byId.get(parent) : undefined;
    }
    return names;
  };
  const children = new Map<string | null, q.TopicRow[]>();
  for (const row of rows) {
    const parent = parentOf(row);
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  const subtree = (topicId: string): string[] => {
    const out: string[] = [];
    const walk = (id: string, depth: number) => {
      if (depth > 20 || out.includes(id)) return;
      out.push(id);
      for (const child of children.get(id) ?? []) walk(child.id, depth + 1);
    };
    walk(topicId, 0);
    return out;
  };
  return {
    byId,
    hierarchy: (topicId) => path(topicId).join(' > '),
    subtree,
    depth: (topicId) => path(topicId).length,
  };
}

/** A topic the institute may use (curated or its own), else 404 'Topic not found'. */
export async function resolveTopic(db: Executor, instituteId: string, topicId: string) {
  const index = await topicIndex(db, instituteId);
  const topic = index.byId.get(topicId);
  if (!topic) throw notFound(M.topicNotFound);
  return { topic, index };
}

function callerInstitute(actor: Actor, instituteId?: string) {
  const id = instituteId ?? actor.instituteId ?? '';
  enforce(instituteVerdict(actor, id, ['admin', 'instructor']), M.instituteNotFound);
  return id;
}

/** GET graph/topic/all-topics-with-hierarchy: the tree, roots and children sorted by name. */
export async function topicsTree(db: Db, actor: Actor, instituteId: string): Promise<TopicNode[]> {
  const id = callerInstitute(actor, instituteId);
  const index = await topicIndex(db, id);
  const counts = await q.curatedCounts(db);
  const rows = [...index.byId.values()];
  const node = (row: q.TopicRow, depth: number): TopicNode => ({
    topicId: row.id,
    topicName: row.name,
    hierarchy: index.hierarchy(row.id),
    parentId: row.parentId ?? null,
    curated: row.instituteId === null,
    curatedQuestionCount: counts.get(row.id) ?? 0,
    videos: row.videos,
    children:
      depth > 20 ? [] : rows.filter((child) => child.parentId === row.id).map((child) => node(child, depth + 1)),
  });
  return rows.filter((row) => !row.parentId || !index.byId.has(row.parentId)).map((row) => node(row, 0));
}

/** POST topic/create: an institute's own topic, unique among its siblings, at most MAX_TOPIC_DEPTH deep. */
export async function createTopic(
  db: Db,
  actor: Actor,
  body: { instituteId: string; name: string; parentId?: string | null },
): Promise<TopicNode> {
  const instituteId = callerInstitute(actor, body.instituteId);
  const row = await db.transaction(async (tx) => {
    const index = await topicIndex(tx, instituteId);
    const parentId = body.parentId ?? null;
    if (parentId && !index.byId.has(parentId)) throw notFound(M.topicNotFound);
    if (parentId && index.depth(parentId) >= MAX_TOPIC_DEPTH) throw badRequest(M.topicTooDeep);
    const name = body.name.trim();
    const siblings = [...index.byId.values()].filter((topic) => (topic.parentId ?? null) === parentId);
    if (siblings.some((topic) => topic.name.toLowerCase() === name.toLowerCase())) throw badRequest(M.topicExists);
    return q.insertTopic(tx, { instituteId, parentId, name });
  });
  const index = await topicIndex(db, instituteId);
  return {
    topicId: row.id,
    topicName: row.name,
    hierarchy: index.hierarchy(row.id),
    parentId: row.parentId ?? null,
    curated: false,
    curatedQuestionCount: 0,
    videos: [],
    children: [],
  };
}

/** POST question/updateTopic: the topic's own name is stored (topicName is what the dialog showed). */
export async function updateQuestionTopic(
  db: Db,
  actor: Actor,
  body: { questionId: string; topicId: string; topicName: string },
): Promise<Question> {
  const { row, loaded } = await loadQuestionForChange(db, actor, body.questionId, 'topic');
  const { topic } = await resolveTopic(db, loaded.assessment.instituteId, body.topicId);
  const updated = await q.updateQuestion(db, row.id, { topicId: topic.id, topicName: topic.name });
  return toQuestion(updated, await q.filesOf(db, [row.id]));
}
