import { and, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { badgeAwards, users } from '../../db/schema';
import type { Executor } from '../../db/client';

const student = alias(users, 'student');
const giver = alias(users, 'giver');

/** Inserts awards; an award already given for the same assessment is skipped (the unique index). */
export async function insertAwards(tx: Executor, rows: Array<typeof badgeAwards.$inferInsert>) {
  if (rows.length === 0) return [];
  return tx.insert(badgeAwards).values(rows).onConflictDoNothing().returning({ id: badgeAwards.id });
}

export interface AwardFilter {
  classId: string;
  studentId?: string;
  assessmentId?: string;
  ids?: string[];
}

/** Awards with the student's and giver's names, newest first. */
export async function listAwards(db: Executor, filter: AwardFilter, limit = 500) {
  return db
    .select({
      award: badgeAwards,
      student: { id: student.id, firstName: student.firstName, lastName: student.lastName },
      giver: { id: giver.id, firstName: giver.firstName, lastName: giver.lastName },
    })
    .from(badgeAwards)
    .leftJoin(student, eq(student.id, badgeAwards.studentId))
    .leftJoin(giver, eq(giver.id, badgeAwards.givenBy))
    .where(
      and(
        eq(badgeAwards.classId, filter.classId),
        filter.studentId ? eq(badgeAwards.studentId, filter.studentId) : undefined,
        filter.assessmentId ? eq(badgeAwards.assessmentId, filter.assessmentId) : undefined,
        filter.ids ? inArray(badgeAwards.id, filter.ids) : undefined,
      ),
    )
    .orderBy(desc(badgeAwards.createdAt), desc(badgeAwards.id))
    .limit(limit);
}

export type AwardWithPeople = Awaited<ReturnType<typeof listAwards>>[number];

export async function findUser(db: Executor, id: string) {
  const [row] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, id));
  return row;
}
