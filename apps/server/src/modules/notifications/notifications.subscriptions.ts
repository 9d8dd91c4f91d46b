import { type PushSubscriptionBody, WEB_PUSH_MESSAGES } from '@bright/contracts';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { pushSubscriptions, sessions } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { isPrivateHost } from '../ai';

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;

/**
 * A push service is a public address: an endpoint naming a private or loopback address (or a local name)
 * is refused here, and every send's connection checks where a name really points (the sender's agent).
 */
export const isRefusedEndpoint = (endpoint: string, allowPrivate: boolean) =>
  !allowPrivate && isPrivateHost(new URL(endpoint).hostname);

export function checkEndpoint(endpoint: string, allowPrivate: boolean) {
  if (isRefusedEndpoint(endpoint, allowPrivate)) throw badRequest(WEB_PUSH_MESSAGES.privateEndpoint);
}

/** Saves the browser's subscription for the caller; the same endpoint under another account moves to her. */
export async function saveSubscription(db: Executor, actor: Actor, body: PushSubscriptionBody, userAgent: string) {
  const values = {
    userId: actor.userId,
    sessionId: actor.sessionId,
    p256dh: body.keys.p256dh,
    auth: body.keys.auth,
    userAgent: userAgent.slice(0, 300),
  };
  await db
    .insert(pushSubscriptions)
    .values({ endpoint: body.endpoint, ...values })
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { ...values, lastOkAt: null } });
}

/** Removes the caller's own subscription of that endpoint; someone else's is not found. */
export async function removeSubscription(db: Executor, actor: Actor, endpoint: string) {
  const removed = await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, actor.userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (removed.length === 0) throw notFound(WEB_PUSH_MESSAGES.subscriptionNotFound);
}

/** The users' subscriptions whose session is still live (not signed out, not expired). */
export async function subscriptionsOf(db: Executor, userIds: string[], now = new Date()) {
  const bySubscriber = new Map<string, PushSubscriptionRow[]>();
  if (userIds.length === 0) return bySubscriber;
  const found = await db
    .select({ subscription: pushSubscriptions })
    .from(pushSubscriptions)
    .innerJoin(sessions, eq(sessions.id, pushSubscriptions.sessionId))
    .where(and(inArray(pushSubscriptions.userId, userIds), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)));
  const rows = found.map((row) => row.subscription);
  for (const row of rows) bySubscriber.set(row.userId, [...(bySubscriber.get(row.userId) ?? []), row]);
  return bySubscriber;
}

export async function markDelivered(db: Executor, id: string, now = new Date()) {
  await db.update(pushSubscriptions).set({ lastOkAt: now }).where(eq(pushSubscriptions.id, id));
}

export async function deleteSubscriptionById(db: Executor, id: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}
