import {
  BOARD_MAX_PAGES,
  BOARD_MESSAGES,
  type AddPagesBody,
  type BoardPages,
  type PageBackground,
  type PageBody,
  type RecentBoard,
} from '@bright/contracts';
import * as Y from 'yjs';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import type { BoardDocs } from './board-docs';
import { dropStoredDocument, writeSnapshot } from './board-persistence';
import { type BoardNeed, loadBoardLesson } from './boards.access';
import { toBoardInfo, toBoardPage, toBoardPages, toRecentBoard } from './boards.presenter';
import * as q from './boards.queries';

export interface BoardContext {
  db: Db;
  docs: BoardDocs;
}

export async function boardInfo(db: Db, actor: Actor, lessonId: string) {
  const { lesson, access } = await loadBoardLesson(db, actor, lessonId, 'read');
  return toBoardInfo(lesson, await q.listPages(db, lesson.id), access);
}

/** The caller's own lessons and, for a student, those published to their classes: newest first. */
export async function recentBoards(db: Db, actor: Actor): Promise<RecentBoard[]> {
  if (!actor.instituteId) return [];
  const own = (await q.recentOwnLessons(db, actor.userId, actor.instituteId)).map((l) => toRecentBoard(l, 'owner'));
  const published = actor.roles.includes('learner')
    ? (await q.recentPublishedLessons(db, actor.userId, actor.instituteId)).map((l) => toRecentBoard(l, 'reader'))
    : [];
  const seen = new Set(own.map((board) => board.lessonId));
  return [...own, ...published.filter((board) => !seen.has(board.lessonId))]
    .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt))
    .slice(0, 20);
}

/** Checks the lesson, then runs `change` in a transaction holding the lesson's row lock. */
async function changeLesson<T>(
  db: Db,
  actor: Actor,
  lessonId: string,
  change: (tx: Executor, lesson: q.LessonRow, pages: q.PageRow[]) => Promise<T>,
  need: BoardNeed = 'edit',
) {
  await loadBoardLesson(db, actor, lessonId, need);
  return db.transaction(async (tx) => {
    const lesson = await q.lockLesson(tx, lessonId);
    if (!lesson) throw notFound(BOARD_MESSAGES.lessonNotFound);
    const result = await change(tx, lesson, await q.listPages(tx, lessonId));
    await q.touchLesson(tx, lessonId);
    return result;
  });
}

const pageIn = (pages: q.PageRow[], pageId: string) => {
  const page = pages.find((candidate) => candidate.id === pageId);
  if (!page) throw notFound(BOARD_MESSAGES.pageNotFound);
  return page;
};

/** A background names a picture or PDF of the caller's own My Files, of the kind it says. */
async function checkBackground(db: Executor, actor: Actor, background: PageBackground) {
  const file = await q.findOwnFile(db, background.fileId, actor.userId, actor.instituteId ?? '');
  if (!file || file.kind !== 'FILE' || !file.storedName || file.status !== 'SUCCESS') {
    throw notFound(BOARD_MESSAGES.fileNotFound);
  }
  const isPdf = file.contentType === 'application/pdf';
  const isImage = Boolean(file.contentType?.startsWith('image/'));
  if (background.kind === 'pdf' ? !isPdf : !isImage) throw badRequest(BOARD_MESSAGES.backgroundType);
}

/** Inserts pages at an index of the order and renumbers the whole lesson. */
async function insertAt(
  tx: Executor,
  lessonId: string,
  pages: q.PageRow[],
  index: number,
  backgrounds: Array<PageBackground | null>,
) {
  if (pages.length + backgrounds.length > BOARD_MAX_PAGES) throw badRequest(BOARD_MESSAGES.tooManyPages);
  const created = await q.insertPages(
    tx,
    backgrounds.map((background, offset) => ({ lessonId, position: index + offset, background })),
  );
  const order = pages.map((page) => page.id);
  order.splice(index, 0, ...created.map((page) => page.id));
  await q.setPositions(tx, order);
  return created;
}

async function pagesNow(tx: Executor, lesson: q.LessonRow): Promise<BoardPages> {
  return toBoardPages(lesson, await q.listPages(tx, lesson.id));
}

export function addPages(ctx: BoardContext, actor: Actor, body: AddPagesBody) {
  return changeLesson(ctx.db, actor, body.lessonId, async (tx, lesson, pages) => {
    const backgrounds = body.backgrounds ?? [null];
    for (const background of new Map(
      backgrounds.filter(Boolean).map((b) => [`${b!.kind}:${b!.fileId}`, b!]),
    ).values()) {
      await checkBackground(tx, actor, background);
    }
    const index = body.afterPageId ? pages.indexOf(pageIn(pages, body.afterPageId)) + 1 : pages.length;
    await insertAt(tx, lesson.id, pages, index, backgrounds);
    return pagesNow(tx, lesson);
  });
}

export function reorderPages(ctx: BoardContext, actor: Actor, body: { lessonId: string; pageIds: string[] }) {
  return changeLesson(ctx.db, actor, body.lessonId, async (tx, lesson, pages) => {
    const wanted = new Set(body.pageIds);
    const same = wanted.size === body.pageIds.length && wanted.size === pages.length;
    if (!same || pages.some((page) => !wanted.has(page.id))) throw badRequest(BOARD_MESSAGES.reorderMismatch);
    await q.setPositions(tx, body.pageIds);
    return pagesNow(tx, lesson);
  });
}

/** The copy starts from the source's whole state (what is in memory included) as its snapshot. */
export async function duplicatePage(ctx: BoardContext, actor: Actor, body: PageBody) {
  const { lesson } = await loadBoardLesson(ctx.db, actor, body.lessonId, 'edit');
  const source = pageIn(await q.listPages(ctx.db, lesson.id), body.pageId);
  const state = await ctx.docs.stateOf({ id: source.id, lessonId: lesson.id, generation: source.generation });
  return changeLesson(ctx.db, actor, body.lessonId, async (tx, locked, pages) => {
    const page = pageIn(pages, body.pageId);
    const [copy] = await insertAt(tx, locked.id, pages, pages.indexOf(page) + 1, [
      (page.background as PageBackground | null) ?? null,
    ]);
    await writeSnapshot(tx, copy!.id, copy!.generation, state, Y.encodeStateVectorFromUpdate(state));
    return pagesNow(tx, locked);
  });
}

export async function deletePage(ctx: BoardContext, actor: Actor, body: PageBody) {
  const result = await changeLesson(ctx.db, actor, body.lessonId, async (tx, lesson, pages) => {
    pageIn(pages, body.pageId);
    if (pages.length <= 1) throw badRequest(BOARD_MESSAGES.lastPage);
    await q.deletePage(tx, body.pageId);
    await q.setPositions(
      tx,
      pages.filter((page) => page.id !== body.pageId).map((page) => page.id),
    );
    return pagesNow(tx, lesson);
  });
  ctx.docs.discard(body.pageId, true);
  return result;
}

/** Clearing starts a new generation: one update of the page row, not a delete per stroke. */
export async function clearPage(ctx: BoardContext, actor: Actor, body: PageBody) {
  const page = await changeLesson(ctx.db, actor, body.lessonId, async (tx, _lesson, pages) => {
    pageIn(pages, body.pageId);
    await dropStoredDocument(tx, body.pageId);
    return (await q.nextGeneration(tx, body.pageId))!;
  });
  ctx.docs.discard(body.pageId, true);
  return toBoardPage(page);
}

export function setBackground(ctx: BoardContext, actor: Actor, body: PageBody & { background: PageBackground | null }) {
  return changeLesson(ctx.db, actor, body.lessonId, async (tx, _lesson, pages) => {
    pageIn(pages, body.pageId);
    if (body.background) await checkBackground(tx, actor, body.background);
    return toBoardPage((await q.setBackground(tx, body.pageId, body.background))!);
  });
}

export function presentPage(ctx: BoardContext, actor: Actor, body: PageBody) {
  return changeLesson(ctx.db, actor, body.lessonId, async (tx, lesson, pages) => {
    pageIn(pages, body.pageId);
    await q.setCurrentPage(tx, lesson.id, body.pageId);
    return { lessonId: lesson.id, currentPageId: body.pageId };
  });
}

/** A page's whole Yjs state, for thumbnails and the PDF download: whoever may open the lesson. */
export async function pageState(ctx: BoardContext, actor: Actor, lessonId: string, pageId: string) {
  const { lesson } = await loadBoardLesson(ctx.db, actor, lessonId, 'read');
  const page = await q.findPage(ctx.db, lesson.id, pageId);
  if (!page) throw notFound(BOARD_MESSAGES.pageNotFound);
  return ctx.docs.stateOf({ id: page.id, lessonId: lesson.id, generation: page.generation });
}
