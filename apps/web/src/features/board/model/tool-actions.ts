import { BOARD_PAGE_SIZE, type BoardItem, IDENTITY, type ShapeKind, type Transform } from '@bright/contracts';
import {
  type Box,
  type Point,
  boxCenter,
  boxOfPoints,
  multiply,
  rotationAbout,
  scalingAbout,
  transformedCorners,
  translation,
} from './geometry';
import type { GridIndex } from './grid-index';
import { hitsItem, itemBox } from './items';

export const TOOLS = [
  'select',
  'pen',
  'highlighter',
  'eraser',
  'line',
  'arrow',
  'triangle',
  'rectangle',
  'circle',
  'hexagon',
  'text',
  'pan',
] as const;
export type Tool = (typeof TOOLS)[number];

/** Keys that pick a tool (shown in each tool's tooltip). */
export const TOOL_KEYS: Record<Tool, string> = {
  select: 'v',
  pen: 'p',
  highlighter: 'm',
  eraser: 'e',
  line: 'l',
  arrow: 'a',
  triangle: 'g',
  rectangle: 'r',
  circle: 'c',
  hexagon: 'x',
  text: 't',
  pan: 'h',
};

/** A shape inserted by a click (no drag) or Enter: this size, centred where asked (WCAG 2.5.7). */
export const DEFAULT_SHAPE = { width: 240, height: 180 };

let idCounter = 0;
export const newItemId = () =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}${(idCounter += 1).toString(36)}`;

export function shapeItem(kind: ShapeKind, a: Point, b: Point, style: { color: string; size: number; z: number }) {
  return { id: newItemId(), kind, color: style.color, size: style.size, points: [a.x, a.y, b.x, b.y], z: style.z };
}

/** The corners of a default-size shape centred on `center` (a line and an arrow go left to right). */
export function defaultShapeCorners(kind: ShapeKind, center: Point): [Point, Point] {
  const w = DEFAULT_SHAPE.width / 2;
  const h = kind === 'line' || kind === 'arrow' ? 0 : DEFAULT_SHAPE.height / 2;
  return [
    { x: center.x - w, y: center.y - h },
    { x: center.x + w, y: center.y + h },
  ];
}

export const PAGE_CENTER: Point = { x: BOARD_PAGE_SIZE.width / 2, y: BOARD_PAGE_SIZE.height / 2 };

/** The ids the eraser touches at `p` (radius in page pixels): the grid first, then the real distance. */
export function erasedAt(items: ReadonlyMap<string, BoardItem>, index: GridIndex, p: Point, radius: number) {
  return index.near(p, radius).filter((id) => {
    const item = items.get(id);
    return item ? hitsItem(item, p, radius) : false;
  });
}

/** The box around several items. */
export function selectionBox(items: readonly BoardItem[]): Box | null {
  if (items.length === 0) return null;
  return boxOfPoints(items.flatMap((item) => transformedCorners(itemBox(item), IDENTITY)));
}

const withTransform = (item: BoardItem, m: Transform): BoardItem => ({
  ...item,
  transform: multiply(m, item.transform ?? IDENTITY),
});

export const moveItems = (items: readonly BoardItem[], dx: number, dy: number) =>
  items.map((item) => withTransform(item, translation(dx, dy)));

/** Scales the items about the opposite corner of their box (or its centre). */
export function scaleItems(items: readonly BoardItem[], sx: number, sy: number, anchor?: Point) {
  const box = selectionBox(items);
  if (!box) return [];
  const safe = (s: number) => (Math.abs(s) < 0.05 ? Math.sign(s || 1) * 0.05 : s);
  const m = scalingAbout(safe(sx), safe(sy), anchor ?? boxCenter(box));
  return items.map((item) => withTransform(item, m));
}

export function rotateItems(items: readonly BoardItem[], radians: number) {
  const box = selectionBox(items);
  if (!box) return [];
  const m = rotationAbout(radians, boxCenter(box));
  return items.map((item) => withTransform(item, m));
}

export type Handle = 'nw' | 'ne' | 'se' | 'sw' | 'rotate';

/** Where the selection's handles sit on the page; `reach` is the rotate handle's distance above the box. */
export function handlePoints(box: Box, reach: number): Record<Handle, Point> {
  return {
    nw: { x: box.minX, y: box.minY },
    ne: { x: box.maxX, y: box.minY },
    se: { x: box.maxX, y: box.maxY },
    sw: { x: box.minX, y: box.maxY },
    rotate: { x: (box.minX + box.maxX) / 2, y: box.minY - reach },
  };
}

/** The handle's opposite corner: it stays put while its corner is dragged. */
export function oppositeCorner(box: Box, handle: Exclude<Handle, 'rotate'>): Point {
  const points = handlePoints(box, 0);
  const opposite = { nw: 'se', ne: 'sw', se: 'nw', sw: 'ne' } as const;
  return points[opposite[handle]];
}
