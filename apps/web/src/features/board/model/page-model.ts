import { BOARD_ITEMS_MAP, type BoardItem, type StoredItem, fromStoredItem, toStoredItem } from '@bright/contracts';
import * as Y from 'yjs';
import { GridIndex } from './grid-index';
import { itemBox } from './items';

/** The origin of this tab's own edits: the only one undo tracks. */
export const LOCAL_ORIGIN = Symbol('board-local');

export interface PageChange {
  added: BoardItem[];
  removed: string[];
  /** Something other than adding on top happened: redraw the page from scratch. */
  redraw: boolean;
}

/**
 * One page's items, read from its Yjs document once and kept decoded, with a grid index for hit tests.
 * Items are immutable values: a move replaces the item under the same id.
 */
export class PageModel {
  readonly items = new Map<string, BoardItem>();
  readonly index = new GridIndex();
  readonly undo: Y.UndoManager;
  private readonly listeners = new Set<(change: PageChange) => void>();
  private maxZ = 0;

  constructor(readonly doc: Y.Doc) {
    const map = this.map;
    for (const [id, value] of map) this.remember(id, value);
    map.observe((event) => this.onEvent(event));
    this.undo = new Y.UndoManager(map, { trackedOrigins: new Set([LOCAL_ORIGIN]), captureTimeout: 0 });
  }

  get map() {
    return this.doc.getMap<StoredItem>(BOARD_ITEMS_MAP);
  }

  /** The z above every item, for a new one. */
  nextZ() {
    return this.maxZ + 1;
  }

  subscribe(listener: (change: PageChange) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }

  /** Items bottom to top. */
  ordered(): BoardItem[] {
    return [...this.items.values()].sort((a, b) => a.z - b.z || (a.id < b.id ? -1 : 1));
  }

  put(items: BoardItem[]) {
    this.doc.transact(() => {
      for (const item of items) this.map.set(item.id, toStoredItem(item));
    }, LOCAL_ORIGIN);
  }

  remove(ids: string[]) {
    if (ids.length === 0) return;
    this.doc.transact(() => {
      for (const id of ids) this.map.delete(id);
    }, LOCAL_ORIGIN);
  }

  destroy() {
    this.undo.destroy();
    this.listeners.clear();
  }

  private remember(id: string, value: unknown) {
    const item = fromStoredItem(id, value);
    if (!item) return null;
    this.items.set(id, item);
    this.index.insert(id, itemBox(item));
    if (item.z > this.maxZ) this.maxZ = item.z;
    return item;
  }

  private forget(id: string) {
    this.items.delete(id);
    this.index.remove(id);
  }

  private onEvent(event: Y.YMapEvent<StoredItem>) {
    const change: PageChange = { added: [], removed: [], redraw: false };
    const topBefore = this.maxZ;
    for (const [id, { action }] of event.changes.keys) {
      if (action !== 'add') {
        this.forget(id);
        change.removed.push(id);
        change.redraw = true;
      }
      if (action === 'delete') continue;
      const item = this.remember(id, this.map.get(id));
      if (!item) continue;
      change.added.push(item);
      // Under an existing item: drawing it on top of the cache would be wrong.
      if (item.z <= topBefore) change.redraw = true;
    }
    change.added.sort((a, b) => a.z - b.z);
    for (const listener of this.listeners) listener(change);
  }
}
