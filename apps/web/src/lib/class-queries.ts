import { type ClassMembersQuery, classUsersRoute, getClassRoute, userClassesRoute } from '@bright/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeyFor } from './query-keys';

/*
 * The class queries several features read (classes, class people, attendance, joining, roster); a change
 * made by one feature refreshes what the others show by naming these routes (`invalidateRoutes`).
 */

export const myClassesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(userClassesRoute),
    queryFn: () => callApi(userClassesRoute, {}, { loader: false }),
  });

export const useMyClasses = () => useQuery(myClassesQueryOptions());

export const classQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: queryKeyFor(getClassRoute, { params: { id: classId } }),
    queryFn: () => callApi(getClassRoute, { params: { id: classId } }),
    enabled: Boolean(classId),
  });

export const useClassSummary = (classId: string) => useQuery(classQueryOptions(classId));

/** A class's students (or teachers), searched and sorted. */
export const classMembersQueryOptions = (
  classId: string,
  type: 'learner' | 'instructor',
  query: ClassMembersQuery = {},
) =>
  queryOptions({
    queryKey: queryKeyFor(classUsersRoute, { params: { type, classId }, query }),
    queryFn: () =>
      callApi(classUsersRoute, {
        params: { type, classId },
        query: { ...query, search: query.search || undefined },
      }),
    placeholderData: keepPreviousData,
    enabled: Boolean(classId),
  });

export const useClassMembers = (classId: string, type: 'learner' | 'instructor', query: ClassMembersQuery = {}) =>
  useQuery(classMembersQueryOptions(classId, type, query));

/** The browser's own zone: ranges and days are the user's (ARCHITECTURE.md §5.10). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
