import { and, desc, eq, gt, isNull, lt, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import { notificationPreferences, notifications, users } from '../../db/schema';
import type { Mailer } from '../../lib/mail';
import { digestInstant } from './notifications.preferences';

export interface DigestDeps {
  db: Executor;
  mailer: Mailer;
  appUrl: string;
  log?: FastifyBaseLogger;
}

const DAY_MS = 24 * 60 * 60_000;
/** How many notifications one digest lists; the rest are counted. */
const DIGEST_ITEMS = 20;
/** How often the server looks for digests that are due. */
export const DIGEST_CHECK_MS = 60_000;

/** Takes today's digest for one user; false when another process (or an earlier run) already did. */
async function claimDigest(db: Executor, userId: string, due: Date, now: Date) {
  const claimed = await db
    .update(notificationPreferences)
    .set({ lastDigestAt: now })
    .where(
      and(
        eq(notificationPreferences.userId, userId),
        or(isNull(notificationPreferences.lastDigestAt), lt(notificationPreferences.lastDigestAt, due)),
      ),
    )
    .returning({ userId: notificationPreferences.userId });
  return claimed.length > 0;
}

function digestMail(unread: Array<{ title: string; body: string }>, total: number, appUrl: string) {
  const link = `${appUrl}/dashboard/create`;
  const settings = `${appUrl}/dashboard/notifications/settings`;
  const lines = unread.map((note) => `- ${note.title}${note.body ? `: ${note.body}` : ''}`);
  if (total > unread.length) lines.push(`… and ${total - unread.length} more`);
  return {
    subject: `Bright: ${total} unread notification${total === 1 ? '' : 's'} today`,
    text: `Your unread notifications of the day:\n\n${lines.join('\n')}\n\nRead them under the bell in Bright: ${link}\n\nYou get this digest once a day; change it or turn it off at ${settings}`,
    link,
  };
}

/**
 * Mails each user who asked for a daily digest, once their digest time has passed in their time zone,
 * the notifications still unread since the last digest (at most a day back). Muted ones are stored read
 * and so never appear. Nothing unread: no mail, and the day counts as done.
 */
export async function sendDueDigests(deps: DigestDeps, now = new Date()) {
  const subscribers = await deps.db
    .select({ prefs: notificationPreferences, email: users.email })
    .from(notificationPreferences)
    .innerJoin(users, eq(users.id, notificationPreferences.userId))
    .where(eq(notificationPreferences.dailyDigest, true));
  let sent = 0;
  for (const { prefs, email } of subscribers) {
    const due = digestInstant(prefs, now);
    if (now < due || (prefs.lastDigestAt && prefs.lastDigestAt >= due)) continue;
    if (!(await claimDigest(deps.db, prefs.userId, due, now))) continue;
    const since = new Date(Math.max(prefs.lastDigestAt?.getTime() ?? 0, now.getTime() - DAY_MS));
    const unread = await deps.db
      .select({ title: notifications.title, body: notifications.body })
      .from(notifications)
      .where(
        and(eq(notifications.userId, prefs.userId), isNull(notifications.readAt), gt(notifications.createdAt, since)),
      )
      .orderBy(desc(notifications.createdAt));
    if (unread.length === 0) continue;
    await deps.mailer.send({ to: email, ...digestMail(unread.slice(0, DIGEST_ITEMS), unread.length, deps.appUrl) });
    sent += 1;
  }
  return sent;
}

/** Checks for due digests every minute while the server runs; a failed round is logged and retried next time. */
export function startDigestTimer(deps: DigestDeps) {
  const timer = setInterval(() => {
    sendDueDigests(deps).catch((error: unknown) => deps.log?.error({ err: error }, 'daily digest round failed'));
  }, DIGEST_CHECK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
