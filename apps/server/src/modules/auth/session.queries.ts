import { and, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedQuery } from '../../db/prepared';
import { memberships, sessions } from '../../db/schema';

const sessionColumns = {
  sessionId: sessions.id,
  userId: sessions.userId,
  instituteId: sessions.instituteId,
  expiresAt: sessions.expiresAt,
  revokedAt: sessions.revokedAt,
  roles: memberships.roles,
};
const sessionMembership = and(
  eq(memberships.userId, sessions.userId),
  eq(memberships.instituteId, sessions.instituteId),
);

/** Read on every authenticated request. */
const sessionByTokenHash = preparedQuery((db) =>
  db
    .select(sessionColumns)
    .from(sessions)
    .leftJoin(memberships, sessionMembership)
    .where(eq(sessions.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('session_by_token_hash'),
);

export async function findSessionByTokenHash(db: Db, tokenHash: string) {
  const rows = await sessionByTokenHash(db).execute({ tokenHash });
  return rows[0];
}

export type SessionRow = NonNullable<Awaited<ReturnType<typeof findSessionByTokenHash>>>;

/** The sessions behind several token digests in one statement (a class signing in together). */
export async function findSessionsByTokenHashes(db: Db, tokenHashes: string[]) {
  if (tokenHashes.length === 0) return [];
  return db
    .select({ tokenHash: sessions.tokenHash, ...sessionColumns })
    .from(sessions)
    .leftJoin(memberships, sessionMembership)
    .where(inArray(sessions.tokenHash, tokenHashes));
}

export async function insertSession(
  db: Db,
  values: { tokenHash: string; userId: string; instituteId: string | null; expiresAt: Date },
) {
  const [row] = await db.insert(sessions).values(values).returning();
  return row!;
}

export async function revokeSession(db: Db, sessionId: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Ends every live session of a user, except the one named (after a password change, say). */
export async function revokeUserSessions(db: Db, userId: string, exceptSessionId?: string) {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        exceptSessionId ? ne(sessions.id, exceptSessionId) : undefined,
      ),
    );
}

/** Which of these sessions have been revoked (the realtime layer closes their sockets). */
export async function findRevokedSessionIds(db: Db, sessionIds: string[]) {
  if (sessionIds.length === 0) return [];
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(and(inArray(sessions.id, sessionIds), isNotNull(sessions.revokedAt)));
  return rows.map((row) => row.id);
}
