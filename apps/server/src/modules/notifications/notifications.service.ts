import { type MarkNotificationsReadBody, NOTIFICATION_MESSAGES, type NotificationList } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/app-error';
import { toNotificationItem } from './notifications.presenter';
import * as q from './notifications.queries';

/** The caller's own notifications only: there is no id of someone else's to ask for. */
export async function listNotifications(
  db: Db,
  actor: Actor,
  query: { limit: number; before?: string; receiverId?: string },
): Promise<NotificationList> {
  assertOwnReceiver(actor, query.receiverId);
  const cursor = query.before ? await q.findCursor(db, query.before) : undefined;
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

/** SPEC §7 "read all for a user": a receiverId other than the caller's own is refused. */
export function assertOwnReceiver(actor: Actor, receiverId: string | undefined) {
  if (receiverId !== undefined && receiverId !== actor.userId)
    throw forbidden(NOTIFICATION_MESSAGES.onlyOwnNotifications);
}

/** Deletes the caller's listed notifications; one id that is not the caller's and nothing is deleted. */
export async function deleteNotifications(db: Db, actor: Actor, ids: string[]) {
  const wanted = [...new Set(ids)];
  const deleted = await db.transaction(async (tx) => {
    const owned = await q.ownedIds(tx, actor.userId, wanted);
    if (owned.length !== wanted.length) throw notFound(NOTIFICATION_MESSAGES.notificationNotFound);
    return q.deleteNotifications(tx, actor.userId, wanted);
  });
  return { deleted, ...(await newMessagesCount(db, actor)) };
}

/** SPEC §7 "delete all {receiverId}": the receiver's own, by the receiver only. */
export async function deleteAllNotifications(db: Db, actor: Actor, receiverId: string) {
  assertOwnReceiver(actor, receiverId);
  const deleted = await q.deleteNotifications(db, actor.userId, 'all');
  return { deleted, newMessagesCount: 0 };
}
