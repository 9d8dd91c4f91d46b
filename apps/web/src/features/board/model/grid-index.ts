import type { Box, Point } from './geometry';

/**
 * A uniform grid over the page: each item is listed in the cells its box covers, so the eraser and the
 * select tool look at the few items near the pointer instead of all 5,000 (REALTIME-NOTES §1.1).
 */
export class GridIndex {
  private readonly cells = new Map<number, Set<string>>();
  private readonly boxes = new Map<string, Box>();

  constructor(private readonly cellSize = 128) {}

  get size() {
    return this.boxes.size;
  }

  private key(cx: number, cy: number) {
    // Pages are at most 100,000 px a side (the contracts' coordinate limit): 2^16 cells a row is plenty.
    return (cy + 32768) * 65536 + (cx + 32768);
  }

  private each(box: Box, visit: (key: number) => void) {
    const x0 = Math.floor(box.minX / this.cellSize);
    const x1 = Math.floor(box.maxX / this.cellSize);
    const y0 = Math.floor(box.minY / this.cellSize);
    const y1 = Math.floor(box.maxY / this.cellSize);
    if (!Number.isFinite(x0 + x1 + y0 + y1)) return;
    for (let cy = y0; cy <= y1; cy += 1) for (let cx = x0; cx <= x1; cx += 1) visit(this.key(cx, cy));
  }

  insert(id: string, box: Box) {
    this.remove(id);
    this.boxes.set(id, box);
    this.each(box, (key) => {
      let cell = this.cells.get(key);
      if (!cell) this.cells.set(key, (cell = new Set()));
      cell.add(id);
    });
  }

  remove(id: string) {
    const box = this.boxes.get(id);
    if (!box) return;
    this.boxes.delete(id);
    this.each(box, (key) => {
      const cell = this.cells.get(key);
      cell?.delete(id);
      if (cell?.size === 0) this.cells.delete(key);
    });
  }

  clear() {
    this.cells.clear();
    this.boxes.clear();
  }

  /** Ids whose boxes come within `radius` of the point. */
  near(p: Point, radius: number): string[] {
    const found = new Set<string>();
    const query = { minX: p.x - radius, minY: p.y - radius, maxX: p.x + radius, maxY: p.y + radius };
    this.each(query, (key) => {
      for (const id of this.cells.get(key) ?? []) {
        const box = this.boxes.get(id)!;
        if (box.minX <= query.maxX && box.maxX >= query.minX && box.minY <= query.maxY && box.maxY >= query.minY) {
          found.add(id);
        }
      }
    });
    return [...found];
  }
}
