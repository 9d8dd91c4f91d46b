import { and, eq, sql } from 'drizzle-orm';
import { institutes, memberships, users } from '../../db/schema';
import type { Executor } from '../../db/client';

export type UserRow = typeof users.$inferSelect;

export async function findUser(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function lockUser(tx: Executor, userId: string) {
  const [row] = await tx.select().from(users).where(eq(users.id, userId)).limit(1).for('update');
  return row;
}

export async function updateUser(
  tx: Executor,
  userId: string,
  values: Partial<
    Pick<UserRow, 'firstName' | 'lastName' | 'contactNumber' | 'teacherCategory' | 'profilePicture' | 'language'>
  >,
) {
  const [row] = await tx.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

export async function findInstituteName(db: Executor, instituteId: string | null) {
  if (!instituteId) return null;
  const [row] = await db.select({ name: institutes.name }).from(institutes).where(eq(institutes.id, instituteId));
  return row?.name ?? null;
}

/** Whether a user is a member of an institute. */
export async function isMember(db: Executor, userId: string, instituteId: string) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), eq(memberships.instituteId, instituteId)))
    .limit(1);
  return Boolean(row);
}
