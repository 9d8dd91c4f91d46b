import type { Box } from '../model/geometry';
import { type Handle, handlePoints } from '../model/tool-actions';

/** Handles are this many screen pixels across, whatever the zoom. */
export const HANDLE_PX = 12;
export const ROTATE_REACH_PX = 28;

/** The selection's dashed box, its four corner handles and the rotate handle above it. */
export function drawSelection(ctx: CanvasRenderingContext2D, box: Box, scale: number) {
  const unit = 1 / scale;
  const handles = handlePoints(box, ROTATE_REACH_PX * unit);
  ctx.save();
  ctx.lineWidth = 1.5 * unit;
  ctx.strokeStyle = '#1570ef';
  ctx.setLineDash([6 * unit, 4 * unit]);
  ctx.strokeRect(box.minX, box.minY, box.maxX - box.minX, box.maxY - box.minY);
  ctx.setLineDash([]);
  ctx.beginPath();
  ctx.moveTo(handles.rotate.x, box.minY);
  ctx.lineTo(handles.rotate.x, handles.rotate.y);
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  const half = (HANDLE_PX / 2) * unit;
  for (const [name, p] of Object.entries(handles) as Array<[Handle, { x: number; y: number }]>) {
    ctx.beginPath();
    if (name === 'rotate') ctx.arc(p.x, p.y, half, 0, Math.PI * 2);
    else ctx.rect(p.x - half, p.y - half, half * 2, half * 2);
    ctx.fill();
    ctx.stroke();
  }
  ctx.restore();
}

/** The handle under a page point, if any. */
export function handleAt(box: Box, p: { x: number; y: number }, scale: number): Handle | null {
  const handles = handlePoints(box, ROTATE_REACH_PX / scale);
  const reach = HANDLE_PX / scale;
  for (const [name, h] of Object.entries(handles) as Array<[Handle, { x: number; y: number }]>) {
    if (Math.abs(p.x - h.x) <= reach && Math.abs(p.y - h.y) <= reach) return name;
  }
  return null;
}
