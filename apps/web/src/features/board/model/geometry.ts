import { IDENTITY, type ShapeKind, type Transform } from '@bright/contracts';

export interface Point {
  x: number;
  y: number;
}
export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export const EMPTY_BOX: Box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };

/** [a, b, c, d, e, f] applied to a point, as canvas setTransform reads it. */
export const applyTransform = (m: Transform, p: Point): Point => ({
  x: m[0] * p.x + m[2] * p.y + m[4],
  y: m[1] * p.x + m[3] * p.y + m[5],
});

/** `outer` after `inner`: a point goes through inner first. */
export const multiply = (outer: Transform, inner: Transform): Transform => [
  outer[0] * inner[0] + outer[2] * inner[1],
  outer[1] * inner[0] + outer[3] * inner[1],
  outer[0] * inner[2] + outer[2] * inner[3],
  outer[1] * inner[2] + outer[3] * inner[3],
  outer[0] * inner[4] + outer[2] * inner[5] + outer[4],
  outer[1] * inner[4] + outer[3] * inner[5] + outer[5],
];

export function invert(m: Transform): Transform {
  const det = m[0] * m[3] - m[1] * m[2];
  if (Math.abs(det) < 1e-12) return IDENTITY;
  return [
    m[3] / det,
    -m[1] / det,
    -m[2] / det,
    m[0] / det,
    (m[2] * m[5] - m[3] * m[4]) / det,
    (m[1] * m[4] - m[0] * m[5]) / det,
  ];
}

export const translation = (dx: number, dy: number): Transform => [1, 0, 0, 1, dx, dy];

/** Scales by (sx, sy) keeping `anchor` in place. */
export const scalingAbout = (sx: number, sy: number, anchor: Point): Transform => [
  sx,
  0,
  0,
  sy,
  anchor.x - sx * anchor.x,
  anchor.y - sy * anchor.y,
];

/** Rotates by `radians` around `center`. */
export function rotationAbout(radians: number, center: Point): Transform {
  const cos = Math.cos(radians);
  const sin = Math.sin(radians);
  return [cos, sin, -sin, cos, center.x - cos * center.x + sin * center.y, center.y - sin * center.x - cos * center.y];
}

export function boxOfPoints(points: readonly Point[]): Box {
  const box = { ...EMPTY_BOX };
  for (const p of points) extend(box, p);
  return box;
}

export function extend(box: Box, p: Point) {
  if (p.x < box.minX) box.minX = p.x;
  if (p.y < box.minY) box.minY = p.y;
  if (p.x > box.maxX) box.maxX = p.x;
  if (p.y > box.maxY) box.maxY = p.y;
}

export const inflate = (box: Box, by: number): Box => ({
  minX: box.minX - by,
  minY: box.minY - by,
  maxX: box.maxX + by,
  maxY: box.maxY + by,
});

export const boxesOverlap = (a: Box, b: Box) =>
  a.minX <= b.maxX && a.maxX >= b.minX && a.minY <= b.maxY && a.maxY >= b.minY;

export const boxContains = (box: Box, p: Point) =>
  p.x >= box.minX && p.x <= box.maxX && p.y >= box.minY && p.y <= box.maxY;

export const boxCenter = (box: Box): Point => ({ x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 });

/** The four corners of a box, through a transform. */
export const transformedCorners = (box: Box, m: Transform): Point[] =>
  [
    { x: box.minX, y: box.minY },
    { x: box.maxX, y: box.minY },
    { x: box.maxX, y: box.maxY },
    { x: box.minX, y: box.maxY },
  ].map((p) => applyTransform(m, p));

export function distanceToSegment(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const lengthSquared = dx * dx + dy * dy;
  const t = lengthSquared === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / lengthSquared));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The shortest distance from `p` to a polyline (closed when `closed`). */
export function distanceToPolyline(p: Point, line: readonly Point[], closed = false): number {
  if (line.length === 0) return Infinity;
  if (line.length === 1) return Math.hypot(p.x - line[0]!.x, p.y - line[0]!.y);
  let best = Infinity;
  for (let index = 1; index < line.length; index += 1) {
    best = Math.min(best, distanceToSegment(p, line[index - 1]!, line[index]!));
  }
  if (closed) best = Math.min(best, distanceToSegment(p, line[line.length - 1]!, line[0]!));
  return best;
}

/** Is `p` inside the polygon (even-odd rule)? */
export function insidePolygon(p: Point, polygon: readonly Point[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i, i += 1) {
    const a = polygon[i]!;
    const b = polygon[j]!;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

const CIRCLE_STEPS = 48;

/**
 * A shape's outline from the two corners the user dragged between (the line and arrow: its ends).
 * Closed shapes return their vertices; the line and arrow their two ends.
 */
export function shapeOutline(kind: ShapeKind, a: Point, b: Point): Point[] {
  const box = boxOfPoints([a, b]);
  const { minX, minY, maxX, maxY } = box;
  const cx = (minX + maxX) / 2;
  const cy = (minY + maxY) / 2;
  const rx = (maxX - minX) / 2;
  const ry = (maxY - minY) / 2;
  switch (kind) {
    case 'line':
    case 'arrow':
      return [a, b];
    case 'rectangle':
      return [
        { x: minX, y: minY },
        { x: maxX, y: minY },
        { x: maxX, y: maxY },
        { x: minX, y: maxY },
      ];
    case 'triangle':
      return [
        { x: cx, y: minY },
        { x: maxX, y: maxY },
        { x: minX, y: maxY },
      ];
    case 'hexagon':
      return Array.from({ length: 6 }, (_, index) => {
        const angle = (Math.PI / 3) * index;
        return { x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) };
      });
    case 'circle':
      return Array.from({ length: CIRCLE_STEPS }, (_, index) => {
        const angle = ((Math.PI * 2) / CIRCLE_STEPS) * index;
        return { x: cx + rx * Math.cos(angle), y: cy + ry * Math.sin(angle) };
      });
  }
}

export const isClosedShape = (kind: ShapeKind) => kind !== 'line' && kind !== 'arrow';

/** The two strokes of an arrow's head at `tip`, coming from `from`. */
export function arrowHead(from: Point, tip: Point, size: number): [Point, Point] {
  const angle = Math.atan2(tip.y - from.y, tip.x - from.x);
  const length = Math.max(12, size * 4);
  const spread = Math.PI / 7;
  return [
    { x: tip.x - length * Math.cos(angle - spread), y: tip.y - length * Math.sin(angle - spread) },
    { x: tip.x - length * Math.cos(angle + spread), y: tip.y - length * Math.sin(angle + spread) },
  ];
}
