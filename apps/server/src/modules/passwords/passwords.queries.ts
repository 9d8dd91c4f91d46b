import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { memberships, sessions, users } from '../../db/schema';

export async function findSessionCreatedAt(db: Db, sessionId: string) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(eq(sessions.id, sessionId))
    .limit(1);
  return row?.createdAt;
}

export async function countMemberships(db: Db, userId: string) {
  const [row] = await db.select({ n: count() }).from(memberships).where(eq(memberships.userId, userId));
  return row?.n ?? 0;
}

export async function setPasswordHash(
  db: Db,
  userId: string,
  passwordHash: string,
  options: { verifyEmail?: boolean } = {},
) {
  await db
    .update(users)
    .set({ passwordHash, ...(options.verifyEmail ? { emailVerified: true } : {}) })
    .where(eq(users.id, userId));
}
