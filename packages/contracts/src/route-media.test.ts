import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import type { RouteContract } from './route';

const routes = (Object.values(contracts) as unknown[]).filter(
  (value): value is RouteContract =>
    typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'response' in value,
);

describe('route media', () => {
  it('finds the route table', () => {
    expect(routes.length).toBeGreaterThan(200);
  });

  it('declares what a route sends when it is not the JSON envelope', () => {
    const unnamed = routes
      .filter((route) => route.response instanceof z.ZodUnknown || route.response instanceof z.ZodString)
      .filter((route) => !route.media?.produces?.length)
      .map((route) => `${route.method} ${route.path}`);
    expect(unnamed).toEqual([]);
  });

  it('names at least one file field for every upload', () => {
    const uploads = routes.filter((route) => route.media?.multipart);
    expect(uploads.length).toBeGreaterThanOrEqual(10);
    for (const route of uploads) expect(route.media?.multipart?.files.length).toBeGreaterThan(0);
  });
});
