import { and, eq, inArray, sql } from 'drizzle-orm';
import { classMembers, memberships, studentGuardians, users } from '../../db/schema';
import type { Executor } from '../../db/client';

/** Members of an institute among these emails, with their roles there. */
export async function membersByEmail(db: Executor, instituteId: string, emails: string[]) {
  if (emails.length === 0) return [];
  return db
    .select({ email: users.email, roles: memberships.roles })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.instituteId, instituteId)))
    .where(inArray(users.email, emails));
}

/** Locks the users of these emails (sorted, so two imports never deadlock) and returns them. */
export async function lockUsersByEmail(tx: Executor, emails: string[]) {
  if (emails.length === 0) return [];
  return tx.select().from(users).where(inArray(users.email, emails)).orderBy(users.email).for('update');
}

export async function insertInvitedUsers(
  tx: Executor,
  rows: Array<{ email: string; firstName: string; lastName: string; kneuraId: string }>,
) {
  if (rows.length === 0) return [];
  return tx
    .insert(users)
    .values(rows.map((row) => ({ ...row, passwordHash: null, emailVerified: false })))
    .onConflictDoNothing({ target: users.email })
    .returning();
}

/** How many institutes each user belongs to: a first membership becomes their default. */
export async function membershipCounts(tx: Executor, userIds: string[]) {
  if (userIds.length === 0) return [];
  return tx
    .select({ userId: memberships.userId, n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(inArray(memberships.userId, userIds))
    .groupBy(memberships.userId);
}

export async function insertMemberships(
  tx: Executor,
  rows: Array<{ instituteId: string; userId: string; roles: string[]; isDefault: boolean }>,
) {
  if (rows.length === 0) return 0;
  const inserted = await tx
    .insert(memberships)
    .values(rows)
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  return inserted.length;
}

export async function upsertGuardians(
  tx: Executor,
  rows: Array<{ userId: string; instituteId: string; guardianName: string; guardianContactNumber: string }>,
) {
  if (rows.length === 0) return;
  await tx
    .insert(studentGuardians)
    .values(rows)
    .onConflictDoUpdate({
      target: [studentGuardians.userId, studentGuardians.instituteId],
      set: {
        guardianName: sql`excluded.guardian_name`,
        guardianContactNumber: sql`excluded.guardian_contact_number`,
        updatedAt: new Date(),
      },
    });
}

export async function addToClass(tx: Executor, classId: string, userIds: string[]) {
  if (userIds.length === 0) return;
  await tx
    .insert(classMembers)
    .values(userIds.map((userId) => ({ classId, userId, role: 'learner' as const })))
    .onConflictDoNothing();
}
