import {
  BOARD_ITEMS_MAP,
  type BoardItem,
  type BoardPages,
  type PageBackground,
  Slides,
  type SlidesInput,
  fromStoredItem,
  toStoredItem,
} from '@bright/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import * as Y from 'yjs';
import type { Executor } from '../../db/client';
import { lessonPages, myFiles } from '../../db/schema';
import { loadPage, writeSnapshot } from './board-persistence';
import { toBoardPage, toBoardPages } from './boards.presenter';
import * as q from './boards.queries';

/** The files of these ids that the owner keeps in My Files: the only ones a page may show. */
async function ownFileIds(tx: Executor, ownerId: string, fileIds: string[]) {
  if (fileIds.length === 0) return new Set<string>();
  const rows = await tx
    .select({ id: myFiles.id })
    .from(myFiles)
    .where(and(eq(myFiles.ownerId, ownerId), inArray(myFiles.id, fileIds)));
  return new Set(rows.map((row) => row.id));
}

/** A Yjs document holding the items, as one update. */
export function itemsToState(items: BoardItem[]) {
  const doc = new Y.Doc();
  const map = doc.getMap(BOARD_ITEMS_MAP);
  doc.transact(() => {
    for (const item of items) map.set(item.id, toStoredItem(item));
  });
  const state = Y.encodeStateAsUpdate(doc);
  doc.destroy();
  return state;
}

/** The items of a page's state, in drawing order; values that are not items are left out. */
export function stateToItems(blobs: Array<Uint8Array | null>): BoardItem[] {
  const doc = new Y.Doc();
  for (const blob of blobs) if (blob) Y.applyUpdate(doc, blob);
  const items: BoardItem[] = [];
  doc.getMap(BOARD_ITEMS_MAP).forEach((value, id) => {
    const item = fromStoredItem(id, value);
    if (item) items.push(item);
  });
  doc.destroy();
  return items.sort((a, b) => a.z - b.z);
}

/**
 * Writes a lesson's pages from the SPEC's `slides` (flow/addIWB): its pages are replaced by one page per
 * stage, each with its items as the page's first snapshot. A background may name only a file of the
 * lesson's owner. Runs inside the caller's transaction; returns the new pages.
 */
export async function writeSlides(tx: Executor, lessonId: string, slides: SlidesInput): Promise<BoardPages> {
  const parsed = Slides.parse(slides);
  const lesson = await q.lockLesson(tx, lessonId);
  if (!lesson) throw new Error(`writeSlides: no lesson ${lessonId}`);
  const fileIds = parsed.stages.flatMap((stage) => (stage.background ? [stage.background.fileId] : []));
  const allowed = await ownFileIds(tx, lesson.ownerId, [...new Set(fileIds)]);
  await tx.delete(lessonPages).where(eq(lessonPages.lessonId, lessonId));
  const backgroundOf = (background: PageBackground | null) =>
    background && allowed.has(background.fileId) ? background : null;
  const created = await q.insertPages(
    tx,
    parsed.stages.map((stage, position) => ({ lessonId, position, background: backgroundOf(stage.background) })),
  );
  for (const [index, page] of created.entries()) {
    const items = parsed.stages[index]!.items;
    if (items.length === 0) continue;
    const state = itemsToState(items);
    await writeSnapshot(tx, page.id, page.generation, state, Y.encodeStateVectorFromUpdate(state));
  }
  const stageIndex = parsed.stages.findIndex((stage) => stage.id && stage.id === parsed.currentPageId);
  const current = created[stageIndex]?.id ?? null;
  if (current) await q.setCurrentPage(tx, lessonId, current);
  return toBoardPages({ ...lesson, currentPageId: current }, created);
}

/**
 * A lesson's board as the SPEC's canvas state (flow/getWhiteBoardInfo): one stage per page with its id,
 * background and stored items; the viewer's own state (scale, position, modes) at its defaults.
 */
export async function readSlides(db: Executor, lessonId: string): Promise<Slides> {
  const lesson = await q.findLesson(db, lessonId);
  if (!lesson) throw new Error(`readSlides: no lesson ${lessonId}`);
  const pages = await q.listPages(db, lessonId);
  const stages = [];
  for (const row of pages) {
    const stored = await loadPage(db, row.id, row.generation);
    stages.push({
      id: row.id,
      background: toBoardPage(row).background,
      items: stateToItems([stored.snapshot, ...stored.updates]),
    });
  }
  return Slides.parse({ currentPageId: toBoardPages(lesson, pages).currentPageId, stages });
}
