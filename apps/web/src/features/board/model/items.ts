import { type BoardItem, IDENTITY, SHAPE_KINDS, type ShapeKind, pointDimension } from '@bright/contracts';
import {
  type Box,
  type Point,
  applyTransform,
  boxOfPoints,
  distanceToPolyline,
  inflate,
  insidePolygon,
  invert,
  isClosedShape,
  shapeOutline,
  transformedCorners,
} from './geometry';

export const isShape = (kind: string): kind is ShapeKind => (SHAPE_KINDS as readonly string[]).includes(kind);

/** The item's points as x, y pairs, before its transform (pressure dropped). */
export function itemPoints(item: BoardItem): Point[] {
  const dimension = pointDimension(item.kind);
  const points: Point[] = [];
  for (let index = 0; index + 1 < item.points.length; index += dimension) {
    points.push({ x: item.points[index]!, y: item.points[index + 1]! });
  }
  return points;
}

export const TEXT_LINE_HEIGHT = 1.25;

/** Measures a line of text at a font size; the browser's canvas when there is one, an estimate otherwise. */
export type TextMeasure = (line: string, size: number) => number;

let measureContext: CanvasRenderingContext2D | null | undefined;
export const BOARD_FONT = '"Noto Sans", "Noto Sans Arabic", "Noto Sans Devanagari", sans-serif';

export const measureText: TextMeasure = (line, size) => {
  if (measureContext === undefined) {
    measureContext =
      typeof document !== 'undefined' && !navigator.userAgent.includes('jsdom')
        ? document.createElement('canvas').getContext('2d')
        : null;
  }
  if (!measureContext) return line.length * size * 0.55;
  measureContext.font = `${size}px ${BOARD_FONT}`;
  return measureContext.measureText(line).width;
};

/** The text's box before its transform: from its top-left corner, as wide as its widest line. */
export function textBox(item: BoardItem, measure: TextMeasure = measureText): Box {
  const lines = (item.text ?? '').split('\n');
  const width = Math.max(item.size, ...lines.map((line) => measure(line, item.size)));
  const x = item.points[0] ?? 0;
  const y = item.points[1] ?? 0;
  return { minX: x, minY: y, maxX: x + width, maxY: y + lines.length * item.size * TEXT_LINE_HEIGHT };
}

/** The outline used for drawing and hit testing, before the transform. */
export function itemOutline(item: BoardItem): Point[] {
  const points = itemPoints(item);
  if (isShape(item.kind) && points.length >= 2) return shapeOutline(item.kind, points[0]!, points[1]!);
  return points;
}

/** The box of flat x, y (, pressure) numbers, read in place: no point object per entry for 5,000 strokes. */
function boxOfFlat(points: readonly number[], dimension: number): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let index = 0; index + 1 < points.length; index += dimension) {
    const x = points[index]!;
    const y = points[index + 1]!;
    if (x < minX) minX = x;
    if (x > maxX) maxX = x;
    if (y < minY) minY = y;
    if (y > maxY) maxY = y;
  }
  return { minX, minY, maxX, maxY };
}

/** The box before the transform, without the stroke's width. */
export function localBox(item: BoardItem, measure?: TextMeasure): Box {
  if (item.kind === 'text') return textBox(item, measure);
  if (!isShape(item.kind)) return boxOfFlat(item.points, pointDimension(item.kind));
  return boxOfPoints(itemOutline(item));
}

/** The box on the page, the stroke's width and the transform included. */
export function itemBox(item: BoardItem, measure?: TextMeasure): Box {
  const local = inflate(localBox(item, measure), item.kind === 'text' ? 0 : item.size / 2 + 1);
  return boxOfPoints(transformedCorners(local, item.transform ?? IDENTITY));
}

/** Does a point on the page touch the item, within `tolerance` page pixels? */
export function hitsItem(item: BoardItem, page: Point, tolerance: number, measure?: TextMeasure): boolean {
  const p = applyTransform(invert(item.transform ?? IDENTITY), page);
  if (item.kind === 'text') {
    const box = inflate(textBox(item, measure), tolerance);
    return p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY;
  }
  const outline = itemOutline(item);
  const closed = isShape(item.kind) && isClosedShape(item.kind);
  return distanceToPolyline(p, outline, closed) <= tolerance + item.size / 2;
}

/** Does the point fall inside the item's area (a closed shape's inside, a text's box) or on its line? */
export function selectsItem(item: BoardItem, page: Point, tolerance: number, measure?: TextMeasure): boolean {
  if (hitsItem(item, page, tolerance, measure)) return true;
  if (!isShape(item.kind) || !isClosedShape(item.kind)) return false;
  return insidePolygon(applyTransform(invert(item.transform ?? IDENTITY), page), itemOutline(item));
}

/** The topmost item under a point, for select. */
export function topItemAt(items: Iterable<BoardItem>, page: Point, tolerance: number): BoardItem | null {
  let best: BoardItem | null = null;
  for (const item of items) {
    if ((!best || item.z > best.z) && selectsItem(item, page, tolerance)) best = item;
  }
  return best;
}

const RTL_RANGES: Array<[number, number]> = [
  [0x0590, 0x08ff],
  [0xfb1d, 0xfdff],
  [0xfe70, 0xfeff],
];
/** Letters of any script (Latin, Greek, Cyrillic, Indic, CJK...) are strong; digits and marks are not. */
const isLetter = (char: string) => /\p{L}/u.test(char);

/** The direction of a text as dir="auto" decides it: its first strong (letter) character. */
export function isRtl(text: string): boolean {
  for (const char of text) {
    if (!isLetter(char)) continue;
    const code = char.codePointAt(0)!;
    return RTL_RANGES.some(([from, to]) => code >= from && code <= to);
  }
  return false;
}
