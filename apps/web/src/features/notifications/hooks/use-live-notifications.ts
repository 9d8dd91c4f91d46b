import { type NotificationList, listNotificationsRoute, newMessagesCountRoute } from '@bright/contracts';
import { queryKeyFor } from '../../../lib/query-keys';
import { useRealtimeCache } from '../../../lib/use-socket';
import { addPushed } from '../api/notifications';

/** Keeps the bell's count and list current from /notifications, without a reload. */
export function useLiveNotifications() {
  useRealtimeCache(
    '/notifications',
    'notification',
    (item, queryClient) => {
      queryClient.setQueryData<NotificationList>(queryKeyFor(listNotificationsRoute), (list) => addPushed(list, item));
      queryClient.setQueryData<number>(queryKeyFor(newMessagesCountRoute), (count) => (count ?? 0) + 1);
    },
    { resync: [queryKeyFor(listNotificationsRoute), queryKeyFor(newMessagesCountRoute)] },
  );
  useRealtimeCache('/notifications', 'newMessagesCount', (count, queryClient) => {
    queryClient.setQueryData(queryKeyFor(newMessagesCountRoute), count);
  });
}
