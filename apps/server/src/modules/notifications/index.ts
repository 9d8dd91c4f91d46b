/** The public face of notifications: code outside the module imports only this file (lint enforces it). */
export { notificationPusher, type PushNotifications } from './notifications.push';
export { insertNotifications, type NotificationRow } from './notifications.queries';
