import type { ClassListQuery } from '@bright/contracts';
import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import { classMembers, classes, institutes, memberships, users } from '../../db/schema';
import type { Executor } from '../../db/client';
import { preparedQuery, preparedShapes } from '../../db/prepared';

export type ClassRow = typeof classes.$inferSelect;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Locks a class row for the rest of the transaction (rename, remove, member changes). */
export async function lockClass(tx: Executor, classId: string) {
  const [row] = await tx.select().from(classes).where(eq(classes.id, classId)).for('update');
  return row;
}

export async function findClassByName(db: Executor, instituteId: string, name: string) {
  const [row] = await db
    .select({ id: classes.id })
    .from(classes)
    .where(and(eq(classes.instituteId, instituteId), sql`lower(${classes.name}) = lower(${name})`))
    .limit(1);
  return row;
}

/** Inserts a class; undefined when its name (or, rarely, its join code) is taken. */
export async function insertClass(
  tx: Executor,
  values: { instituteId: string; name: string; joinCode: string; createdBy: string },
) {
  const [row] = await tx.insert(classes).values(values).onConflictDoNothing().returning();
  return row;
}

export async function insertMembers(
  tx: Executor,
  rows: Array<{ classId: string; userId: string; role: 'instructor' | 'learner' }>,
) {
  if (rows.length === 0) return [];
  return tx.insert(classMembers).values(rows).onConflictDoNothing().returning({ classId: classMembers.classId });
}

export async function renameClass(tx: Executor, classId: string, name: string) {
  const [row] = await tx.update(classes).set({ name }).where(eq(classes.id, classId)).returning();
  return row;
}

export async function deleteClass(tx: Executor, classId: string) {
  const rows = await tx.delete(classes).where(eq(classes.id, classId)).returning({ id: classes.id });
  return rows.length === 1;
}

export interface ClassFilter {
  instituteId: string;
  /** Only classes this user is a member of (any role); every class of the institute when undefined. */
  memberId?: string;
  /** With memberId: only where they have this role. */
  role?: 'instructor' | 'learner';
}

export interface ClassTeacherRow {
  id: string;
  firstName: string;
  lastName: string | null;
}

/** A class with what its summary shows: its teachers, its student count and one user's place in it. */
export interface ClassListing {
  klass: ClassRow;
  teachers: ClassTeacherRow[];
  studentCount: number;
  membership: 'instructor' | 'learner' | null;
}

// Correlated subqueries on the class of the outer query, so a list and its details are one statement.
// `classes.id` is spelled out: in a one-table select Drizzle would print a column as a bare "id".
const teachersOfClass = sql<ClassTeacherRow[]>`coalesce((
  SELECT json_agg(json_build_object('id', u.id, 'firstName', u.first_name, 'lastName', u.last_name)
                  ORDER BY m.created_at, u.id)
  FROM class_members m JOIN users u ON u.id = m.user_id
  WHERE m.class_id = classes.id AND m.role = 'instructor'), '[]'::json)`;
const studentsOfClass = sql<number>`(SELECT count(*)::int FROM class_members m WHERE m.class_id = classes.id AND m.role = 'learner')`;
const placeInClass = sql<ClassListing['membership']>`(SELECT m.role FROM class_members m
  WHERE m.class_id = classes.id AND m.user_id = ${sql.placeholder('userId')})`;

const listing = { klass: classes, teachers: teachersOfClass, studentCount: studentsOfClass, membership: placeInClass };

interface ClassListShape {
  /** Every class of the institute, a member's, or a member's where they have one role. */
  members: 'all' | 'member' | 'instructor' | 'learner';
  search: boolean;
  sort: 'name' | 'created';
  order: 'asc' | 'desc';
}

const classList = preparedShapes(
  (shape: ClassListShape) => `class_list_${shape.members}_${shape.search}_${shape.sort}_${shape.order}`,
  (db, shape, name) => {
    const order = shape.order === 'desc' ? desc : asc;
    const memberOf =
      shape.members === 'all'
        ? undefined
        : inArray(
            classes.id,
            db
              .select({ id: classMembers.classId })
              .from(classMembers)
              .where(
                and(
                  eq(classMembers.userId, sql.placeholder('memberId')),
                  shape.members === 'member' ? undefined : eq(classMembers.role, shape.members),
                ),
              ),
          );
    return db
      .select(listing)
      .from(classes)
      .where(
        and(
          eq(classes.instituteId, sql.placeholder('instituteId')),
          memberOf,
          shape.search ? ilike(classes.name, sql.placeholder('search')) : undefined,
        ),
      )
      .orderBy(
        shape.sort === 'created' ? order(classes.createdAt) : order(sql`lower(${classes.name})`),
        asc(classes.id),
      )
      .limit(1000)
      .prepare(name);
  },
);

/** Classes of an institute (or of one member), with search and sorting, each with its details for `userId`. */
export async function listClasses(
  db: Executor,
  filter: ClassFilter,
  userId: string,
  query: Omit<ClassListQuery, 'userId'> = {},
): Promise<ClassListing[]> {
  const shape: ClassListShape = {
    members: filter.memberId ? (filter.role ?? 'member') : 'all',
    search: Boolean(query.search),
    sort: query.sort ?? 'name',
    order: query.order ?? 'asc',
  };
  return classList(db, shape).execute({
    instituteId: filter.instituteId,
    memberId: filter.memberId ?? '',
    search: query.search ? `%${escapeLike(query.search)}%` : '',
    userId,
  });
}

const oneClass = preparedQuery((db) =>
  db
    .select(listing)
    .from(classes)
    .where(eq(classes.id, sql.placeholder('classId')))
    .prepare('class_listing'),
);

/** One class with its details for `userId`, in one statement. */
export async function classListing(db: Executor, classId: string, userId: string): Promise<ClassListing | undefined> {
  const [row] = await oneClass(db).execute({ classId, userId });
  return row;
}

/** A user's roles in an institute (undefined: not a member). */
export async function findMemberRoles(db: Executor, instituteId: string, userId: string) {
  const [row] = await db
    .select({ roles: memberships.roles })
    .from(memberships)
    .where(and(eq(memberships.instituteId, instituteId), eq(memberships.userId, userId)))
    .limit(1);
  return row?.roles;
}

/** A member of this institute by their kneura id, with their roles there; undefined for anyone else. */
export async function findInstituteMemberByKneuraId(db: Executor, instituteId: string, kneuraId: string) {
  const [row] = await db
    .select({ id: users.id, roles: memberships.roles })
    .from(users)
    .innerJoin(memberships, and(eq(memberships.userId, users.id), eq(memberships.instituteId, instituteId)))
    .where(eq(users.kneuraId, kneuraId))
    .limit(1);
  return row;
}

export async function findInstitute(db: Executor, instituteId: string) {
  const [row] = await db.select().from(institutes).where(eq(institutes.id, instituteId)).limit(1);
  return row;
}
