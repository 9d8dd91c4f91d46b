import { attendanceLogsRoute, getClassRoute, userClassesRoute } from '@bright/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateRoutes, queryKeyFor } from './query-keys';

function cacheWith(keys: ReturnType<typeof queryKeyFor>[]) {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, 'cached');
  return queryClient;
}

const invalidated = (queryClient: QueryClient) =>
  queryClient
    .getQueryCache()
    .getAll()
    .filter((query) => query.state.isInvalidated)
    .map((query) => query.queryKey);

describe('queryKeyFor', () => {
  it('is the route path, then the input when there is one', () => {
    expect(queryKeyFor(userClassesRoute)).toEqual([userClassesRoute.path]);
    expect(queryKeyFor(getClassRoute, { params: { id: 'c1' } })).toEqual([
      getClassRoute.path,
      { params: { id: 'c1' } },
    ]);
  });

  it('invalidates every input of the route named and no other route', async () => {
    const queryClient = cacheWith([
      queryKeyFor(getClassRoute, { params: { id: 'c1' } }),
      queryKeyFor(getClassRoute, { params: { id: 'c2' } }),
      queryKeyFor(userClassesRoute),
    ]);
    await queryClient.invalidateQueries({ queryKey: queryKeyFor(getClassRoute) });
    expect(invalidated(queryClient)).toEqual([
      queryKeyFor(getClassRoute, { params: { id: 'c1' } }),
      queryKeyFor(getClassRoute, { params: { id: 'c2' } }),
    ]);
  });

  it('matches by the fields given, so one class of a route is refreshed alone', async () => {
    const logsOf = (classId: string, range: 'TODAY' | 'LAST_7_DAYS') =>
      queryKeyFor(attendanceLogsRoute, { query: { classId, range } });
    const queryClient = cacheWith([logsOf('c1', 'TODAY'), logsOf('c1', 'LAST_7_DAYS'), logsOf('c2', 'TODAY')]);
    await queryClient.invalidateQueries({ queryKey: queryKeyFor(attendanceLogsRoute, { query: { classId: 'c1' } }) });
    expect(invalidated(queryClient)).toEqual([logsOf('c1', 'TODAY'), logsOf('c1', 'LAST_7_DAYS')]);
  });

  it('invalidateRoutes refreshes each route listed and leaves the others', async () => {
    const queryClient = cacheWith([
      queryKeyFor(getClassRoute, { params: { id: 'c1' } }),
      queryKeyFor(userClassesRoute, { query: { page: 1 } }),
      queryKeyFor(attendanceLogsRoute, { query: { classId: 'c1' } }),
    ]);
    await invalidateRoutes(queryClient, [getClassRoute, userClassesRoute]);
    expect(invalidated(queryClient)).toEqual([
      queryKeyFor(getClassRoute, { params: { id: 'c1' } }),
      queryKeyFor(userClassesRoute, { query: { page: 1 } }),
    ]);
  });
});
