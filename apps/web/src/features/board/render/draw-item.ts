import type { BoardItem } from '@bright/contracts';
import { getStroke } from 'perfect-freehand';
import { arrowHead, isClosedShape } from '../model/geometry';
import { BOARD_FONT, TEXT_LINE_HEIGHT, isRtl, isShape, itemOutline, itemPoints, textBox } from '../model/items';

export const HIGHLIGHTER_ALPHA = 0.35;

/** Pen points without real pressure (a mouse reports 0.5 throughout): perfect-freehand simulates it. */
const hasPressure = (points: readonly number[]) => {
  for (let index = 2; index < points.length; index += 3) if (Math.abs(points[index]! - 0.5) > 0.01) return true;
  return false;
};

/** The filled outline of a pen stroke, as perfect-freehand draws it. */
export function penOutline(points: readonly number[], size: number, last = true): number[][] {
  const input: number[][] = [];
  for (let index = 0; index + 2 < points.length; index += 3) {
    input.push([points[index]!, points[index + 1]!, points[index + 2]!]);
  }
  return getStroke(input, {
    size,
    thinning: 0.6,
    smoothing: 0.5,
    streamline: 0.4,
    simulatePressure: !hasPressure(points),
    last,
  });
}

/** An outline as a smooth closed path (quadratic curves through the midpoints). */
export function outlinePath(outline: number[][]): Path2D {
  const path = new Path2D();
  if (outline.length < 2) return path;
  const [first] = outline;
  path.moveTo(first![0]!, first![1]!);
  for (let index = 1; index < outline.length; index += 1) {
    const a = outline[index]!;
    const b = outline[(index + 1) % outline.length]!;
    path.quadraticCurveTo(a[0]!, a[1]!, (a[0]! + b[0]!) / 2, (a[1]! + b[1]!) / 2);
  }
  path.closePath();
  return path;
}

// Items are immutable values: the pen's path is computed once per item.
const penPaths = new WeakMap<BoardItem, Path2D>();

/** A pen stroke as a plain line of its average width: what a draft shows before the outline is computed. */
function drawPenDraft(ctx: CanvasRenderingContext2D, item: BoardItem) {
  const { points } = item;
  ctx.beginPath();
  ctx.moveTo(points[0] ?? 0, points[1] ?? 0);
  for (let index = 3; index + 1 < points.length; index += 3) ctx.lineTo(points[index]!, points[index + 1]!);
  if (points.length <= 3) ctx.lineTo((points[0] ?? 0) + 0.01, points[1] ?? 0);
  ctx.strokeStyle = item.color;
  ctx.lineWidth = item.size * DRAFT_WIDTH;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

/** perfect-freehand with thinning 0.6 draws a stroke about this part of its size wide on average. */
const DRAFT_WIDTH = 0.7;

function drawPen(ctx: CanvasRenderingContext2D, item: BoardItem, live: boolean, draft: boolean) {
  let path = live ? undefined : penPaths.get(item);
  if (!path && draft) return drawPenDraft(ctx, item);
  if (!path) {
    path = outlinePath(penOutline(item.points, item.size, !live));
    if (!live) penPaths.set(item, path);
  }
  ctx.fillStyle = item.color;
  ctx.fill(path);
}

function drawPolyline(ctx: CanvasRenderingContext2D, item: BoardItem, closed: boolean) {
  const points = item.kind === 'highlighter' ? itemPoints(item) : itemOutline(item);
  if (points.length === 0) return;
  ctx.beginPath();
  ctx.moveTo(points[0]!.x, points[0]!.y);
  for (const p of points.slice(1)) ctx.lineTo(p.x, p.y);
  if (points.length === 1) ctx.lineTo(points[0]!.x + 0.01, points[0]!.y);
  if (closed) ctx.closePath();
  if (item.kind === 'arrow' && points.length >= 2) {
    const [left, right] = arrowHead(points[0]!, points[1]!, item.size);
    ctx.moveTo(left.x, left.y);
    ctx.lineTo(points[1]!.x, points[1]!.y);
    ctx.lineTo(right.x, right.y);
  }
  ctx.strokeStyle = item.color;
  ctx.lineWidth = item.size;
  ctx.lineCap = 'round';
  ctx.lineJoin = 'round';
  ctx.stroke();
}

function drawText(ctx: CanvasRenderingContext2D, item: BoardItem) {
  const text = item.text ?? '';
  const box = textBox(item);
  const rtl = isRtl(text);
  ctx.font = `${item.size}px ${BOARD_FONT}`;
  ctx.fillStyle = item.color;
  ctx.textBaseline = 'top';
  // The browser shapes and orders the run; the side it starts from follows the first strong letter, as dir="auto" does.
  ctx.direction = rtl ? 'rtl' : 'ltr';
  ctx.textAlign = rtl ? 'right' : 'left';
  text.split('\n').forEach((line, index) => {
    ctx.fillText(line, rtl ? box.maxX : box.minX, box.minY + index * item.size * TEXT_LINE_HEIGHT);
  });
}

/**
 * Draws one item in page coordinates; `live` for a stroke still being drawn (not cached); `draft` for a
 * first picture of a busy page, where a pen stroke whose outline is not computed yet is a plain line.
 */
export function drawItem(ctx: CanvasRenderingContext2D, item: BoardItem, live = false, draft = false) {
  ctx.save();
  if (item.transform) ctx.transform(...item.transform);
  if (item.kind === 'pen') drawPen(ctx, item, live, draft);
  else if (item.kind === 'highlighter') {
    ctx.globalAlpha = HIGHLIGHTER_ALPHA;
    drawPolyline(ctx, item, false);
  } else if (item.kind === 'text') drawText(ctx, item);
  else if (isShape(item.kind)) drawPolyline(ctx, item, isClosedShape(item.kind));
  ctx.restore();
}
