import {
  type CreateScheduleBody,
  type UpdateScheduleBody,
  calendarFeedRoute,
  createScheduleRoute,
  deleteSchedulePostRoute,
  fetchSchedulesForTodayRoute,
  fetchSchedulesForUserRoute,
  fetchSchedulesRoute,
  revokeCalendarFeedRoute,
  rotateCalendarFeedRoute,
  updateScheduleRoute,
} from '@bright/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';
import { browserTimeZone } from '../../../lib/class-queries';
import { showSnackbar } from '../../../lib/ui-store';

/** Every schedule read: what a saved or deleted schedule changes. */
const SCHEDULE_ROUTES = [
  fetchSchedulesRoute,
  fetchSchedulesForUserRoute,
  fetchSchedulesForTodayRoute,
  calendarFeedRoute,
];

export interface Range {
  from: Date;
  to: Date;
}

const isoRange = (range: Range) => ({ from: range.from.toISOString(), to: range.to.toISOString() });

/** A class's schedules (classId), or the signed-in user's across their classes (userId). */
export const useSchedules = (source: { classId?: string; userId?: string }, range: Range) =>
  useQuery({
    queryKey: source.classId
      ? queryKeyFor(fetchSchedulesRoute, { query: { classId: source.classId, ...isoRange(range) } })
      : queryKeyFor(fetchSchedulesForUserRoute, { params: { id: source.userId ?? '' }, query: isoRange(range) }),
    queryFn: () => {
      const query = isoRange(range);
      return source.classId
        ? callApi(fetchSchedulesRoute, { query: { classId: source.classId, ...query } }, { loader: false })
        : callApi(fetchSchedulesForUserRoute, { params: { id: source.userId! }, query }, { loader: false });
    },
    placeholderData: keepPreviousData,
    enabled: Boolean(source.classId || source.userId),
  });

/** What the caller's classes have today, in the user's own day. */
export const useToday = () =>
  useQuery({
    queryKey: queryKeyFor(fetchSchedulesForTodayRoute, { query: { timeZone: browserTimeZone() } }),
    queryFn: () => callApi(fetchSchedulesForTodayRoute, { query: { timeZone: browserTimeZone() } }, { loader: false }),
  });

const onMessage = (message: string) => showSnackbar(message, 'success');

export function useSaveSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: { create: CreateScheduleBody } | { update: UpdateScheduleBody }): Promise<void> => {
      if ('create' in input) await callApi(createScheduleRoute, { body: input.create }, { silent: true, onMessage });
      else await callApi(updateScheduleRoute, { body: input.update }, { silent: true, onMessage });
    },
    onSuccess: () => invalidateRoutes(queryClient, SCHEDULE_ROUTES),
  });
}

export function useDeleteSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    // POST form of the delete: the API client sends GET and POST bodies only.
    mutationFn: (scheduleId: string) => callApi(deleteSchedulePostRoute, { params: { id: scheduleId } }, { onMessage }),
    onSuccess: () => invalidateRoutes(queryClient, SCHEDULE_ROUTES),
  });
}

const feedKey = queryKeyFor(calendarFeedRoute);

export const useCalendarFeed = () =>
  useQuery({ queryKey: feedKey, queryFn: () => callApi(calendarFeedRoute, {}, { loader: false }) });

export function useRotateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(rotateCalendarFeedRoute, {}),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, { ...feed, url: null }),
  });
}

export function useRevokeCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(revokeCalendarFeedRoute, {}, { onMessage }),
    onSuccess: (feed) => queryClient.setQueryData(feedKey, feed),
  });
}
