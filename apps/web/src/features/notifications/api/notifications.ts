import {
  type NotificationItem,
  type NotificationList,
  listNotificationsRoute,
  markNotificationsReadRoute,
  newMessagesCountRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';

export const newMessagesCountQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(newMessagesCountRoute),
    queryFn: async () => (await callApi(newMessagesCountRoute, {}, { loader: false, silent: true })).newMessagesCount,
  });

export const useNewMessagesCount = (enabled: boolean) => useQuery({ ...newMessagesCountQueryOptions(), enabled });

export const notificationListQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(listNotificationsRoute),
    queryFn: () => callApi(listNotificationsRoute, { query: {} }, { loader: false }),
  });

export const useNotificationList = (enabled: boolean) => useQuery({ ...notificationListQueryOptions(), enabled });

/** Marks read on the server, and at once in the cache so the badge and the list agree. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (target: { ids: string[] } | { all: true }) =>
      callApi(markNotificationsReadRoute, { body: target }, { loader: false }),
    onMutate: (target) => {
      const now = new Date().toISOString();
      queryClient.setQueryData<NotificationList>(
        queryKeyFor(listNotificationsRoute),
        (list) =>
          list && {
            ...list,
            data: list.data.map((item) =>
              item.readAt || !('all' in target || target.ids.includes(item.id)) ? item : { ...item, readAt: now },
            ),
          },
      );
    },
    onSuccess: ({ newMessagesCount }) => {
      queryClient.setQueryData(queryKeyFor(newMessagesCountRoute), newMessagesCount);
      queryClient.setQueryData<NotificationList>(
        queryKeyFor(listNotificationsRoute),
        (list) => list && { ...list, newMessagesCount },
      );
    },
    onError: () => invalidateRoutes(queryClient, [listNotificationsRoute, newMessagesCountRoute]),
  });
}

/** A notification pushed live: on top of the list (if loaded), one more unread. */
export function addPushed(lists: NotificationList | undefined, item: NotificationItem) {
  if (!lists || lists.data.some((existing) => existing.id === item.id)) return lists;
  return { ...lists, data: [item, ...lists.data], newMessagesCount: lists.newMessagesCount + 1 };
}
