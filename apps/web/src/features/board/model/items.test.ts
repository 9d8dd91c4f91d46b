import { type BoardItem, decodePoints, encodePoints, fromStoredItem, toStoredItem } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { rotationAbout, translation } from './geometry';
import { GridIndex } from './grid-index';
import { hitsItem, isRtl, itemBox, selectsItem, textBox, topItemAt } from './items';
import { erasedAt, moveItems, rotateItems, scaleItems, selectionBox } from './tool-actions';

const pen = (id: string, points: number[], z = 1): BoardItem => ({
  id,
  kind: 'pen',
  color: '#1f2933',
  size: 4,
  points,
  z,
});
const rect = (id: string, z = 1): BoardItem => ({
  id,
  kind: 'rectangle',
  color: '#d92d20',
  size: 4,
  points: [100, 100, 300, 200],
  z,
});
const measure = (line: string, size: number) => line.length * size * 0.5;

describe('quantised points', () => {
  it('keeps points to a quarter pixel and pressure to a thousandth, in 2 bytes each', () => {
    const points = [10.13, 20.876, 0.4567, -5.5, 1000.25, 1];
    const bytes = encodePoints(points, 3);
    expect(bytes.byteLength).toBe(12);
    const back = decodePoints(bytes, 3);
    back.forEach((value, index) =>
      expect(Math.abs(value - points[index]!)).toBeLessThanOrEqual(index % 3 === 2 ? 0.0005 : 0.125),
    );
    const item = pen('a', points);
    expect(fromStoredItem('a', toStoredItem(item))).toMatchObject({ id: 'a', kind: 'pen', size: 4 });
  });
});

describe('hit testing', () => {
  it('hits a pen stroke near its line only, through its transform', () => {
    const stroke = pen('a', [0, 0, 0.5, 100, 0, 0.5]);
    expect(hitsItem(stroke, { x: 50, y: 3 }, 2)).toBe(true);
    expect(hitsItem(stroke, { x: 50, y: 10 }, 2)).toBe(false);
    const moved = { ...stroke, transform: translation(0, 50) };
    expect(hitsItem(moved, { x: 50, y: 50 }, 2)).toBe(true);
    expect(hitsItem(moved, { x: 50, y: 0 }, 2)).toBe(false);
  });

  it('selects inside a closed shape but erases only on its line', () => {
    const shape = rect('r');
    expect(hitsItem(shape, { x: 200, y: 150 }, 4)).toBe(false);
    expect(selectsItem(shape, { x: 200, y: 150 }, 4)).toBe(true);
    expect(hitsItem(shape, { x: 101, y: 150 }, 4)).toBe(true);
    expect(topItemAt([rect('low', 1), rect('high', 2)], { x: 200, y: 150 }, 4)?.id).toBe('high');
  });

  it('boxes text by its lines and tells right-to-left text by its first strong letter', () => {
    const text: BoardItem = {
      id: 't',
      kind: 'text',
      color: '#1f2933',
      size: 20,
      points: [10, 10],
      z: 1,
      text: 'ab\nabcd',
    };
    expect(textBox(text, measure)).toEqual({ minX: 10, minY: 10, maxX: 50, maxY: 60 });
    expect(isRtl('الكسور: النصف')).toBe(true);
    expect(isRtl('123 שלום')).toBe(true);
    expect(isRtl('Fractions الكسور')).toBe(false);
    expect(isRtl('भिन्न')).toBe(false);
  });
});

describe('the grid index and the stroke eraser', () => {
  it('finds only the strokes near the eraser among thousands', () => {
    const items = new Map<string, BoardItem>();
    const index = new GridIndex();
    for (let n = 0; n < 5000; n += 1) {
      const x = (n % 100) * 16;
      const y = Math.floor(n / 100) * 18;
      const item = pen(`s${n}`, [x, y, 0.5, x + 8, y, 0.5], n);
      items.set(item.id, item);
      index.insert(item.id, itemBox(item));
    }
    expect(index.near({ x: 804, y: 180 }, 6).length).toBeLessThan(10);
    expect(erasedAt(items, index, { x: 804, y: 180 }, 3)).toEqual(['s1050']);
    index.remove('s1050');
    expect(index.near({ x: 804, y: 180 }, 3)).not.toContain('s1050');
    expect(index.size).toBe(4999);
  });
});

describe('select, move, resize and rotate', () => {
  it('moves, scales about the anchor and rotates about the centre of the selection', () => {
    const shape = rect('r');
    const [moved] = moveItems([shape], 10, 20);
    expect(moved!.points).toEqual(shape.points);
    expect(hitsItem(moved!, { x: 110, y: 170 }, 1)).toBe(true);
    const box = selectionBox([shape])!;
    const [scaled] = scaleItems([shape], 2, 2, { x: box.minX, y: box.minY });
    const after = selectionBox([scaled!])!;
    expect(after.minX).toBeCloseTo(box.minX);
    expect(after.maxX - after.minX).toBeCloseTo((box.maxX - box.minX) * 2);
    const [turned] = rotateItems([shape], Math.PI / 2);
    const expected = rotationAbout(Math.PI / 2, { x: 200, y: 150 });
    turned!.transform!.forEach((value, index) => expect(value).toBeCloseTo(expected[index]!));
    const turnedBox = selectionBox([turned!])!;
    expect(turnedBox.maxY - turnedBox.minY).toBeCloseTo(box.maxX - box.minX);
  });
});
