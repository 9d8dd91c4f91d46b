import { and, desc, eq, sql } from 'drizzle-orm';
import { instituteRequests, institutes, memberships, users } from '../../db/schema';
import type { Executor } from '../../db/client';

export type RequestStatus = (typeof instituteRequests.$inferSelect)['status'];
export type RequestRole = (typeof instituteRequests.$inferSelect)['role'];

const requestColumns = {
  id: instituteRequests.id,
  instituteId: instituteRequests.instituteId,
  userId: instituteRequests.userId,
  role: instituteRequests.role,
  status: instituteRequests.status,
  createdAt: instituteRequests.createdAt,
  decidedAt: instituteRequests.decidedAt,
  instituteKneuraId: institutes.kneuraId,
  instituteName: institutes.name,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
};

const selectRequests = (db: Executor) =>
  db
    .select(requestColumns)
    .from(instituteRequests)
    .innerJoin(institutes, eq(institutes.id, instituteRequests.instituteId))
    .innerJoin(users, eq(users.id, instituteRequests.userId));

export async function findRequest(db: Executor, requestId: string) {
  const [row] = await selectRequests(db).where(eq(instituteRequests.id, requestId)).limit(1);
  return row;
}

export async function listRequestsOfUser(db: Executor, userId: string) {
  return selectRequests(db)
    .where(eq(instituteRequests.userId, userId))
    .orderBy(desc(instituteRequests.createdAt), desc(instituteRequests.id));
}

export async function listRequestsOfInstitute(db: Executor, instituteId: string, status?: RequestStatus) {
  return selectRequests(db)
    .where(
      and(eq(instituteRequests.instituteId, instituteId), status ? eq(instituteRequests.status, status) : undefined),
    )
    .orderBy(desc(instituteRequests.createdAt), desc(instituteRequests.id));
}

export type RequestRow = Awaited<ReturnType<typeof listRequestsOfUser>>[number];

export async function hasPendingRequest(db: Executor, userId: string, instituteId: string) {
  const [row] = await db
    .select({ id: instituteRequests.id })
    .from(instituteRequests)
    .where(
      and(
        eq(instituteRequests.userId, userId),
        eq(instituteRequests.instituteId, instituteId),
        eq(instituteRequests.status, 'PENDING'),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export async function insertRequest(db: Executor, values: { instituteId: string; userId: string; role: RequestRole }) {
  const [row] = await db.insert(instituteRequests).values(values).returning({ id: instituteRequests.id });
  return row!.id;
}

/** Decides a request only while it is still pending: of two admins deciding at once, one wins. */
export async function decidePendingRequest(
  db: Executor,
  requestId: string,
  status: Exclude<RequestStatus, 'PENDING'>,
  decidedBy: string,
) {
  const rows = await db
    .update(instituteRequests)
    .set({ status, decidedBy, decidedAt: new Date() })
    .where(and(eq(instituteRequests.id, requestId), eq(instituteRequests.status, 'PENDING')))
    .returning({ id: instituteRequests.id });
  return rows.length === 1;
}

/** Adds a role to a user's membership, making the membership when there is none. */
export async function grantRole(
  db: Executor,
  userId: string,
  instituteId: string,
  role: RequestRole,
  isDefault: boolean,
) {
  await db
    .insert(memberships)
    .values({ userId, instituteId, roles: [role], isDefault })
    .onConflictDoUpdate({
      target: [memberships.userId, memberships.instituteId],
      set: {
        roles: sql`CASE WHEN ${role} = ANY(${memberships.roles}) THEN ${memberships.roles} ELSE array_append(${memberships.roles}, ${role}) END`,
      },
    });
}

export async function countMemberships(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return row?.n ?? 0;
}
