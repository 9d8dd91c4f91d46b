import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import { institutes, licences, memberships, plans, platformOperators, users } from '../../db/schema';
import type { Executor } from '../../db/client';

export async function findUserByEmail(db: Executor, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertOperator(db: Executor, userId: string, grantedBy: string) {
  const rows = await db.insert(platformOperators).values({ userId, grantedBy }).onConflictDoNothing().returning();
  return rows.length === 1;
}

export async function deleteOperator(db: Executor, userId: string) {
  const rows = await db.delete(platformOperators).where(eq(platformOperators.userId, userId)).returning();
  return rows.length === 1;
}

export async function listOperators(db: Executor) {
  return db
    .select({
      email: users.email,
      firstName: users.firstName,
      grantedBy: platformOperators.grantedBy,
      since: platformOperators.createdAt,
    })
    .from(platformOperators)
    .innerJoin(users, eq(users.id, platformOperators.userId))
    .orderBy(asc(users.email));
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

const countRole = (role: string) =>
  sql<number>`(SELECT count(*)::int FROM ${memberships} WHERE ${memberships.instituteId} = ${institutes.id} AND ${role} = ANY(${memberships.roles}))`;

/** Institutes by name or code (all when no search), with their licence and plan, at most 50. */
export async function searchInstitutes(db: Executor, search: string | undefined) {
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  return db
    .select({
      institute: institutes,
      licence: licences,
      plan: { code: plans.code, name: plans.name },
      teachers: countRole('instructor'),
      students: countRole('learner'),
    })
    .from(institutes)
    .leftJoin(licences, eq(licences.instituteId, institutes.id))
    .leftJoin(plans, eq(plans.id, licences.planId))
    .where(pattern ? or(ilike(institutes.name, pattern), ilike(institutes.kneuraId, pattern)) : undefined)
    .orderBy(asc(sql`lower(${institutes.name})`), asc(institutes.id))
    .limit(50);
}
