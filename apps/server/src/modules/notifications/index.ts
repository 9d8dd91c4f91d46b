// The notifications module's public face: other modules store notifications in their transaction and push
// them after the commit.
export { insertNotifications, type NewNotification, type NotificationRow } from './notifications.queries';
export { notificationPusher, type PushNotifications } from './notifications.push';
export { notificationRoutes } from './notifications.routes';
