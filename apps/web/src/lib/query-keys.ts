import type { RouteContract } from '@bright/contracts';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

/** Some of a route's fields, by its schema (a key may name only the fields that tell its data apart). */
type PartOf<Schema> = [NonNullable<Schema>] extends [z.ZodType]
  ? Partial<z.input<NonNullable<Schema>>> & Record<string, unknown>
  : never;

/**
 * What tells one cache entry of a route from another: the `params` and `query` callApi gets, or some of
 * them (a prefix of the key: `{ query: { classId } }` matches every range of that class).
 */
export interface KeyInput<R extends RouteContract = RouteContract> {
  params?: PartOf<R['params']>;
  query?: PartOf<R['query']>;
  /**
   * What else tells entries apart when the request does not (the session's institute, a read made of
   * several calls): after params and query, so a key without it still matches.
   */
  scope?: Record<string, unknown>;
}

export type RouteQueryKey = readonly [path: string, input?: KeyInput];

/**
 * The one way a query key is built: `[route.path, input]`. TanStack matches keys by prefix (and objects
 * by their given fields), so `queryKeyFor(route)` invalidates every input of that route and no other.
 */
export function queryKeyFor<R extends RouteContract>(route: R, input?: KeyInput<R>): RouteQueryKey {
  return input === undefined ? [route.path] : [route.path, input];
}

/** Refreshes every cached input of each route named: another feature's data is invalidated by its route. */
export function invalidateRoutes(queryClient: QueryClient, routes: readonly RouteContract[]) {
  return Promise.all(routes.map((route) => queryClient.invalidateQueries({ queryKey: queryKeyFor(route) })));
}
