import { type ClassMembersQuery, classUsersRoute, getClassRoute, userClassesRoute } from '@bright/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

/**
 * The class queries several features read (classes, class people, attendance, joining, roster): one
 * cache key each, so that a change made by one feature refreshes what the others show.
 */
export const classKeys = {
  all: ['classes'] as const,
  list: () => [...classKeys.all, 'list'] as const,
  one: (classId: string) => [...classKeys.all, 'one', classId] as const,
  members: (classId: string) => [...classKeys.all, 'members', classId] as const,
};

export const myClassesQueryOptions = () =>
  queryOptions({
    queryKey: classKeys.list(),
    queryFn: () => callApi(userClassesRoute, {}, { loader: false }),
  });

export const useMyClasses = () => useQuery(myClassesQueryOptions());

export const classQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: classKeys.one(classId),
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
    queryKey: [...classKeys.members(classId), type, query],
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
