import { describe, expect, it } from 'vitest';
import { DASHBOARD_TILES, isBuilt, tilesFor } from './dashboard-tiles';
import { matchRoute } from './router';
import { ROUTE_TABLE, type RouteEntry } from './route-table';

const keys = (tiles: { key: string }[]) => tiles.map((tile) => tile.key);

describe('dashboard tiles come from the route table', () => {
  it('every tile names a path of the table', () => {
    for (const tile of DASHBOARD_TILES) expect(matchRoute(tile.path)?.entry.name, tile.path).not.toBe('notFound');
  });

  it('offers each role its built areas only: lessons, Tests, the Scheduler, live classes and AI notebooks', () => {
    expect(keys(tilesFor(['learner']))).toEqual([
      'classes',
      'my-assessments',
      'progress',
      'lessons',
      'insights',
      'phet',
      'scheduler',
      'live',
      'notebooks',
    ]);
    expect(keys(tilesFor(['instructor']))).toEqual([
      'classes',
      'tests',
      'assignments',
      'lessons',
      'insights',
      'my-files',
      'phet',
      'scheduler',
      'live',
      'notebooks',
      'daily-logs',
      'my-students',
      'devices',
    ]);
    expect(keys(tilesFor(['admin', 'instructor']))).toEqual(
      expect.arrayContaining(['tests', 'scheduler', 'daily-logs', 'people', 'plans']),
    );
    expect(isBuilt('/dashboard/tests')).toBe(true);
    expect(isBuilt('/scheduler')).toBe(true);
    expect(isBuilt('/dashboard/content')).toBe(true);
    expect(isBuilt('/launcher')).toBe(true);
    expect(isBuilt('/live')).toBe(true);
    expect(isBuilt('/webview/whiteboard-chat')).toBe(false);
    expect(isBuilt('/no/such/page')).toBe(false);
  });

  it('a tile shows only while its route is built, without touching the dashboard', () => {
    const notebooks = ROUTE_TABLE.find((entry) => entry.path === '/dashboard/notebooks')!;
    const unbuilt: RouteEntry[] = ROUTE_TABLE.map((entry) => (entry === notebooks ? { ...entry, soon: true } : entry));
    expect(keys(tilesFor(['instructor']))).toContain('notebooks');
    expect(keys(tilesFor(['instructor'], unbuilt))).not.toContain('notebooks');
  });
});
