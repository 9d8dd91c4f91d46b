import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutes, memberships, users } from '../../db/schema';
import { newCode } from '../../lib/tokens';

/** Every role an institute gave the user, across institutes (an invitation). */
export async function findInvitedRoles(db: Db, userId: string) {
  const rows = await db.select({ roles: memberships.roles }).from(memberships).where(eq(memberships.userId, userId));
  return [...new Set(rows.flatMap((row) => row.roles))];
}

export async function insertUser(
  db: Db,
  values: {
    email: string;
    firstName: string;
    lastName: string | null;
    contactNumber: string | null;
    passwordHash: string;
  },
) {
  const [row] = await db
    .insert(users)
    .values({ ...values, kneuraId: newCode(), emailVerified: true })
    .returning();
  return row!;
}

/** Completes an invited user's registration; what the institute entered stays unless given anew. */
export async function completeInvitedUser(
  db: Db,
  userId: string,
  values: { firstName: string; lastName?: string | null; contactNumber?: string | null; passwordHash: string },
) {
  await db
    .update(users)
    .set({ ...values, emailVerified: true })
    .where(eq(users.id, userId));
}

export async function insertPersonalInstitute(db: Db, userId: string, name: string) {
  const [institute] = await db.insert(institutes).values({ name, kneuraId: newCode() }).returning();
  await db
    .insert(memberships)
    .values({ userId, instituteId: institute!.id, roles: ['admin', 'instructor'], isDefault: true });
  return institute!;
}
