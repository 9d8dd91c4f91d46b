import type { BoardItem, ShapeKind } from '@bright/contracts';
import type { Box, Point } from '../model/geometry';
import { boxContains } from '../model/geometry';
import { setSelected, setTextDraft, useEditorStore } from '../model/editor-store';
import { isShape, topItemAt } from '../model/items';
import type { PageModel } from '../model/page-model';
import {
  type Handle,
  defaultShapeCorners,
  erasedAt,
  moveItems,
  newItemId,
  oppositeCorner,
  rotateItems,
  scaleItems,
  selectionBox,
  shapeItem,
} from '../model/tool-actions';
import type { PageRenderer, View } from '../render/page-renderer';
import { drawSelection, handleAt } from './selection-overlay';
import { toPage } from './view-control';

type Gesture =
  | { kind: 'pan'; start: Point; view: View }
  | { kind: 'draw'; item: BoardItem }
  | { kind: 'shape'; start: Point; item: BoardItem; moved: boolean }
  | { kind: 'erase'; last: Point }
  | {
      kind: 'move' | 'scale' | 'rotate';
      start: Point;
      items: BoardItem[];
      box: Box;
      handle?: Handle;
      preview: BoardItem[];
    };

/** A click, not a drag: under this many screen pixels of movement. */
const CLICK_PX = 4;

/**
 * What the pointer does on the board, tool by tool. Strokes in progress are drawn live and written to
 * the page's document once, when the pointer lifts; a move is previewed live and written once.
 */
export class CanvasController {
  private gesture: Gesture | null = null;
  model: PageModel | null = null;
  readOnly = true;
  /** Sends a stroke in progress to the others on the page. */
  onLive: ((item: BoardItem, end: boolean) => void) | null = null;

  constructor(
    private readonly renderer: PageRenderer,
    private readonly setView: (view: View) => void,
  ) {}

  get view() {
    return this.renderer.view;
  }

  selectedItems(): BoardItem[] {
    const ids = useEditorStore.getState().selected;
    return ids.map((id) => this.model?.items.get(id)).filter((item): item is BoardItem => Boolean(item));
  }

  /** Redraws the selection box (after a change of selection, view or items). */
  refreshOverlay() {
    const box =
      this.gesture && 'preview' in this.gesture
        ? selectionBox(this.gesture.preview)
        : selectionBox(this.selectedItems());
    this.renderer.setOverlay(box ? (ctx) => drawSelection(ctx, box, this.view.scale) : null);
  }

  down(screen: Point, pressure: number, button: number) {
    const { tool, color, size } = useEditorStore.getState();
    const p = toPage(this.view, screen);
    if (button === 1 || tool === 'pan' || (this.readOnly && button === 0)) {
      this.gesture = { kind: 'pan', start: screen, view: this.view };
      return;
    }
    if (!this.model || button !== 0) return;
    const z = this.model.nextZ();
    if (tool === 'pen' || tool === 'highlighter') {
      const points = tool === 'pen' ? [p.x, p.y, pressure] : [p.x, p.y];
      this.gesture = {
        kind: 'draw',
        item: { id: newItemId(), kind: tool, color, size: tool === 'highlighter' ? size * 4 : size, points, z },
      };
      this.renderer.setLive([this.gesture.item]);
    } else if (isShape(tool)) {
      this.gesture = { kind: 'shape', start: screen, item: shapeItem(tool, p, p, { color, size, z }), moved: false };
    } else if (tool === 'eraser') {
      this.model.undo.stopCapturing();
      this.model.undo.captureTimeout = 60_000;
      this.gesture = { kind: 'erase', last: p };
      this.erase(p, p);
    } else if (tool === 'text') {
      setTextDraft({ id: newItemId(), x: p.x, y: p.y, text: '', color, size: Math.max(24, size * 6), z });
    } else this.startSelect(p);
  }

  private startSelect(p: Point) {
    const selected = this.selectedItems();
    const box = selectionBox(selected);
    const handle = box ? handleAt(box, p, this.view.scale) : null;
    if (box && handle) {
      const kind = handle === 'rotate' ? 'rotate' : 'scale';
      this.gesture = { kind, start: p, items: selected, box, handle, preview: selected };
    } else {
      const hit = box && boxContains(box, p) ? null : topItemAt(this.model!.items.values(), p, 6 / this.view.scale);
      const items = hit ? [hit] : box && boxContains(box, p) ? selected : [];
      setSelected(items.map((item) => item.id));
      if (items.length === 0) return this.refreshOverlay();
      this.gesture = { kind: 'move', start: p, items, box: selectionBox(items)!, preview: items };
    }
    this.renderer.setHidden(new Set(this.gesture.items.map((item) => item.id)));
    this.renderer.setLive(this.gesture.items);
    this.refreshOverlay();
  }

  move(screen: Point, points: Array<{ screen: Point; pressure: number }>) {
    const gesture = this.gesture;
    if (!gesture) return;
    const p = toPage(this.view, screen);
    if (gesture.kind === 'pan') {
      this.setView({
        ...gesture.view,
        x: gesture.view.x + screen.x - gesture.start.x,
        y: gesture.view.y + screen.y - gesture.start.y,
      });
    } else if (gesture.kind === 'draw') {
      const added = points.flatMap(({ screen: s, pressure }) => {
        const q = toPage(this.view, s);
        return gesture.item.kind === 'pen' ? [q.x, q.y, pressure] : [q.x, q.y];
      });
      gesture.item = { ...gesture.item, points: [...gesture.item.points, ...added] };
      this.renderer.setLive([gesture.item]);
      this.onLive?.(gesture.item, false);
    } else if (gesture.kind === 'shape') {
      gesture.moved ||= Math.hypot(screen.x - gesture.start.x, screen.y - gesture.start.y) > CLICK_PX;
      const [x0, y0] = gesture.item.points;
      gesture.item = { ...gesture.item, points: [x0!, y0!, p.x, p.y] };
      if (gesture.moved) this.renderer.setLive([gesture.item]);
    } else if (gesture.kind === 'erase') {
      this.erase(gesture.last, p);
      gesture.last = p;
    } else this.transformPreview(gesture, p);
  }

  private transformPreview(gesture: Extract<Gesture, { preview: BoardItem[] }>, p: Point) {
    const { box, start, items } = gesture;
    if (gesture.kind === 'move') gesture.preview = moveItems(items, p.x - start.x, p.y - start.y);
    else if (gesture.kind === 'rotate') {
      const c = { x: (box.minX + box.maxX) / 2, y: (box.minY + box.maxY) / 2 };
      gesture.preview = rotateItems(items, Math.atan2(p.y - c.y, p.x - c.x) - Math.atan2(start.y - c.y, start.x - c.x));
    } else {
      const anchor = oppositeCorner(box, gesture.handle as Exclude<Handle, 'rotate'>);
      const sx = (p.x - anchor.x) / (start.x - anchor.x || 1);
      const sy = (p.y - anchor.y) / (start.y - anchor.y || 1);
      gesture.preview = scaleItems(items, sx, sy, anchor);
    }
    this.renderer.setLive(gesture.preview);
    this.refreshOverlay();
  }

  up() {
    const gesture = this.gesture;
    this.gesture = null;
    if (!gesture || !this.model) return;
    if (gesture.kind === 'draw') {
      this.model.put([gesture.item]);
      this.onLive?.(gesture.item, true);
    } else if (gesture.kind === 'shape') {
      const kind = gesture.item.kind as ShapeKind;
      const item = gesture.moved
        ? gesture.item
        : {
            ...gesture.item,
            points: defaultShapeCorners(kind, { x: gesture.item.points[0]!, y: gesture.item.points[1]! }).flatMap(
              (q) => [q.x, q.y],
            ),
          };
      this.model.put([item]);
    } else if (gesture.kind === 'erase') {
      this.model.undo.stopCapturing();
      this.model.undo.captureTimeout = 0;
    } else if (gesture.kind !== 'pan') {
      if (gesture.preview !== gesture.items) this.model.put(gesture.preview);
      this.renderer.setHidden(new Set());
    }
    this.renderer.setLive([]);
    this.refreshOverlay();
  }

  cancel() {
    if (this.gesture && 'preview' in this.gesture) this.renderer.setHidden(new Set());
    this.gesture = null;
    this.renderer.setLive([]);
    this.refreshOverlay();
  }

  /** Erases along the pointer's path since the last event, so a fast swipe misses nothing in between. */
  private erase(from: Point, to: Point) {
    const model = this.model!;
    const radius = Math.max(6, 10 / this.view.scale);
    const steps = Math.max(1, Math.ceil(Math.hypot(to.x - from.x, to.y - from.y) / radius));
    const ids = new Set<string>();
    for (let step = 1; step <= steps; step += 1) {
      const at = { x: from.x + ((to.x - from.x) * step) / steps, y: from.y + ((to.y - from.y) * step) / steps };
      for (const id of erasedAt(model.items, model.index, at, radius)) ids.add(id);
    }
    model.remove([...ids]);
  }
}
