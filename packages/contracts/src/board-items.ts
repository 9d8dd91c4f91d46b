import { z } from 'zod';

/**
 * What a board page holds: items (ink, shapes, text), each an immutable plain value in the page's Yjs
 * map `items`, keyed by its id. Points are quantised to Int16 in a Uint8Array (¼ px; pressure in
 * thousandths), about a quarter of the bytes of a number array and ten times faster to load
 * (REALTIME-NOTES §1.3). Moving, resizing or rotating an item replaces it with a new transform.
 */
export const BOARD_PAGE_SIZE = { width: 1600, height: 900 } as const;
export const BOARD_ITEMS_MAP = 'items';

export const SHAPE_KINDS = ['line', 'arrow', 'triangle', 'rectangle', 'circle', 'hexagon'] as const;
export type ShapeKind = (typeof SHAPE_KINDS)[number];
export const BOARD_ITEM_KINDS = ['pen', 'highlighter', ...SHAPE_KINDS, 'text'] as const;
export type BoardItemKind = (typeof BOARD_ITEM_KINDS)[number];

/** The palette offered by the toolbar; any #rrggbb colour is stored. */
export const BOARD_COLORS = ['#1f2933', '#d92d20', '#f79009', '#12b76a', '#1570ef', '#7a5af8', '#ee46bc', '#ffffff'];
export const BOARD_SIZES = [2, 4, 8, 16, 32] as const;
export const BOARD_ITEM_LIMITS = { maxPoints: 20_000, maxText: 5_000, minSize: 0.5, maxSize: 200 } as const;

const POINT_SCALE = 4;
const PRESSURE_SCALE = 1000;
const INT16 = { min: -32768, max: 32767 };

/** Pen points carry pressure (x, y, p); every other kind plain (x, y). */
export const pointDimension = (kind: BoardItemKind) => (kind === 'pen' ? 3 : 2);

/** An affine transform [a, b, c, d, e, f], as canvas setTransform takes it. */
export const Transform = z.tuple([z.number(), z.number(), z.number(), z.number(), z.number(), z.number()]);
export type Transform = z.infer<typeof Transform>;
export const IDENTITY: Transform = [1, 0, 0, 1, 0, 0];

/** An item as JSON (the slides view, tests): points flat, x, y (and pressure for the pen). */
export const BoardItem = z.object({
  id: z.string().min(1).max(64),
  kind: z.enum(BOARD_ITEM_KINDS),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/),
  size: z.number().min(BOARD_ITEM_LIMITS.minSize).max(BOARD_ITEM_LIMITS.maxSize),
  points: z.array(z.number().finite()).max(BOARD_ITEM_LIMITS.maxPoints * 3),
  z: z.number().finite(),
  author: z.string().max(100).optional(),
  transform: Transform.optional(),
  text: z.string().max(BOARD_ITEM_LIMITS.maxText).optional(),
});
export type BoardItem = z.infer<typeof BoardItem>;

/** The item as stored in Yjs: short keys, points as Int16 little-endian bytes. */
export interface StoredItem {
  k: BoardItemKind;
  c: string;
  s: number;
  p: Uint8Array;
  z: number;
  a?: string;
  m?: Transform;
  x?: string;
}

const clampInt16 = (value: number) => Math.max(INT16.min, Math.min(INT16.max, Math.round(value)));

export function encodePoints(points: readonly number[], dimension: number): Uint8Array {
  const count = Math.floor(points.length / dimension) * dimension;
  const bytes = new Uint8Array(count * 2);
  const view = new DataView(bytes.buffer);
  for (let index = 0; index < count; index += 1) {
    const isPressure = dimension === 3 && index % 3 === 2;
    const value = points[index]! * (isPressure ? PRESSURE_SCALE : POINT_SCALE);
    view.setInt16(index * 2, clampInt16(value), true);
  }
  return bytes;
}

export function decodePoints(bytes: Uint8Array, dimension: number): number[] {
  const count = Math.floor(bytes.byteLength / 2);
  // A packed array of doubles, read byte by byte (the bytes may sit at an odd offset of the update).
  const points: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const low = bytes[index * 2]!;
    const value = ((bytes[index * 2 + 1]! << 24) >> 16) | low;
    const isPressure = dimension === 3 && index % 3 === 2;
    points.push(value / (isPressure ? PRESSURE_SCALE : POINT_SCALE));
  }
  return points;
}

export function toStoredItem(item: BoardItem): StoredItem {
  const stored: StoredItem = {
    k: item.kind,
    c: item.color,
    s: item.size,
    p: encodePoints(item.points, pointDimension(item.kind)),
    z: item.z,
  };
  if (item.author) stored.a = item.author;
  if (item.transform) stored.m = item.transform;
  if (item.text !== undefined) stored.x = item.text;
  return stored;
}

const isKind = (value: unknown): value is BoardItemKind => (BOARD_ITEM_KINDS as readonly unknown[]).includes(value);

/** A stored value back to JSON; null for anything that is not an item (a foreign or damaged value). */
export function fromStoredItem(id: string, value: unknown): BoardItem | null {
  if (!value || typeof value !== 'object') return null;
  const stored = value as Partial<StoredItem>;
  if (!isKind(stored.k) || !(stored.p instanceof Uint8Array)) return null;
  if (typeof stored.c !== 'string' || typeof stored.s !== 'number' || typeof stored.z !== 'number') return null;
  const item: BoardItem = {
    id,
    kind: stored.k,
    color: stored.c,
    size: stored.s,
    points: decodePoints(stored.p, pointDimension(stored.k)),
    z: stored.z,
  };
  if (typeof stored.a === 'string') item.author = stored.a;
  if (Array.isArray(stored.m) && stored.m.length === 6) item.transform = stored.m as Transform;
  if (typeof stored.x === 'string') item.text = stored.x;
  return item;
}

/** A page's background: an uploaded picture, or one page of an uploaded PDF (1-based). */
export const PageBackground = z.strictObject({
  kind: z.enum(['image', 'pdf']),
  fileId: z.string().min(1).max(100),
  pdfPage: z.number().int().min(1).max(10_000).optional(),
});
export type PageBackground = z.infer<typeof PageBackground>;

/** One page of the slides view: its background and its items. */
export const SlideStage = z.object({
  id: z.string().optional(),
  background: PageBackground.nullable().default(null),
  items: z.array(BoardItem).max(20_000).default([]),
});
export type SlideStage = z.infer<typeof SlideStage>;

/**
 * SPEC §3 "Canvas state" as JSON, the `slides` of flow/addIWB and flow/getWhiteBoardInfo: the stages
 * (pages) and the presenter's page are stored; scale, position, fullscreen, present mode, presenters and
 * mouse positions are a viewer's own state, answered with their defaults and not stored.
 */
export const Slides = z.object({
  version: z.literal(1).default(1),
  currentPageId: z.string().nullable().default(null),
  presenters: z.array(z.object({ userId: z.string(), userTag: z.string() })).default([]),
  scale: z.number().positive().default(1),
  position: z.object({ x: z.number(), y: z.number() }).default({ x: 0, y: 0 }),
  fullscreen: z.boolean().default(false),
  presentMode: z.boolean().default(false),
  mousePositions: z
    .array(z.object({ userId: z.string(), pageId: z.string(), x: z.number(), y: z.number() }))
    .default([]),
  stages: z.array(SlideStage).max(200).default([]),
});
export type Slides = z.infer<typeof Slides>;
export type SlidesInput = z.input<typeof Slides>;
