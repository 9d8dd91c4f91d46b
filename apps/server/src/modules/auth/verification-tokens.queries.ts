import { and, count, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationTokens } from '../../db/schema';

/**
 * The single-use secrets of sign-up, email verification, password reset, phone codes and login codes
 * (only hashes are stored). Shared by the auth, signup, passwords and email-verification modules.
 */
export type TokenKind = (typeof verificationTokens.$inferInsert)['kind'];
export type TokenRow = typeof verificationTokens.$inferSelect;

/** Runs work in one transaction. The transaction has the same query builder as Db, so it is typed as one
 * and every query (ours and the shared session and user queries) runs inside it. Inside, use only `tx`:
 * PGlite serves one connection, and a query on the outer handle would wait for the transaction forever. */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

export async function insertToken(
  db: Db,
  values: {
    id?: string;
    kind: TokenKind;
    tokenHash: string;
    userId: string | null;
    email?: string | null;
    phone?: string | null;
    expiresAt: Date;
  },
) {
  const [row] = await db.insert(verificationTokens).values(values).returning();
  return row!;
}

export async function findTokenByHash(db: Db, kind: TokenKind, tokenHash: string) {
  const [row] = await db
    .select()
    .from(verificationTokens)
    .where(and(eq(verificationTokens.kind, kind), eq(verificationTokens.tokenHash, tokenHash)))
    .limit(1);
  return row;
}

export const isLive = (row: TokenRow, now: Date) => !row.usedAt && row.expiresAt > now;

/** The newest unused, unexpired token of a kind sent to an email (or a phone number). */
export async function findNewestLiveToken(db: Db, kind: TokenKind, to: string | { phone: string }, now: Date) {
  const [row] = await db
    .select()
    .from(verificationTokens)
    .where(
      and(
        eq(verificationTokens.kind, kind),
        typeof to === 'string' ? eq(verificationTokens.email, to) : eq(verificationTokens.phone, to.phone),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationTokens.createdAt))
    .limit(1);
  return row;
}

/** Marks a live token used; false when it was used (or expired) first: single use under concurrency. */
export async function consumeToken(db: Db, id: string, now: Date) {
  const rows = await db
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.usedAt), gt(verificationTokens.expiresAt, now)))
    .returning({ id: verificationTokens.id });
  return rows.length === 1;
}

/** Takes one try from a code's allowance atomically; false when none is left. */
export async function takeAttempt(db: Db, id: string, maxAttempts: number) {
  const rows = await db
    .update(verificationTokens)
    .set({ attempts: sql`${verificationTokens.attempts} + 1` })
    .where(and(eq(verificationTokens.id, id), lt(verificationTokens.attempts, maxAttempts)))
    .returning({ id: verificationTokens.id });
  return rows.length === 1;
}

/** Gives a try back: only wrong tries count against a code. */
export async function returnAttempt(db: Db, id: string) {
  await db
    .update(verificationTokens)
    .set({ attempts: sql`greatest(${verificationTokens.attempts} - 1, 0)` })
    .where(eq(verificationTokens.id, id));
}

/** Ends every live token of these kinds for a user (a new reset request, a finished reset). */
export async function expireLiveTokens(db: Db, kinds: TokenKind[], userId: string, now: Date) {
  await db
    .update(verificationTokens)
    .set({ usedAt: now })
    .where(
      and(
        inArray(verificationTokens.kind, kinds),
        eq(verificationTokens.userId, userId),
        isNull(verificationTokens.usedAt),
      ),
    );
}

export async function countTokensSince(db: Db, kind: TokenKind, email: string, since: Date) {
  const [row] = await db
    .select({ n: count() })
    .from(verificationTokens)
    .where(
      and(
        eq(verificationTokens.kind, kind),
        eq(verificationTokens.email, email),
        gte(verificationTokens.createdAt, since),
      ),
    );
  return row?.n ?? 0;
}
