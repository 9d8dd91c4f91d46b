import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { verificationTokens } from '../../db/schema';

type Kind = (typeof verificationTokens.$inferInsert)['kind'];

export async function insertCode(
  db: Db,
  values: { kind: Kind; tokenHash: string; userId?: string | null; phone?: string | null; expiresAt: Date },
) {
  await db.insert(verificationTokens).values(values);
}

/** The newest live code of a kind for a phone number. */
export async function findLivePhoneCode(db: Db, kind: Kind, phone: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationTokens)
    .where(
      and(
        eq(verificationTokens.kind, kind),
        eq(verificationTokens.phone, phone),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .orderBy(desc(verificationTokens.createdAt))
    .limit(1);
  return row;
}

export async function findLiveCodeByHash(db: Db, kind: Kind, tokenHash: string, now: Date) {
  const [row] = await db
    .select()
    .from(verificationTokens)
    .where(
      and(
        eq(verificationTokens.kind, kind),
        eq(verificationTokens.tokenHash, tokenHash),
        isNull(verificationTokens.usedAt),
        gt(verificationTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Marks a code used; false when another request used it first (single use under concurrency). */
export async function consumeCode(db: Db, id: string) {
  const rows = await db
    .update(verificationTokens)
    .set({ usedAt: new Date() })
    .where(and(eq(verificationTokens.id, id), isNull(verificationTokens.usedAt)))
    .returning({ id: verificationTokens.id });
  return rows.length === 1;
}

export async function countAttempt(db: Db, id: string) {
  await db
    .update(verificationTokens)
    .set({ attempts: sql`${verificationTokens.attempts} + 1` })
    .where(eq(verificationTokens.id, id));
}
