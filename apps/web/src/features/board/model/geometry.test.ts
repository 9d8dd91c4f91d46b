import { IDENTITY } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import {
  applyTransform,
  distanceToPolyline,
  insidePolygon,
  invert,
  multiply,
  rotationAbout,
  scalingAbout,
  shapeOutline,
  translation,
} from './geometry';

const close = (a: { x: number; y: number }, b: { x: number; y: number }) => {
  expect(a.x).toBeCloseTo(b.x, 6);
  expect(a.y).toBeCloseTo(b.y, 6);
};

describe('transforms', () => {
  it('composes, inverts, and keeps the anchor of a scale and the centre of a rotation in place', () => {
    const m = multiply(translation(10, -5), scalingAbout(2, 3, { x: 100, y: 100 }));
    close(applyTransform(m, { x: 100, y: 100 }), { x: 110, y: 95 });
    close(applyTransform(m, { x: 101, y: 101 }), { x: 112, y: 98 });
    close(applyTransform(multiply(invert(m), m), { x: 7, y: 9 }), { x: 7, y: 9 });
    const r = rotationAbout(Math.PI / 2, { x: 50, y: 50 });
    close(applyTransform(r, { x: 50, y: 50 }), { x: 50, y: 50 });
    close(applyTransform(r, { x: 60, y: 50 }), { x: 50, y: 60 });
    expect(invert([0, 0, 0, 0, 1, 1])).toEqual(IDENTITY);
  });
});

describe('shapes', () => {
  it("outlines each of SPEC's five shapes and the arrow inside the dragged box", () => {
    const a = { x: 300, y: 200 };
    const b = { x: 100, y: 100 };
    expect(shapeOutline('line', a, b)).toEqual([a, b]);
    expect(shapeOutline('arrow', a, b)).toEqual([a, b]);
    expect(shapeOutline('rectangle', a, b)).toEqual([
      { x: 100, y: 100 },
      { x: 300, y: 100 },
      { x: 300, y: 200 },
      { x: 100, y: 200 },
    ]);
    expect(shapeOutline('triangle', a, b)).toEqual([
      { x: 200, y: 100 },
      { x: 300, y: 200 },
      { x: 100, y: 200 },
    ]);
    const hexagon = shapeOutline('hexagon', a, b);
    expect(hexagon).toHaveLength(6);
    close(hexagon[0]!, { x: 300, y: 150 });
    close(hexagon[3]!, { x: 100, y: 150 });
    const circle = shapeOutline('circle', a, b);
    expect(circle.length).toBeGreaterThan(24);
    for (const p of circle) expect(((p.x - 200) / 100) ** 2 + ((p.y - 150) / 50) ** 2).toBeCloseTo(1, 6);
  });

  it('measures distance to a polyline, closed or open, and tells inside from outside', () => {
    const square = shapeOutline('rectangle', { x: 0, y: 0 }, { x: 10, y: 10 });
    expect(distanceToPolyline({ x: 5, y: -3 }, square)).toBeCloseTo(3);
    // The open polyline misses the left side; the closed one has it.
    expect(distanceToPolyline({ x: -2, y: 5 }, square)).toBeCloseTo(Math.hypot(2, 5));
    expect(distanceToPolyline({ x: -2, y: 5 }, square, true)).toBeCloseTo(2);
    expect(distanceToPolyline({ x: 1, y: 1 }, [])).toBe(Infinity);
    expect(insidePolygon({ x: 5, y: 5 }, square)).toBe(true);
    expect(insidePolygon({ x: 15, y: 5 }, square)).toBe(false);
  });
});
