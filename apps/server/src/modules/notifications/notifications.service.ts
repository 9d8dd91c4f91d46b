import type { MarkNotificationsReadBody, NotificationList } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { toNotificationItem } from './notifications.presenter';
import * as q from './notifications.queries';

/** The caller's own notifications only: there is no id of someone else's to ask for. */
export async function listNotifications(
  db: Db,
  actor: Actor,
  query: { limit: number; before?: string },
): Promise<NotificationList> {
  const cursor = query.before ? await q.findNotification(db, query.before) : undefined;
  const after = cursor?.userId === actor.userId ? cursor : undefined;
  if (query.before && !after)
    return { data: [], newMessagesCount: await q.countUnread(db, actor.userId), nextCursor: null };
  const [rows, newMessagesCount] = await Promise.all([
    q.listNotifications(db, actor.userId, query.limit + 1, after),
    q.countUnread(db, actor.userId),
  ]);
  const page = rows.slice(0, query.limit);
  return {
    data: page.map(toNotificationItem),
    newMessagesCount,
    nextCursor: rows.length > query.limit ? page.at(-1)!.id : null,
  };
}

export async function newMessagesCount(db: Db, actor: Actor) {
  return { newMessagesCount: await q.countUnread(db, actor.userId) };
}

export async function markRead(db: Db, actor: Actor, body: MarkNotificationsReadBody) {
  await q.markRead(db, actor.userId, body.all ? 'all' : (body.ids ?? []));
  return newMessagesCount(db, actor);
}
