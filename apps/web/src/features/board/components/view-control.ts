import { BOARD_PAGE_SIZE } from '@bright/contracts';
import type { Point } from '../model/geometry';
import type { View } from '../render/page-renderer';

export const MIN_SCALE = 0.1;
export const MAX_SCALE = 8;
const MARGIN = 16;

/** The page fitted inside the canvas, centred. */
export function fitView(width: number, height: number): View {
  const scale = Math.max(
    MIN_SCALE,
    Math.min((width - MARGIN * 2) / BOARD_PAGE_SIZE.width, (height - MARGIN * 2) / BOARD_PAGE_SIZE.height),
  );
  return {
    scale,
    x: (width - BOARD_PAGE_SIZE.width * scale) / 2,
    y: (height - BOARD_PAGE_SIZE.height * scale) / 2,
  };
}

/** Zooms by `factor` keeping the screen point `at` over the same page point. */
export function zoomAt(view: View, factor: number, at: Point): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, view.scale * factor));
  const ratio = scale / view.scale;
  return { scale, x: at.x - (at.x - view.x) * ratio, y: at.y - (at.y - view.y) * ratio };
}

export const toPage = (view: View, screen: Point): Point => ({
  x: (screen.x - view.x) / view.scale,
  y: (screen.y - view.y) / view.scale,
});

export const toScreen = (view: View, page: Point): Point => ({
  x: page.x * view.scale + view.x,
  y: page.y * view.scale + view.y,
});

/**
 * A view that reads the same on every screen size (a live class follows the teacher's): the zoom relative
 * to the page fitted in the screen, and the page point at the screen's centre.
 */
export interface SharedView {
  scale: number;
  x: number;
  y: number;
}

export function toSharedView(view: View, width: number, height: number): SharedView {
  return {
    scale: view.scale / fitView(width, height).scale,
    x: (width / 2 - view.x) / view.scale,
    y: (height / 2 - view.y) / view.scale,
  };
}

export function fromSharedView(shared: SharedView, width: number, height: number): View {
  const scale = Math.min(MAX_SCALE, Math.max(MIN_SCALE, fitView(width, height).scale * shared.scale));
  return { scale, x: width / 2 - shared.x * scale, y: height / 2 - shared.y * scale };
}
