import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { provideMessage } from './errors';
import { NotificationItem } from './realtime';
import { defineRoute } from './route';
import { defineMessages } from './message-catalogue';

/** The notifications host (SPEC §7 "Notifications host", ARCHITECTURE.md §2: /api/notifications/…). */
export const NOTIFICATION_PAGE_SIZE = 20;

export const NOTIFICATION_MESSAGES = defineMessages('notifications', {
  markedRead: 'Notifications marked as read',
  noneToMark: 'Please provide: ids or all',
  sent: 'Notification sent',
  deleted: 'Notifications deleted',
  notificationNotFound: 'Notification not found',
  receiverNotFound: 'Receiver not found',
  onlyOwnNotifications: 'A notification is read only by its receiver',
  tooManyReceivers: 'At most 500 receivers at a time',
  badTime: 'A time is written HH:MM',
  badTimeZone: 'Unknown time zone',
  preferencesSaved: 'Preferences saved',
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

const notificationId = z.string().trim().min(1).max(100);
const userId = z.string().trim().min(1).max(100);

export const NotificationListQuery = z.strictObject({
  limit: z.coerce.number().int().min(1).max(100).default(NOTIFICATION_PAGE_SIZE),
  before: notificationId.optional(),
  /** SPEC §7 "read all for a user": only the caller's own id is allowed (403 otherwise). */
  receiverId: userId.optional(),
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
    ids: z.array(notificationId).min(1).max(100).optional(),
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

/** SPEC §7 "token": what the /notifications socket connects with (the login answer's notificationToken). */
export const NotificationToken = z
  .object({ notificationToken: z.string(), namespace: z.literal('/notifications'), protocol: z.number().int() })
  .meta({ id: 'NotificationToken' });

export const notificationTokenRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/token',
  summary:
    'The token the /notifications socket connects with (auth {token, protocol}); the same session token the login answers as notificationToken',
  tags: ['notifications'],
  access: access.signedIn,
  body: z.strictObject({}).optional(),
  response: envelope(NotificationToken),
});

/** Notification categories a sender may choose; the product's own events use their own types. */
export const SENT_NOTIFICATION_TYPES = ['MESSAGE', 'ANNOUNCEMENT', 'REMINDER', 'URGENT'] as const;

export const SendNotificationBody = z.strictObject({
  receivers: z
    .array(userId, { error: provideMessage('receivers') })
    .min(1, { error: provideMessage('receivers') })
    .max(500, { error: NOTIFICATION_MESSAGES.tooManyReceivers }),
  title: z
    .string({ error: provideMessage('title') })
    .trim()
    .min(1, { error: provideMessage('title') })
    .max(200),
  body: z.string().trim().max(2000).default(''),
  type: z.enum(SENT_NOTIFICATION_TYPES).default('MESSAGE'),
  /** A class the message is about: its receivers may mute it (and it must be one the sender teaches). */
  classId: z.string().trim().min(1).max(100).optional(),
});
export type SendNotificationBody = z.infer<typeof SendNotificationBody>;

export const sendNotificationRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/notification',
  summary:
    "Sends a notification to its receivers: a teacher to the people of her classes, an admin to the institute's members. All receivers or none (404 'Receiver not found')",
  tags: ['notifications'],
  access: access.roles('instructor', 'admin'),
  body: SendNotificationBody,
  response: envelope(z.object({ sent: z.number().int() })),
});

export const DeleteNotificationsBody = z.strictObject({ ids: z.array(notificationId).min(1).max(100) });

export const NotificationsDeleted = z
  .object({ deleted: z.number().int(), newMessagesCount: z.number().int() })
  .meta({ id: 'NotificationsDeleted' });

export const deleteNotificationsRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/notification/delete',
  summary: "Deletes the caller's own notifications {ids}; an id that is not the caller's is 404 and nothing is deleted",
  tags: ['notifications'],
  access: access.signedIn,
  body: DeleteNotificationsBody,
  response: envelope(NotificationsDeleted),
});

export const deleteAllNotificationsRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/notification/delete-all',
  summary: "Deletes all of {receiverId}'s notifications; only the receiver may (403 for anyone else)",
  tags: ['notifications'],
  access: access.signedIn,
  body: z.strictObject({ receiverId: userId }),
  response: envelope(NotificationsDeleted),
});

/** What a person can mute: every notification type falls in one category. */
export const NOTIFICATION_CATEGORIES = [
  'assessments',
  'classFeed',
  'liveClasses',
  'messages',
  'licences',
  'other',
] as const;
export type NotificationCategory = (typeof NOTIFICATION_CATEGORIES)[number];

const CATEGORY_PREFIXES: Array<[string, NotificationCategory]> = [
  ['ASSESSMENT_', 'assessments'],
  ['CLASS_FEED_', 'classFeed'],
  ['LIVE_CLASS', 'liveClasses'],
  ['LICENSE_', 'licences'],
  ['FEATURE_', 'licences'],
  ['TRIAL_', 'licences'],
];

export function notificationCategory(type: string): NotificationCategory {
  if ((SENT_NOTIFICATION_TYPES as readonly string[]).includes(type)) return 'messages';
  return CATEGORY_PREFIXES.find(([prefix]) => type.startsWith(prefix))?.[1] ?? 'other';
}

/** Urgent ones pass quiet hours: a message marked urgent, and a live class that is starting now. */
export const isUrgentNotification = (type: string) => type === 'URGENT' || type.startsWith('LIVE_CLASS');

const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: NOTIFICATION_MESSAGES.badTime });

export const NotificationPreferences = z
  .object({
    mutedCategories: z.array(z.enum(NOTIFICATION_CATEGORIES)).max(NOTIFICATION_CATEGORIES.length),
    mutedClassIds: z.array(z.string().trim().min(1).max(100)).max(200),
    quietHours: z.object({ start: clockTime, end: clockTime }).nullable(),
    timeZone: z.string().trim().min(1).max(64).refine(isTimeZone, { error: NOTIFICATION_MESSAGES.badTimeZone }),
    dailyDigest: z.boolean(),
    digestTime: clockTime,
  })
  .meta({ id: 'NotificationPreferences' });
export type NotificationPreferences = z.infer<typeof NotificationPreferences>;

function isTimeZone(zone: string) {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  mutedCategories: [],
  mutedClassIds: [],
  quietHours: null,
  timeZone: 'UTC',
  dailyDigest: false,
  digestTime: '18:00',
};

export const getNotificationPreferencesRoute = defineRoute({
  method: 'GET',
  path: '/api/notifications/preferences',
  summary: "The caller's notification preferences (defaults until saved)",
  tags: ['notifications'],
  access: access.signedIn,
  response: envelope(NotificationPreferences),
});

export const saveNotificationPreferencesRoute = defineRoute({
  method: 'POST',
  path: '/api/notifications/preferences',
  summary:
    "Saves the caller's preferences: muted categories and classes (their own classes only), quiet hours and the daily digest in their time zone",
  tags: ['notifications'],
  access: access.signedIn,
  body: NotificationPreferences.strict(),
  response: envelope(NotificationPreferences),
});
