import { BOARD_ITEMS_MAP, BOARD_PAGE_SIZE, type BoardItem, type BoardPage, fromStoredItem } from '@bright/contracts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import * as Y from 'yjs';
import { pageStateQueryOptions } from '../api/board-api';
import type { PageModel } from '../model/page-model';
import { loadBackground } from '../render/backgrounds';
import { paintPage } from '../render/page-renderer';

export const THUMB_WIDTH = 160;
const SCALE = THUMB_WIDTH / BOARD_PAGE_SIZE.width;

/** The items of a stored page state. */
export function itemsOfState(state: Uint8Array): BoardItem[] {
  const doc = new Y.Doc();
  Y.applyUpdate(doc, state);
  const items: BoardItem[] = [];
  doc.getMap(BOARD_ITEMS_MAP).forEach((value, id) => {
    const item = fromStoredItem(id, value);
    if (item) items.push(item);
  });
  doc.destroy();
  return items.sort((a, b) => a.z - b.z);
}

/** A small picture of a page: the open page from its live model, the others from their stored state. */
export function PageThumbnail(props: { lessonId: string; page: BoardPage; current: boolean; model: PageModel | null }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const { lessonId, page, model, current } = props;
  // The open page is drawn from its live document (once synced), never fetched a second time.
  const state = useQuery({
    ...pageStateQueryOptions(lessonId, page.id, `${page.generation}:${page.updatedAt}`),
    enabled: !current,
  });

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const paint = async () => {
      if (current && !model) return;
      const items = model ? model.ordered() : state.data ? itemsOfState(state.data) : [];
      const background = page.background ? await loadBackground(lessonId, page.background).catch(() => null) : null;
      // A draft at this size looks the same, and leaves the outlining of a busy page to its renderer.
      if (!cancelled && canvas.current)
        paintPage(canvas.current.getContext('2d')!, items, background, SCALE, items.length > 300);
    };
    // The open page's own canvas is drawn first; its thumbnail a moment later.
    timer = setTimeout(() => void paint(), current ? 600 : 0);
    // The open page is repainted a moment after its last change, not on every stroke.
    const unsubscribe = model?.subscribe(() => {
      clearTimeout(timer);
      timer = setTimeout(() => void paint(), 800);
    });
    return () => {
      cancelled = true;
      clearTimeout(timer);
      unsubscribe?.();
    };
  }, [lessonId, page.background, model, state.data, current]);

  return (
    <canvas
      ref={canvas}
      width={THUMB_WIDTH}
      height={Math.round(BOARD_PAGE_SIZE.height * SCALE)}
      style={{ width: '100%', display: 'block' }}
    />
  );
}
