import { BOARD_PAGE_SIZE } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { fitView, fromSharedView, toSharedView, zoomAt } from './view-control';

describe('the shared view a live class follows', () => {
  it('is zoom 1 on the page centre when the page is fitted, whatever the screen', () => {
    for (const [width, height] of [
      [1280, 720],
      [375, 600],
    ] as const) {
      const shared = toSharedView(fitView(width, height), width, height);
      expect(shared.scale).toBeCloseTo(1);
      expect(shared.x).toBeCloseTo(BOARD_PAGE_SIZE.width / 2);
      expect(shared.y).toBeCloseTo(BOARD_PAGE_SIZE.height / 2);
    }
  });

  it("puts the teacher's centre point at the follower's centre, zoomed as much relative to the fitted page", () => {
    const teacher = zoomAt(fitView(1280, 720), 2, { x: 300, y: 200 });
    const shared = toSharedView(teacher, 1280, 720);
    const follower = fromSharedView(shared, 375, 600);
    expect(follower.scale / fitView(375, 600).scale).toBeCloseTo(2);
    expect((375 / 2 - follower.x) / follower.scale).toBeCloseTo(shared.x);
    expect((600 / 2 - follower.y) / follower.scale).toBeCloseTo(shared.y);
    // Back on the teacher's own screen it is the same view.
    const again = fromSharedView(shared, 1280, 720);
    expect(again.scale).toBeCloseTo(teacher.scale);
    expect(again.x).toBeCloseTo(teacher.x);
    expect(again.y).toBeCloseTo(teacher.y);
  });
});
