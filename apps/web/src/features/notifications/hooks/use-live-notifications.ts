import type { NotificationList } from '@bright/contracts';
import { useRealtimeCache } from '../../../lib/use-socket';
import { addPushed, notificationKeys } from '../api/notifications';

/** Keeps the bell's count and list current from /notifications, without a reload. */
export function useLiveNotifications() {
  useRealtimeCache(
    '/notifications',
    'notification',
    (item, queryClient) => {
      queryClient.setQueryData<NotificationList>(notificationKeys.list, (list) => addPushed(list, item));
      queryClient.setQueryData<number>(notificationKeys.count, (count) => (count ?? 0) + 1);
    },
    { resync: notificationKeys.all },
  );
  useRealtimeCache('/notifications', 'newMessagesCount', (count, queryClient) => {
    queryClient.setQueryData(notificationKeys.count, count);
  });
}
