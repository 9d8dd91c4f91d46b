import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutes, memberships, users } from '../../db/schema';
import { newCode } from '../../lib/tokens';

/** One transaction; inside, use only `tx` (PGlite serves one connection). */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

export async function findUserByGoogleSub(db: Db, googleSub: string) {
  const [row] = await db.select().from(users).where(eq(users.googleSub, googleSub)).limit(1);
  return row;
}

/**
 * Links a Google account to the user with its verified address. Google proved the address, so it is
 * verified now; a password set while it was unverified was never proven by the owner, so it goes.
 */
export async function linkGoogleAccount(db: Db, userId: string, googleSub: string, dropPassword: boolean) {
  await db
    .update(users)
    .set({ googleSub, emailVerified: true, ...(dropPassword ? { passwordHash: null } : {}) })
    .where(eq(users.id, userId));
}

export async function insertGoogleUser(
  db: Db,
  values: { email: string; firstName: string; lastName: string | null; googleSub: string },
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, kneuraId: newCode(), emailVerified: true, passwordHash: null })
    .returning();
  return row!;
}

/** A new user's own institute, "<First name>'s classroom", with them as admin and instructor. */
export async function insertPersonalInstitute(db: Db, userId: string, name: string) {
  const [institute] = await db.insert(institutes).values({ name, kneuraId: newCode() }).returning();
  await db
    .insert(memberships)
    .values({ userId, instituteId: institute!.id, roles: ['admin', 'instructor'], isDefault: true });
  return institute!;
}
