import { NOTIFICATION_MESSAGES, type SendNotificationBody } from '@bright/contracts';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { forbidden, notFound } from '../../lib/app-error';
import { loadClassFor } from '../../lib/class-access';
import * as q from './notifications.queries';

/**
 * Who a sender may notify: an admin, the members of her active institute; a teacher, the people of the
 * classes she teaches there; with a classId, that class's members only (and she must teach it).
 */
async function reachable(db: Executor, actor: Actor, receivers: string[], classId?: string) {
  if (!actor.instituteId) throw forbidden();
  if (classId) {
    await loadClassFor(db, actor, classId, 'teach');
    return q.membersOfClass(db, classId, receivers);
  }
  if (actor.roles.includes('admin')) return q.membersOfInstitute(db, actor.instituteId, receivers);
  return q.peopleOfTeacher(db, { userId: actor.userId, instituteId: actor.instituteId }, receivers);
}

/** Stores one notification per receiver, all or none; the caller pushes the rows after the commit. */
export async function sendNotification(db: Db, actor: Actor, body: SendNotificationBody) {
  const receivers = [...new Set(body.receivers)];
  const allowed = await reachable(db, actor, receivers, body.classId);
  // Someone the sender cannot reach is not named: the same answer as an id that does not exist.
  if (receivers.some((id) => !allowed.has(id))) throw notFound(NOTIFICATION_MESSAGES.receiverNotFound);
  const data: Record<string, string> = { senderId: actor.userId };
  if (body.classId) data.classId = body.classId;
  return db.transaction((tx) =>
    q.insertNotifications(
      tx,
      receivers.map((userId) => ({ userId, type: body.type, title: body.title, body: body.body, data })),
    ),
  );
}
