import { and, desc, eq, inArray, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { classMembers, classes, lessonPages, lessons, liveClasses, users } from '../../db/schema';

export type LiveClassRow = typeof liveClasses.$inferSelect;

const teachers = alias(users, 'live_teachers');

/** A session with the names it is shown with. */
const detailed = (db: Executor) =>
  db
    .select({
      live: liveClasses,
      lessonName: lessons.name,
      className: classes.name,
      teacherFirst: teachers.firstName,
      teacherLast: teachers.lastName,
    })
    .from(liveClasses)
    .innerJoin(lessons, eq(lessons.id, liveClasses.lessonId))
    .innerJoin(classes, eq(classes.id, liveClasses.classId))
    .innerJoin(teachers, eq(teachers.id, liveClasses.teacherId));

export type LiveClassDetail = Awaited<ReturnType<ReturnType<typeof detailed>['execute']>>[number];

export async function findDetail(db: Executor, id: string) {
  const [row] = await detailed(db).where(eq(liveClasses.id, id)).limit(1);
  return row;
}

export async function findDetailByCode(db: Executor, code: string) {
  const [row] = await detailed(db).where(eq(liveClasses.code, code)).limit(1);
  return row;
}

/** The running sessions of the user's classes, or of the whole institute for its admin. */
export async function listLive(db: Executor, userId: string, instituteId: string, isAdmin: boolean) {
  const mine = db.select({ classId: classMembers.classId }).from(classMembers).where(eq(classMembers.userId, userId));
  const reach = isAdmin ? eq(liveClasses.instituteId, instituteId) : inArray(liveClasses.classId, mine);
  return detailed(db)
    .where(and(eq(liveClasses.status, 'LIVE'), eq(liveClasses.instituteId, instituteId), reach))
    .orderBy(desc(liveClasses.startedAt));
}

export async function findLiveOfLesson(db: Executor, lessonId: string) {
  const [row] = await db
    .select()
    .from(liveClasses)
    .where(and(eq(liveClasses.lessonId, lessonId), eq(liveClasses.status, 'LIVE')))
    .limit(1);
  return row;
}

export async function insertLiveClass(db: Executor, values: typeof liveClasses.$inferInsert) {
  const [row] = await db.insert(liveClasses).values(values).onConflictDoNothing().returning();
  return row;
}

export async function endLive(db: Executor, id: string) {
  const [row] = await db
    .update(liveClasses)
    .set({ status: 'ENDED', endedAt: new Date(), penHolders: [] })
    .where(and(eq(liveClasses.id, id), eq(liveClasses.status, 'LIVE')))
    .returning();
  return row;
}

export async function setPen(db: Executor, id: string, userId: string, granted: boolean) {
  const holders = granted
    ? sql`array_append(array_remove(${liveClasses.penHolders}, ${userId}), ${userId})`
    : sql`array_remove(${liveClasses.penHolders}, ${userId})`;
  const [row] = await db
    .update(liveClasses)
    .set({ penHolders: holders })
    .where(and(eq(liveClasses.id, id), eq(liveClasses.status, 'LIVE')))
    .returning();
  return row;
}

export async function setPresenter(
  db: Executor,
  id: string,
  view: { pageId: string; scale: number; x: number; y: number },
) {
  await db
    .update(liveClasses)
    .set({ presenterPageId: view.pageId, presenterScale: view.scale, presenterX: view.x, presenterY: view.y })
    .where(and(eq(liveClasses.id, id), eq(liveClasses.status, 'LIVE')));
}

export async function pageOfLesson(db: Executor, lessonId: string, pageId: string) {
  const [row] = await db
    .select({ id: lessonPages.id })
    .from(lessonPages)
    .where(and(eq(lessonPages.lessonId, lessonId), eq(lessonPages.id, pageId)))
    .limit(1);
  return row;
}

export async function membershipOf(db: Executor, classId: string, userId: string) {
  const [row] = await db
    .select({ role: classMembers.role })
    .from(classMembers)
    .where(and(eq(classMembers.classId, classId), eq(classMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

/** The running session of a lesson the user sits in (class member), with the user's pen; for the board. */
export async function liveSeatOnLesson(db: Executor, lessonId: string, userId: string, adminOf: string | null) {
  const [row] = await db
    .select({ penHolders: liveClasses.penHolders, role: classMembers.role })
    .from(liveClasses)
    .leftJoin(classMembers, and(eq(classMembers.classId, liveClasses.classId), eq(classMembers.userId, userId)))
    .where(
      and(
        eq(liveClasses.lessonId, lessonId),
        eq(liveClasses.status, 'LIVE'),
        or(sql`${classMembers.role} IS NOT NULL`, adminOf ? eq(liveClasses.instituteId, adminOf) : sql`false`),
      ),
    )
    .limit(1);
  return row;
}

export async function learnersWithEmail(db: Executor, classId: string) {
  return db
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.role, 'learner')));
}

export async function userName(db: Executor, userId: string) {
  const [row] = await db
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? [row.firstName, row.lastName].filter(Boolean).join(' ') : '';
}
