import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { institutes, memberships, users } from '../../db/schema';

export async function findUserByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function findUserById(db: Db, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** The user's default institute, else the first they joined. */
export async function findDefaultMembership(db: Db, userId: string) {
  const [row] = await db
    .select({ roles: memberships.roles, institute: institutes })
    .from(memberships)
    .innerJoin(institutes, eq(institutes.id, memberships.instituteId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.isDefault), memberships.createdAt)
    .limit(1);
  return row;
}

export async function findMembership(db: Db, userId: string, instituteId: string) {
  const [row] = await db
    .select({ roles: memberships.roles, institute: institutes })
    .from(memberships)
    .innerJoin(institutes, eq(institutes.id, memberships.instituteId))
    .where(and(eq(memberships.userId, userId), eq(memberships.instituteId, instituteId)))
    .limit(1);
  return row;
}

export async function findUserByPhone(db: Db, phone: string) {
  const [row] = await db.select().from(users).where(eq(users.contactNumber, phone)).limit(1);
  return row;
}

export async function setContactNumber(db: Db, userId: string, phone: string) {
  await db.update(users).set({ contactNumber: phone }).where(eq(users.id, userId));
}

export async function listMemberships(db: Db, userId: string) {
  return db
    .select({ roles: memberships.roles, institute: institutes })
    .from(memberships)
    .innerJoin(institutes, eq(institutes.id, memberships.instituteId))
    .where(eq(memberships.userId, userId))
    .orderBy(desc(memberships.isDefault), memberships.createdAt);
}
