import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { institutes, memberships, sessions, users } from '../../db/schema';

export type InstituteRow = typeof institutes.$inferSelect;

export async function listMembershipsOfUser(db: Executor, userId: string) {
  return db
    .select({ roles: memberships.roles, isDefault: memberships.isDefault, institute: institutes })
    .from(memberships)
    .innerJoin(institutes, eq(institutes.id, memberships.instituteId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(sql`lower(${institutes.name})`), asc(institutes.id));
}

export async function findMembershipOfUser(db: Executor, userId: string, instituteId: string) {
  const [row] = await db
    .select({ roles: memberships.roles, isDefault: memberships.isDefault, institute: institutes })
    .from(memberships)
    .innerJoin(institutes, eq(institutes.id, memberships.instituteId))
    .where(and(eq(memberships.userId, userId), eq(memberships.instituteId, instituteId)))
    .limit(1);
  return row;
}

/** Exactly one default per user: this institute on, every other off. */
export async function setDefaultMembership(tx: Executor, userId: string, instituteId: string) {
  await tx
    .update(memberships)
    .set({ isDefault: sql`${memberships.instituteId} = ${instituteId}` })
    .where(eq(memberships.userId, userId));
}

export async function setSessionInstitute(tx: Executor, sessionId: string, instituteId: string) {
  await tx.update(sessions).set({ instituteId }).where(eq(sessions.id, sessionId));
}

export async function findUserById(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findInstituteById(db: Executor, instituteId: string) {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, instituteId)).limit(1);
  return row;
}

export async function findInstituteByCode(db: Executor, kneuraId: string) {
  const [row] = await db.select().from(institutes).where(eq(institutes.kneuraId, kneuraId)).limit(1);
  return row;
}

export async function findInstitutesByCodes(db: Executor, codes: string[]) {
  return db
    .select({ kneuraId: institutes.kneuraId, name: institutes.name })
    .from(institutes)
    .where(inArray(institutes.kneuraId, codes))
    .orderBy(asc(institutes.name));
}

export async function updateInstitute(
  tx: Executor,
  instituteId: string,
  values: Partial<Pick<InstituteRow, 'name' | 'address' | 'contactNumber'>>,
) {
  const [row] = await tx.update(institutes).set(values).where(eq(institutes.id, instituteId)).returning();
  return row!;
}

/** Sets the code only if the institute has none yet; returns the code it now has. */
export async function ensureInstituteReferralCode(tx: Executor, instituteId: string, candidate: string) {
  await tx
    .update(institutes)
    .set({ referralCode: candidate })
    .where(and(eq(institutes.id, instituteId), isNull(institutes.referralCode)));
  const [row] = await tx
    .select({ code: institutes.referralCode })
    .from(institutes)
    .where(eq(institutes.id, instituteId));
  return row?.code ?? null;
}

export async function ensureUserReferralCode(tx: Executor, userId: string, candidate: string) {
  await tx
    .update(users)
    .set({ referralCode: candidate })
    .where(and(eq(users.id, userId), isNull(users.referralCode)));
  const [row] = await tx.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  return row?.code ?? null;
}
