import type { PeopleListQuery } from '@bright/contracts';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import { classMembers, classes, memberships, sessions, users } from '../../db/schema';
import type { Executor } from '../../db/client';

export type PersonKind = 'staff' | 'learner';

const personColumns = {
  user: users,
  roles: memberships.roles,
  joinedAt: memberships.createdAt,
};

const hasAnyRole = (roles: string[]) =>
  sql`${memberships.roles} && ARRAY[${sql.join(
    roles.map((role) => sql`${role}`),
    sql`, `,
  )}]::text[]`;

/** Staff are the institute's teachers and admins; learners its students. */
export const KIND_ROLES: Record<PersonKind, string[]> = { staff: ['instructor', 'admin'], learner: ['learner'] };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

export async function listPeople(db: Executor, instituteId: string, kind: PersonKind, query: PeopleListQuery) {
  const search = query.search ? `%${escapeLike(query.search)}%` : undefined;
  const direction = query.order === 'desc' ? desc : asc;
  const order =
    query.sort === 'email'
      ? [direction(users.email)]
      : query.sort === 'joined'
        ? [direction(memberships.createdAt)]
        : [direction(sql`lower(${users.firstName})`), direction(sql`lower(coalesce(${users.lastName}, ''))`)];
  return db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.instituteId, instituteId),
        hasAnyRole(KIND_ROLES[kind]),
        search
          ? or(
              ilike(users.email, search),
              ilike(sql`${users.firstName} || ' ' || coalesce(${users.lastName}, '')`, search),
            )
          : undefined,
      ),
    )
    .orderBy(...order, asc(users.id))
    .limit(1000);
}

export type PersonRow = Awaited<ReturnType<typeof listPeople>>[number];

export async function findPerson(db: Executor, instituteId: string, userId: string): Promise<PersonRow | undefined> {
  const [row] = await db
    .select(personColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.instituteId, instituteId), eq(memberships.userId, userId)))
    .limit(1);
  return row;
}

/**
 * Locks the institute's admin memberships (in a stable order, so two callers never deadlock) and
 * returns who they are. Run first in any transaction that may take admin away from someone: a
 * concurrent one waits, then sees the admins as they are after this one commits.
 */
export async function lockAdmins(tx: Executor, instituteId: string) {
  const rows = await tx
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(and(eq(memberships.instituteId, instituteId), sql`'admin' = ANY(${memberships.roles})`))
    .orderBy(asc(memberships.userId))
    .for('update');
  return rows.map((row) => row.userId);
}

/** Locks one membership row and returns its roles (undefined: not a member). */
export async function lockMembership(tx: Executor, instituteId: string, userId: string) {
  const [row] = await tx
    .select({ roles: memberships.roles })
    .from(memberships)
    .where(and(eq(memberships.instituteId, instituteId), eq(memberships.userId, userId)))
    .for('update');
  return row?.roles;
}

export async function setRoles(tx: Executor, instituteId: string, userId: string, roles: string[]) {
  await tx
    .update(memberships)
    .set({ roles })
    .where(and(eq(memberships.instituteId, instituteId), eq(memberships.userId, userId)));
}

export async function insertMembership(
  tx: Executor,
  values: { instituteId: string; userId: string; roles: string[]; isDefault: boolean },
) {
  const rows = await tx
    .insert(memberships)
    .values(values)
    .onConflictDoNothing()
    .returning({ userId: memberships.userId });
  return rows.length === 1;
}

export async function countMemberships(db: Executor, userId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(memberships)
    .where(eq(memberships.userId, userId));
  return row?.n ?? 0;
}

/** Leaving an institute: the membership, the user's places in its classes, and its sessions' scope. */
export async function removeFromInstitute(tx: Executor, instituteId: string, userId: string) {
  const instituteClasses = tx.select({ id: classes.id }).from(classes).where(eq(classes.instituteId, instituteId));
  await tx
    .delete(classMembers)
    .where(and(eq(classMembers.userId, userId), inArray(classMembers.classId, instituteClasses)));
  await tx.delete(memberships).where(and(eq(memberships.instituteId, instituteId), eq(memberships.userId, userId)));
  await tx
    .update(sessions)
    .set({ instituteId: null })
    .where(and(eq(sessions.userId, userId), eq(sessions.instituteId, instituteId)));
}

export async function lockUserByEmail(tx: Executor, email: string) {
  const [row] = await tx.select().from(users).where(eq(users.email, email)).limit(1).for('update');
  return row;
}

/** An invited user: no password until they sign up. A concurrent insert of the same email wins quietly. */
export async function insertInvitedUser(
  tx: Executor,
  values: { email: string; firstName: string; lastName: string | null; contactNumber: string | null; kneuraId: string },
) {
  const [row] = await tx
    .insert(users)
    .values({ ...values, passwordHash: null, emailVerified: false })
    .onConflictDoNothing({ target: users.email })
    .returning();
  return row;
}

export async function findUser(db: Executor, userId: string) {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}
