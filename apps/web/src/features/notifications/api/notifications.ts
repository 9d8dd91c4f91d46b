import {
  type NotificationItem,
  type NotificationList,
  listNotificationsRoute,
  markNotificationsReadRoute,
  newMessagesCountRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const notificationKeys = {
  all: ['notifications'] as const,
  list: ['notifications', 'list'] as const,
  count: ['notifications', 'count'] as const,
};

export const newMessagesCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.count,
    queryFn: async () => (await callApi(newMessagesCountRoute, {}, { loader: false, silent: true })).newMessagesCount,
  });

export const useNewMessagesCount = (enabled: boolean) => useQuery({ ...newMessagesCountQueryOptions(), enabled });

export const notificationListQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list,
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
        notificationKeys.list,
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
      queryClient.setQueryData(notificationKeys.count, newMessagesCount);
      queryClient.setQueryData<NotificationList>(
        notificationKeys.list,
        (list) => list && { ...list, newMessagesCount },
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
  });
}

/** A notification pushed live: on top of the list (if loaded), one more unread. */
export function addPushed(lists: NotificationList | undefined, item: NotificationItem) {
  if (!lists || lists.data.some((existing) => existing.id === item.id)) return lists;
  return { ...lists, data: [item, ...lists.data], newMessagesCount: lists.newMessagesCount + 1 };
}
