import type { BoardItem, LiveBatch, LiveEntry } from '@bright/contracts';

/** A stroke in progress on another screen is dropped if it stops arriving (its writer left mid-stroke). */
const STALE_MS = 5_000;

/**
 * Strokes other people are drawing right now, built from `wb:live` batches (points appended, or replaced
 * for shapes) and dropped when they end: the finished stroke then arrives through the page's document.
 */
export class RemoteInk {
  private readonly strokes = new Map<string, { item: BoardItem; seen: number }>();
  private readonly listeners = new Set<(items: BoardItem[]) => void>();

  apply(entries: LiveBatch['entries'], now = Date.now()) {
    for (const entry of entries) {
      const key = `${entry.from}:${entry.id}`;
      if (entry.end) {
        this.strokes.delete(key);
        continue;
      }
      const known = this.strokes.get(key)?.item;
      const item: BoardItem = known ?? {
        id: key,
        kind: entry.kind ?? 'pen',
        color: entry.color ?? '#1f2937',
        size: entry.size ?? 4,
        points: [],
        z: Number.MAX_SAFE_INTEGER,
      };
      const points = entry.points ?? [];
      item.points = entry.replace ? [...points] : [...item.points, ...points];
      this.strokes.set(key, { item, seen: now });
    }
    for (const [key, stroke] of this.strokes) if (now - stroke.seen > STALE_MS) this.strokes.delete(key);
    const items = this.items;
    for (const listener of this.listeners) listener(items);
  }

  get items() {
    return [...this.strokes.values()].map((stroke) => stroke.item);
  }

  subscribe(listener: (items: BoardItem[]) => void) {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  }
}

const GROWING = new Set<BoardItem['kind']>(['pen', 'highlighter']);
const MAX_NUMBERS = 900;

/** What to send of a local stroke in progress: new points of a pen, all points of a shape, or its end. */
export function liveEntryOf(item: BoardItem, end: boolean, sent: Map<string, number>): LiveEntry | null {
  if (end) {
    sent.delete(item.id);
    return { id: item.id, end: true };
  }
  const style = { kind: item.kind, color: item.color, size: item.size };
  if (!GROWING.has(item.kind))
    return { id: item.id, ...style, replace: true, points: item.points.slice(0, MAX_NUMBERS) };
  const from = sent.get(item.id) ?? 0;
  const points = item.points.slice(from, from + MAX_NUMBERS);
  if (points.length === 0) return null;
  sent.set(item.id, from + points.length);
  return { id: item.id, ...style, points };
}
