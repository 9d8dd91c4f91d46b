import {
  CLASS_MESSAGES,
  DEFAULT_NOTIFICATION_PREFERENCES,
  type NotificationPreferences,
  isUrgentNotification,
  notificationCategory,
} from '@bright/contracts';
import { TZDate } from '@date-fns/tz';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { classMembers, classes, notificationPreferences } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { notFound } from '../../lib/app-error';

export type PreferencesRow = typeof notificationPreferences.$inferSelect;

/** The only shape preferences leave the server in. */
export const toPreferences = (row: PreferencesRow | undefined): NotificationPreferences =>
  row
    ? {
        mutedCategories: row.mutedCategories as NotificationPreferences['mutedCategories'],
        mutedClassIds: row.mutedClassIds,
        quietHours: row.quietStart && row.quietEnd ? { start: row.quietStart, end: row.quietEnd } : null,
        timeZone: row.timeZone,
        dailyDigest: row.dailyDigest,
        digestTime: row.digestTime,
      }
    : { ...DEFAULT_NOTIFICATION_PREFERENCES };

export async function preferencesOf(db: Executor, userIds: string[]) {
  if (userIds.length === 0) return new Map<string, PreferencesRow>();
  const rows = await db.select().from(notificationPreferences).where(inArray(notificationPreferences.userId, userIds));
  return new Map(rows.map((row) => [row.userId, row]));
}

export async function readPreferences(db: Executor, actor: Actor) {
  return toPreferences((await preferencesOf(db, [actor.userId])).get(actor.userId));
}

/** How many of these classes the caller may read: her own, or any of her institute's for an admin. */
async function readableClassCount(db: Executor, actor: Actor, classIds: string[]) {
  if (actor.roles.includes('admin') && actor.instituteId) {
    const rows = await db
      .select({ id: classes.id })
      .from(classes)
      .where(and(eq(classes.instituteId, actor.instituteId), inArray(classes.id, classIds)));
    return rows.length;
  }
  const rows = await db
    .select({ classId: classMembers.classId })
    .from(classMembers)
    .where(and(eq(classMembers.userId, actor.userId), inArray(classMembers.classId, classIds)));
  return rows.length;
}

/** Saves the whole set; a class to mute must be one of the caller's own (404 otherwise, nothing saved). */
export async function savePreferences(db: Executor, actor: Actor, input: NotificationPreferences) {
  const classIds = [...new Set(input.mutedClassIds)];
  if (classIds.length > 0 && (await readableClassCount(db, actor, classIds)) !== classIds.length)
    throw notFound(CLASS_MESSAGES.classNotFound);
  const values = {
    mutedCategories: [...new Set(input.mutedCategories)],
    mutedClassIds: classIds,
    quietStart: input.quietHours?.start ?? null,
    quietEnd: input.quietHours?.end ?? null,
    timeZone: input.timeZone,
    dailyDigest: input.dailyDigest,
    digestTime: input.digestTime,
    updatedAt: new Date(),
  };
  const [row] = await db
    .insert(notificationPreferences)
    .values({ userId: actor.userId, ...values })
    .onConflictDoUpdate({ target: notificationPreferences.userId, set: values })
    .returning();
  return toPreferences(row);
}

/** A muted notification is stored already read and never pushed. */
export function isMuted(prefs: PreferencesRow | undefined, note: { type: string; data: Record<string, string> }) {
  if (!prefs) return false;
  if (prefs.mutedCategories.includes(notificationCategory(note.type))) return true;
  return Boolean(note.data.classId && prefs.mutedClassIds.includes(note.data.classId));
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/** The wall clock in a time zone, in minutes after midnight. */
export function localMinutes(now: Date, timeZone: string) {
  const local = new TZDate(now.getTime(), timeZone);
  return local.getHours() * 60 + local.getMinutes();
}

/** Inside the user's quiet hours now (start inclusive, end exclusive; a window may cross midnight)? */
export function isQuietNow(prefs: PreferencesRow | undefined, now: Date) {
  if (!prefs?.quietStart || !prefs.quietEnd) return false;
  const [start, end, at] = [minutesOf(prefs.quietStart), minutesOf(prefs.quietEnd), localMinutes(now, prefs.timeZone)];
  if (start === end) return false;
  return start < end ? at >= start && at < end : at >= start || at < end;
}

/** Whether a notification may ping the user now (web push, mail): urgent ones pass quiet hours. */
export const mayInterrupt = (prefs: PreferencesRow | undefined, type: string, now: Date) =>
  isUrgentNotification(type) || !isQuietNow(prefs, now);

/** The instant of today's digest time in the user's zone. */
export function digestInstant(prefs: Pick<PreferencesRow, 'timeZone' | 'digestTime'>, now: Date) {
  const local = new TZDate(now.getTime(), prefs.timeZone);
  const minutes = minutesOf(prefs.digestTime);
  return new Date(
    new TZDate(
      local.getFullYear(),
      local.getMonth(),
      local.getDate(),
      Math.floor(minutes / 60),
      minutes % 60,
      prefs.timeZone,
    ).getTime(),
  );
}
