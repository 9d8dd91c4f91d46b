import { BOARD_PAGE_SIZE, type BoardItem } from '@bright/contracts';
import type { PageChange, PageModel } from '../model/page-model';
import { drawItem } from './draw-item';

export interface View {
  /** Screen pixels (CSS) per page pixel. */
  scale: number;
  /** Where the page's top-left corner sits on the screen. */
  x: number;
  y: number;
}

const PAGE = BOARD_PAGE_SIZE;

/**
 * Paints a whole page (white, background, items) at `scale`: for the cache, thumbnails and the PDF.
 * A `draft` draws pen strokes not yet outlined as plain lines (see drawItem).
 */
export function paintPage(
  ctx: CanvasRenderingContext2D,
  items: Iterable<BoardItem>,
  background: CanvasImageSource | null,
  scale: number,
  draft = false,
) {
  ctx.save();
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, PAGE.width, PAGE.height);
  if (background) drawBackground(ctx, background);
  for (const item of items) drawItem(ctx, item, false, draft);
  ctx.restore();
}

/** A page with this many items is shown first as a draft, then outlined in slices (see refine). */
const DRAFT_FROM = 300;
/** A zoom is taken as settled after this long without another: the cache is then drawn at its scale. */
const RESCALE_AFTER_MS = 200;
/** Work per slice while outlining, so a pan or a pen stroke still gets its frames. */
const SLICE_MS = 10;
const nextSlice = (run: () => void) => setTimeout(run, 0);

/** A picture fitted inside the page, centred, keeping its proportions. */
export function drawBackground(ctx: CanvasRenderingContext2D, source: CanvasImageSource) {
  const { width, height } = source as { width: number; height: number };
  if (!width || !height) return;
  const fit = Math.min(PAGE.width / width, PAGE.height / height);
  const w = width * fit;
  const h = height * fit;
  ctx.drawImage(source, (PAGE.width - w) / 2, (PAGE.height - h) / 2, w, h);
}

const newCanvas = (width: number, height: number) => {
  const canvas = document.createElement('canvas');
  canvas.width = Math.max(1, Math.round(width));
  canvas.height = Math.max(1, Math.round(height));
  return canvas;
};

/**
 * The board's renderer: finished items are drawn once into a cached bitmap of the page (only new items
 * are added to it; a removal redraws it), and each frame only copies that bitmap and draws what is in
 * progress on a second canvas (REALTIME-NOTES §1.1). Panning and zooming just copy the bitmap again.
 */
export class PageRenderer {
  view: View = { scale: 1, x: 0, y: 0 };
  private model: PageModel | null = null;
  private unsubscribe: (() => void) | null = null;
  private background: CanvasImageSource | null = null;
  private cache: HTMLCanvasElement | null = null;
  private cacheScale = 1;
  /** Bumped whenever the cache is dropped: an outlining still under way for the old one stops. */
  private cacheVersion = 0;
  private refining = false;
  private rescaleTimer: ReturnType<typeof setTimeout> | undefined;
  private liveEmpty = true;
  private live: BoardItem[] = [];
  private remote: BoardItem[] = [];
  private hidden: ReadonlySet<string> = new Set();
  private overlay: ((ctx: CanvasRenderingContext2D) => void) | null = null;
  private frame = 0;
  private baseDirty = true;
  private liveDirty = true;
  private size = { width: 0, height: 0, dpr: 1 };
  /** Called after each frame (benchmarks read it). */
  onFrame: ((time: number) => void) | null = null;

  constructor(
    private readonly base: HTMLCanvasElement,
    private readonly liveCanvas: HTMLCanvasElement,
  ) {}

  setModel(model: PageModel | null) {
    this.unsubscribe?.();
    this.model = model;
    this.dropCache();
    this.unsubscribe = model ? model.subscribe((change) => this.onChange(change)) : null;
    this.invalidate();
  }

  setBackground(background: CanvasImageSource | null) {
    this.background = background;
    this.dropCache();
    this.invalidate();
  }

  setView(view: View) {
    this.view = view;
    // After a zoom the cache is drawn again at the new scale, once the zoom has settled; meanwhile the
    // old one is stretched. A pan alone keeps it.
    clearTimeout(this.rescaleTimer);
    if (this.cache && this.wantedCacheScale() !== this.cacheScale) {
      this.rescaleTimer = setTimeout(() => this.invalidateCache(), RESCALE_AFTER_MS);
    }
    // A pan copies the cached page again; the live layer is redrawn only when it shows something.
    this.baseDirty = true;
    if (!this.liveEmpty || this.hasLive()) this.liveDirty = true;
    this.request();
  }

  private hasLive() {
    return this.live.length > 0 || this.remote.length > 0 || this.overlay !== null;
  }

  /** Items being moved are left out of the cache and drawn live until they are put back. */
  setHidden(ids: ReadonlySet<string>) {
    if (ids.size === 0 && this.hidden.size === 0) return;
    this.hidden = ids;
    this.dropCache();
    this.invalidate();
  }

  /** Other people's strokes in progress, drawn under the local one. */
  setRemote(items: BoardItem[]) {
    this.remote = items;
    this.liveDirty = true;
    this.request();
  }

  setLive(items: BoardItem[]) {
    this.live = items;
    this.liveDirty = true;
    this.request();
  }

  setOverlay(overlay: ((ctx: CanvasRenderingContext2D) => void) | null) {
    if (!overlay && !this.overlay) return;
    this.overlay = overlay;
    this.liveDirty = true;
    this.request();
  }

  resize(width: number, height: number, dpr: number) {
    this.size = { width, height, dpr };
    for (const canvas of [this.base, this.liveCanvas]) {
      canvas.width = Math.max(1, Math.round(width * dpr));
      canvas.height = Math.max(1, Math.round(height * dpr));
    }
    this.invalidate();
  }

  destroy() {
    clearTimeout(this.rescaleTimer);
    this.dropCache();
    this.unsubscribe?.();
    cancelAnimationFrame(this.frame);
  }

  /** Draws everything now (tests and benchmarks); normally frames are requested. */
  flush() {
    cancelAnimationFrame(this.frame);
    this.frame = 0;
    this.draw(performance.now());
  }

  private invalidateCache() {
    this.dropCache();
    this.invalidate();
  }

  private dropCache() {
    this.cache = null;
    this.cacheVersion += 1;
    this.refining = false;
  }

  private invalidate() {
    this.baseDirty = true;
    this.liveDirty = true;
    this.request();
  }

  private request() {
    if (this.frame) return;
    this.frame = requestAnimationFrame((time) => {
      this.frame = 0;
      this.draw(time);
    });
  }

  private wantedCacheScale() {
    // As many cache pixels as screen pixels: each frame of a pan is then a plain copy, without filtering.
    return Math.min(3, Math.max(0.25, this.view.scale * this.size.dpr));
  }

  private onChange(change: PageChange) {
    // While the page is being outlined (refining) the cache is a draft: it is drawn again from the start.
    if (change.redraw || !this.cache || this.hidden.size > 0 || this.refining) this.dropCache();
    else {
      const ctx = this.cache.getContext('2d')!;
      ctx.save();
      ctx.setTransform(this.cacheScale, 0, 0, this.cacheScale, 0, 0);
      for (const item of change.added) drawItem(ctx, item);
      ctx.restore();
    }
    this.invalidate();
  }

  /**
   * The cached page. A busy page is first painted as a draft (pen strokes as plain lines, a few
   * milliseconds for thousands), then outlined with perfect-freehand into a second bitmap in slices of
   * SLICE_MS, which replaces the draft when done: the page shows at once and stays responsive meanwhile.
   */
  private ensureCache() {
    if (this.cache) return this.cache;
    this.cacheScale = this.wantedCacheScale();
    const cache = newCanvas(PAGE.width * this.cacheScale, PAGE.height * this.cacheScale);
    const items = (this.model?.ordered() ?? []).filter((item) => !this.hidden.has(item.id));
    const draft = items.length >= DRAFT_FROM;
    paintPage(cache.getContext('2d')!, items, this.background, this.cacheScale, draft);
    this.cache = cache;
    // Benchmarks time a page's opening by these marks: every item shown, then every item in its final form.
    if (items.length > 0) performance.mark('board:first-paint', { detail: { items: items.length } });
    if (draft) this.refine(items);
    else if (items.length > 0) performance.mark('board:cache-drawn', { detail: { items: items.length } });
    return cache;
  }

  private refine(items: BoardItem[]) {
    const version = this.cacheVersion;
    const scale = this.cacheScale;
    const canvas = newCanvas(PAGE.width * scale, PAGE.height * scale);
    const ctx = canvas.getContext('2d')!;
    paintPage(ctx, [], this.background, scale);
    ctx.setTransform(scale, 0, 0, scale, 0, 0);
    let next = 0;
    this.refining = true;
    const slice = () => {
      if (version !== this.cacheVersion) return;
      const until = performance.now() + SLICE_MS;
      while (next < items.length && performance.now() < until) drawItem(ctx, items[next++]!);
      if (next < items.length) return nextSlice(slice);
      this.refining = false;
      this.cache = canvas;
      this.baseDirty = true;
      this.request();
      performance.mark('board:cache-drawn', { detail: { items: items.length } });
    };
    nextSlice(slice);
  }

  private applyView(ctx: CanvasRenderingContext2D) {
    const { dpr } = this.size;
    const { scale, x, y } = this.view;
    ctx.setTransform(scale * dpr, 0, 0, scale * dpr, x * dpr, y * dpr);
  }

  private copiesOneToOne() {
    return this.cacheScale === this.view.scale * this.size.dpr;
  }

  /** While a zoom settles: the cache stretched to the view. */
  private drawScaled(ctx: CanvasRenderingContext2D, cache: HTMLCanvasElement) {
    this.applyView(ctx);
    ctx.imageSmoothingQuality = 'low';
    ctx.drawImage(cache, 0, 0, PAGE.width, PAGE.height);
  }

  private draw(time: number) {
    if (this.baseDirty) {
      this.baseDirty = false;
      const ctx = this.base.getContext('2d')!;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, this.base.width, this.base.height);
      const cache = this.ensureCache();
      if (this.copiesOneToOne()) {
        // Whole device pixels: the cache is copied as it is, the cheapest draw there is.
        const { dpr } = this.size;
        ctx.setTransform(1, 0, 0, 1, Math.round(this.view.x * dpr), Math.round(this.view.y * dpr));
        ctx.imageSmoothingEnabled = false;
        ctx.drawImage(cache, 0, 0);
        ctx.imageSmoothingEnabled = true;
      } else this.drawScaled(ctx, cache);
    }
    if (this.liveDirty) {
      this.liveDirty = false;
      const ctx = this.liveCanvas.getContext('2d')!;
      ctx.setTransform(1, 0, 0, 1, 0, 0);
      ctx.clearRect(0, 0, this.liveCanvas.width, this.liveCanvas.height);
      this.liveEmpty = !this.hasLive();
      this.applyView(ctx);
      for (const item of this.remote) drawItem(ctx, item, true);
      for (const item of this.live) drawItem(ctx, item, true);
      this.overlay?.(ctx);
    }
    this.onFrame?.(time);
  }
}
