import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { NotificationItem } from './realtime';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** The notifications host (SPEC §7 "Notifications host", ARCHITECTURE.md §2: /api/notifications/…). */
export const NOTIFICATION_PAGE_SIZE = 20;

export const NOTIFICATION_MESSAGES = defineMessages('notifications', {
  markedRead: 'Notifications marked as read',
  noneToMark: 'Please provide: ids or all',
} as const);

export const NotificationList = z
  .object({
    data: z.array(NotificationItem),
    newMessagesCount: z.number().int(),
    /** Pass as `before` for the next (older) page; null when there is none. */
    nextCursor: z.string().nullable(),
  })
  .meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof NotificationList>;

export const NotificationListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
  before: z.string().trim().min(1).max(100).optional(),
});

export const listNotificationsRoute = defineRoute({
  method: 'GET',
  path: '/api/notifications/notification',
  summary:
    "The caller's notifications, newest first (data.data), with the unread count; `before` (a nextCursor) pages to older ones",
  tags: ['notifications'],
  access: access.signedIn,
  query: NotificationListQuery,
  response: envelope(NotificationList),
});

export const NewMessagesCount = z.object({ newMessagesCount: z.number().int() }).meta({ id: 'NewMessagesCount' });

export const newMessagesCountRoute = defineRoute({
  method: 'GET',
  path: '/api/notifications/notification/newMessagesCount',
  summary: "The caller's unread notification count (also pushed live on /notifications as newMessagesCount)",
  tags: ['notifications'],
  access: access.signedIn,
  response: envelope(NewMessagesCount),
});

export const MarkNotificationsReadBody = z
  .strictObject({
    ids: z.array(z.string().trim().min(1).max(100)).min(1).max(100).optional(),
    all: z.literal(true).optional(),
  })
  .refine((body) => Boolean(body.ids) !== Boolean(body.all), { message: NOTIFICATION_MESSAGES.noneToMark });
export type MarkNotificationsReadBody = z.infer<typeof MarkNotificationsReadBody>;

export const markNotificationsReadRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/notification/read',
  summary:
    "Marks the caller's notifications read: {ids} or {all: true}; other ids are ignored. The new count is pushed to the caller's other tabs",
  tags: ['notifications'],
  access: access.signedIn,
  body: MarkNotificationsReadBody,
  response: envelope(NewMessagesCount),
});
