import { useEffect } from 'react';
import { setSelected, setTextDraft, setTool, useEditorStore } from '../model/editor-store';
import { isShape } from '../model/items';
import {
  PAGE_CENTER,
  TOOLS,
  TOOL_KEYS,
  defaultShapeCorners,
  moveItems,
  rotateItems,
  scaleItems,
  shapeItem,
} from '../model/tool-actions';
import type { CanvasHandle } from './board-canvas';

export interface BoardKeyActions {
  handle: () => CanvasHandle | null;
  readOnly: boolean;
  undo: () => void;
  redo: () => void;
  previousPage: () => void;
  nextPage: () => void;
}

const KEY_TOOL = new Map(TOOLS.map((tool) => [TOOL_KEYS[tool], tool]));
const PAN_STEP = 40;

/** Whether a key press belongs to a field, a button or a menu rather than to the board. */
const isTyping = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable ||
    /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) ||
    target.closest('[role="menu"],[role="dialog"]') !== null);

/** Keys change the selection with single presses (WCAG 2.5.7): arrows move, [ ] resize, , . rotate. */
function selectionKey(event: KeyboardEvent, handle: CanvasHandle): boolean {
  const { controller } = handle;
  const items = controller.selectedItems();
  if (items.length === 0 || !controller.model) return false;
  const step = event.shiftKey ? 10 : 1;
  const arrows: Record<string, [number, number]> = {
    ArrowLeft: [-step, 0],
    ArrowRight: [step, 0],
    ArrowUp: [0, -step],
    ArrowDown: [0, step],
  };
  let next = null;
  if (arrows[event.key]) next = moveItems(items, ...arrows[event.key]!);
  else if (event.key === '[' || event.key === ']')
    next = scaleItems(items, event.key === ']' ? 1.1 : 1 / 1.1, event.key === ']' ? 1.1 : 1 / 1.1);
  else if (event.key === ',' || event.key === '.')
    next = rotateItems(items, ((event.key === '.' ? 1 : -1) * Math.PI) / 12);
  else if (event.key === 'Delete' || event.key === 'Backspace') {
    controller.model.remove(items.map((item) => item.id));
    setSelected([]);
    return true;
  } else if (event.key === 'Escape') {
    setSelected([]);
    return true;
  }
  if (!next) return false;
  controller.model.put(next);
  controller.refreshOverlay();
  return true;
}

function editKey(event: KeyboardEvent, actions: BoardKeyActions, handle: CanvasHandle): boolean {
  const mod = event.ctrlKey || event.metaKey;
  const key = event.key.toLowerCase();
  if (mod && key === 'z') (event.shiftKey ? actions.redo : actions.undo)();
  else if (mod && key === 'y') actions.redo();
  else if (mod || event.altKey) return false;
  else if (selectionKey(event, handle)) return true;
  else if (event.key === 'Enter') return insertAtCentre(handle);
  else if (KEY_TOOL.has(key)) setTool(KEY_TOOL.get(key)!);
  else return false;
  return true;
}

/** Enter with a shape tool puts a shape in the middle of the page; with the text tool opens a text there. */
function insertAtCentre(handle: CanvasHandle): boolean {
  const { tool, color, size } = useEditorStore.getState();
  const model = handle.controller.model;
  if (!model) return false;
  if (isShape(tool)) {
    const [a, b] = defaultShapeCorners(tool, PAGE_CENTER);
    model.put([shapeItem(tool, a, b, { color, size, z: model.nextZ() })]);
  } else if (tool === 'text') {
    setTextDraft({
      id: `${Date.now().toString(36)}t`,
      x: PAGE_CENTER.x - 200,
      y: PAGE_CENTER.y,
      text: '',
      color,
      size: Math.max(24, size * 6),
      z: model.nextZ(),
    });
  } else return false;
  return true;
}

function viewKey(event: KeyboardEvent, actions: BoardKeyActions, handle: CanvasHandle): boolean {
  const pans: Record<string, [number, number]> = {
    ArrowLeft: [PAN_STEP, 0],
    ArrowRight: [-PAN_STEP, 0],
    ArrowUp: [0, PAN_STEP],
    ArrowDown: [0, -PAN_STEP],
  };
  if (event.key === '+' || event.key === '=') handle.zoom(1.25);
  else if (event.key === '-') handle.zoom(0.8);
  else if (event.key === '0') handle.fit();
  else if (event.key === 'PageUp') actions.previousPage();
  else if (event.key === 'PageDown') actions.nextPage();
  else if (pans[event.key] && !event.ctrlKey && !event.metaKey) handle.panBy(...pans[event.key]!);
  else return false;
  return true;
}

/** The board's keyboard shortcuts, on the whole page while the editor is open. */
export function useBoardKeys(actions: BoardKeyActions) {
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const handle = actions.handle();
      if (!handle || isTyping(event.target) || useEditorStore.getState().text) return;
      // Enter and Space on a focused button press that button.
      if (event.target instanceof HTMLButtonElement && (event.key === 'Enter' || event.key === ' ')) return;
      const used = (!actions.readOnly && editKey(event, actions, handle)) || viewKey(event, actions, handle);
      if (used) event.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [actions]);
}
