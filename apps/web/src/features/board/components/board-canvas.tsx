import { Box } from '@mui/material';
import { type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RemoteInk } from '../sync/remote-ink';
import { setTextDraft, useEditorStore } from '../model/editor-store';
import { topItemAt } from '../model/items';
import type { PageModel } from '../model/page-model';
import { PageRenderer, type View } from '../render/page-renderer';
import { CanvasController } from './canvas-controller';
import { TextEditor } from './text-editor';
import { RemoteCursors, type BoardCursor } from './remote-cursors';
import { type SharedView, fitView, fromSharedView, toSharedView, zoomAt } from './view-control';

export interface CanvasHandle {
  controller: CanvasController;
  renderer: PageRenderer;
  zoom: (factor: number) => void;
  fit: () => void;
  panBy: (dx: number, dy: number) => void;
}

const pointOf = (event: { clientX: number; clientY: number }, element: Element) => {
  const rect = element.getBoundingClientRect();
  return { x: event.clientX - rect.left, y: event.clientY - rect.top };
};

/** Pointer positions sent to others at most this often (the server keeps 20 a second). */
const POINTER_EVERY_MS = 100;

/** Pressure from a pen; a mouse or a finger reports none worth using (0.5 stands for "unknown"). */
const pressureOf = (event: PointerEvent) => (event.pointerType === 'pen' && event.pressure > 0 ? event.pressure : 0.5);

function usePointer(layer: RefObject<HTMLDivElement | null>, controller: RefObject<CanvasController | null>) {
  useEffect(() => {
    const element = layer.current!;
    const down = (event: PointerEvent) => {
      if (event.target !== element) return;
      element.setPointerCapture(event.pointerId);
      controller.current?.down(pointOf(event, element), pressureOf(event), event.button);
    };
    const move = (event: PointerEvent) => {
      if (!element.hasPointerCapture(event.pointerId)) return;
      const events = event.getCoalescedEvents?.() ?? [event];
      const points = (events.length > 0 ? events : [event]).map((e) => ({
        screen: pointOf(e, element),
        pressure: pressureOf(e),
      }));
      controller.current?.move(pointOf(event, element), points);
    };
    const up = (event: PointerEvent) => {
      if (!element.hasPointerCapture(event.pointerId)) return;
      element.releasePointerCapture(event.pointerId);
      controller.current?.up();
    };
    const cancel = () => controller.current?.cancel();
    element.addEventListener('pointerdown', down);
    element.addEventListener('pointermove', move);
    element.addEventListener('pointerup', up);
    element.addEventListener('pointercancel', cancel);
    return () => {
      element.removeEventListener('pointerdown', down);
      element.removeEventListener('pointermove', move);
      element.removeEventListener('pointerup', up);
      element.removeEventListener('pointercancel', cancel);
    };
  }, [layer, controller]);
}

/** The board's two canvases (cached page, live layer), the pointer, wheel zoom and the text editor. */
export function BoardCanvas(props: {
  model: PageModel | null;
  background: CanvasImageSource | null;
  readOnly: boolean;
  handleRef: RefObject<CanvasHandle | null>;
  onLive?: CanvasController['onLive'];
  /** Strokes others are drawing now (a live class, a shared board). */
  remote?: RemoteInk | null;
  /** A view to show (the teacher's, while following); shown again at every resize. */
  followView?: SharedView | null;
  /** The user moved or zoomed (byUser), or the screen's size changed the view. */
  onViewChange?: (view: SharedView, byUser: boolean) => void;
  /** Others' pointers on this page, in page units. */
  cursors?: BoardCursor[];
  /** This user's pointer over the page, in page units. */
  onPointer?: (x: number, y: number) => void;
}) {
  const { t } = useTranslation();
  const layer = useRef<HTMLDivElement>(null);
  const baseRef = useRef<HTMLCanvasElement>(null);
  const liveRef = useRef<HTMLCanvasElement>(null);
  const controller = useRef<CanvasController | null>(null);
  const renderer = useRef<PageRenderer | null>(null);
  const tool = useEditorStore((state) => state.tool);
  const selected = useEditorStore((state) => state.selected);
  usePointer(layer, controller);
  const [shownView, setShownView] = useState<View | null>(null);
  const [zoom, setZoom] = useState(1);
  // Read in handlers made once: the latest props without re-making them.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const sizeOf = () => layer.current!.getBoundingClientRect();
  /** Every view change goes through here: drawn, its overlay moved, and reported. */
  const applyView = useRef((view: View, byUser: boolean) => {
    renderer.current!.setView(view);
    controller.current?.refreshOverlay();
    setShownView(view);
    const { width, height } = sizeOf();
    if (width <= 0 || height <= 0) return;
    const shared = toSharedView(view, width, height);
    setZoom(shared.scale);
    latest.current.onViewChange?.(shared, byUser);
  });

  useEffect(() => {
    const r = new PageRenderer(baseRef.current!, liveRef.current!);
    renderer.current = r;
    const setView = (view: View) => applyView.current(view, true);
    controller.current = new CanvasController(r, setView);
    const element = layer.current!;
    const observer = new ResizeObserver(() => {
      const { width, height } = element.getBoundingClientRect();
      r.resize(width, height, Math.min(2, window.devicePixelRatio || 1));
      const follow = latest.current.followView;
      applyView.current(follow ? fromSharedView(follow, width, height) : fitView(width, height), false);
    });
    observer.observe(element);
    const wheel = (event: WheelEvent) => {
      event.preventDefault();
      const at = pointOf(event, element);
      if (event.ctrlKey || event.metaKey) setView(zoomAt(r.view, Math.exp(-event.deltaY / 300), at));
      else setView({ ...r.view, x: r.view.x - event.deltaX, y: r.view.y - event.deltaY });
    };
    element.addEventListener('wheel', wheel, { passive: false });
    return () => {
      observer.disconnect();
      element.removeEventListener('wheel', wheel);
      r.destroy();
    };
  }, []);

  useImperativeHandle(
    props.handleRef,
    () => {
      // Read when used: the renderer and the controller are made in an effect, after this handle.
      const r = () => renderer.current!;
      const setView = (view: View) => applyView.current(view, true);
      const size = sizeOf;
      return {
        get controller() {
          return controller.current!;
        },
        get renderer() {
          return r();
        },
        zoom: (factor) => setView(zoomAt(r().view, factor, { x: size().width / 2, y: size().height / 2 })),
        fit: () => setView(fitView(size().width, size().height)),
        panBy: (dx, dy) => setView({ ...r().view, x: r().view.x + dx, y: r().view.y + dy }),
      };
    },
    [],
  );

  useEffect(() => {
    renderer.current!.setModel(props.model);
    controller.current!.model = props.model;
    controller.current!.refreshOverlay();
  }, [props.model]);
  useEffect(() => renderer.current!.setBackground(props.background), [props.background]);
  useEffect(() => {
    controller.current!.readOnly = props.readOnly;
    controller.current!.onLive = props.onLive ?? null;
  }, [props.readOnly, props.onLive]);
  useEffect(() => controller.current!.refreshOverlay(), [selected]);
  useEffect(() => {
    const { width, height } = sizeOf();
    if (props.followView && width > 0) applyView.current(fromSharedView(props.followView, width, height), false);
  }, [props.followView]);
  useEffect(() => {
    const element = layer.current!;
    let last = 0;
    const moved = (event: PointerEvent) => {
      const report = latest.current.onPointer;
      const view = renderer.current?.view;
      if (!report || !view || event.timeStamp - last < POINTER_EVERY_MS) return;
      last = event.timeStamp;
      const at = pointOf(event, element);
      report((at.x - view.x) / view.scale, (at.y - view.y) / view.scale);
    };
    element.addEventListener('pointermove', moved);
    return () => element.removeEventListener('pointermove', moved);
  }, []);
  useEffect(() => {
    renderer.current!.setRemote([]);
    return props.remote?.subscribe((items) => renderer.current?.setRemote(items));
  }, [props.remote]);

  const onDoubleClick = (event: React.MouseEvent) => {
    const c = controller.current;
    if (props.readOnly || !c?.model) return;
    const p = c.view;
    const at = pointOf(event, layer.current!);
    const hit = topItemAt(c.model.items.values(), { x: (at.x - p.x) / p.scale, y: (at.y - p.y) / p.scale }, 4);
    if (hit?.kind !== 'text') return;
    setTextDraft({
      id: hit.id,
      x: hit.points[0]!,
      y: hit.points[1]!,
      text: hit.text ?? '',
      color: hit.color,
      size: hit.size,
      z: hit.z,
      ...(hit.transform ? { transform: hit.transform } : {}),
    });
  };

  const cursor =
    props.readOnly || tool === 'pan' ? 'grab' : tool === 'select' ? 'default' : tool === 'text' ? 'text' : 'crosshair';
  return (
    <Box
      ref={layer}
      role="img"
      aria-label={t('board.canvasLabel')}
      data-testid="board-canvas"
      data-zoom={zoom.toFixed(2)}
      onDoubleClick={onDoubleClick}
      sx={{
        position: 'relative',
        flex: 1,
        minHeight: 0,
        overflow: 'hidden',
        bgcolor: 'grey.200',
        touchAction: 'none',
        cursor,
        '& canvas': { position: 'absolute', inset: 0, width: '100%', height: '100%', pointerEvents: 'none' },
      }}
    >
      <canvas ref={baseRef} data-testid="board-base" />
      <canvas ref={liveRef} data-testid="board-live" />
      <TextEditor controller={controller} model={props.model} />
      {shownView && props.cursors && <RemoteCursors cursors={props.cursors} view={shownView} />}
    </Box>
  );
}
