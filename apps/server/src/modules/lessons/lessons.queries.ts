import type { LessonSpace } from '@bright/contracts';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  boardPageSnapshots,
  boardPageUpdates,
  classes,
  lessonPages,
  lessonPublications,
  lessons,
  users,
} from '../../db/schema';
import type { ListOrder } from './lessons.policy';

export type LessonRow = typeof lessons.$inferSelect;

/** The outer lesson's id inside a subquery, named with its table. */
const LESSON_ID = sql.raw('"lessons"."id"');

/** Where a lesson's name must be unique: its author's folder (or top level) of one space. */
export interface Slot {
  ownerId: string;
  instituteId: string;
  space: LessonSpace;
  folderId: string | null;
}

const inSlot = (slot: Slot) =>
  and(
    eq(lessons.ownerId, slot.ownerId),
    eq(lessons.instituteId, slot.instituteId),
    eq(lessons.space, slot.space),
    slot.folderId ? eq(lessons.folderId, slot.folderId) : isNull(lessons.folderId),
  );

/** Escapes LIKE's wildcards in a user's text. */
export const likeText = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The lesson and whether it reaches the caller through a class: published (isPublic) to a class the
 * caller is a member of, or to any class of the institute the caller administers.
 */
export async function lessonWithReach(db: Executor, lessonId: string, userId: string, adminOf: string | null) {
  // Written out with aliases: inside a select list Drizzle names columns without their table.
  const reach = sql<boolean>`exists (
    select 1 from lesson_publications p
    join classes c on c.id = p.class_id
    left join class_members m on m.class_id = c.id and m.user_id = ${userId}
    where p.lesson_id = ${LESSON_ID} and p.is_public
      and (m.user_id is not null or c.institute_id = ${adminOf ?? ''})
  )`;
  const [row] = await db.select({ lesson: lessons, readable: reach }).from(lessons).where(eq(lessons.id, lessonId));
  return row ?? null;
}

/** The caller's other lesson in the slot with this name, whatever its case. */
export async function findNameHolder(db: Executor, slot: Slot, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: lessons.id, name: lessons.name })
    .from(lessons)
    .where(
      and(
        inSlot(slot),
        eq(sql`lower(${lessons.name})`, name.toLowerCase()),
        exceptId ? ne(lessons.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Names in the slot that start like `stem` (what keep-both numbers against). */
export async function namesLike(db: Executor, slot: Slot, stem: string, exceptId?: string) {
  const rows = await db
    .select({ name: lessons.name })
    .from(lessons)
    .where(
      and(inSlot(slot), ilike(lessons.name, `${likeText(stem)}%`), exceptId ? ne(lessons.id, exceptId) : undefined),
    );
  return rows.map((row) => row.name);
}

export async function insertLesson(tx: Executor, values: typeof lessons.$inferInsert) {
  const [row] = await tx.insert(lessons).values(values).returning();
  return row!;
}

export async function updateLesson(tx: Executor, id: string, set: Partial<typeof lessons.$inferInsert>) {
  const [row] = await tx
    .update(lessons)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(lessons.id, id))
    .returning();
  return row ?? null;
}

/** Its pages, their ink and its publications go with it (foreign keys cascade). */
export async function deleteLessons(tx: Executor, ids: readonly string[]) {
  if (ids.length === 0) return 0;
  const removed = await tx
    .delete(lessons)
    .where(inArray(lessons.id, [...ids]))
    .returning({ id: lessons.id });
  return removed.length;
}

/** `count` blank pages at positions 0, 1, ... */
export async function insertPages(tx: Executor, lessonId: string, pageCount: number) {
  const rows = Array.from({ length: pageCount }, (_, position) => ({ lessonId, position }));
  return tx.insert(lessonPages).values(rows).returning({ id: lessonPages.id, position: lessonPages.position });
}

export async function pagesOf(db: Executor, lessonId: string) {
  return db
    .select({ id: lessonPages.id, position: lessonPages.position })
    .from(lessonPages)
    .where(eq(lessonPages.lessonId, lessonId))
    .orderBy(asc(lessonPages.position), asc(lessonPages.createdAt), asc(lessonPages.id));
}

/**
 * Copies a lesson's pages with their ink (snapshot and the updates not yet folded into it) to another
 * lesson, in the caller's transaction; returns the old page id to new page id map.
 */
export async function copyPages(tx: Executor, fromLessonId: string, toLessonId: string) {
  const pages = await tx.select().from(lessonPages).where(eq(lessonPages.lessonId, fromLessonId));
  const ids = new Map<string, string>();
  for (const page of pages) {
    const [copy] = await tx
      .insert(lessonPages)
      .values({
        lessonId: toLessonId,
        position: page.position,
        background: page.background,
        generation: page.generation,
      })
      .returning({ id: lessonPages.id });
    ids.set(page.id, copy!.id);
    await copyInk(tx, page.id, copy!.id, page.generation);
  }
  return ids;
}

/**
 * The copy's snapshot folds nothing of the new page's own log (updatesThrough 0), and the original's
 * updates after its snapshot are appended to that log in their order, so the copy reads the same state.
 */
async function copyInk(tx: Executor, fromPageId: string, toPageId: string, generation: number) {
  const [snapshot] = await tx.select().from(boardPageSnapshots).where(eq(boardPageSnapshots.pageId, fromPageId));
  const folded = snapshot && snapshot.generation === generation ? snapshot.updatesThrough : 0;
  if (snapshot && snapshot.generation === generation) {
    await tx.insert(boardPageSnapshots).values({
      pageId: toPageId,
      generation,
      snapshot: snapshot.snapshot,
      stateVector: snapshot.stateVector,
      updatesThrough: 0,
      format: snapshot.format,
    });
  }
  const pending = await tx
    .select({ update: boardPageUpdates.update })
    .from(boardPageUpdates)
    .where(
      and(
        eq(boardPageUpdates.pageId, fromPageId),
        eq(boardPageUpdates.generation, generation),
        sql`${boardPageUpdates.seq} > ${folded}`,
      ),
    )
    .orderBy(asc(boardPageUpdates.seq));
  for (const { update } of pending) {
    await tx.insert(boardPageUpdates).values({ pageId: toPageId, generation, update });
  }
}

// ---------------------------------------------------------------------------------------------------
// Lists

const pageCount = sql<number>`(select count(*)::int from lesson_pages lp where lp.lesson_id = ${LESSON_ID})`;

const listColumns = {
  lesson: lessons,
  pageCount,
  owner: { id: users.id, firstName: users.firstName, lastName: users.lastName },
};

export type ListedLesson = {
  lesson: LessonRow;
  pageCount: number;
  owner: { id: string; firstName: string; lastName: string | null } | null;
};

const orderOf = ({ sort, direction }: ListOrder) => {
  const column =
    sort === 'NAME' ? sql`lower(${lessons.name})` : sort === 'DATE_CREATED' ? lessons.createdAt : lessons.updatedAt;
  return [direction === 'asc' ? asc(column) : desc(column), asc(lessons.id)];
};

/** One page of lessons matching `where`, with their page counts and authors, and the total. */
export async function listLessons(db: Executor, where: SQL | undefined, order: ListOrder, skip: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select(listColumns)
      .from(lessons)
      .leftJoin(users, eq(users.id, lessons.ownerId))
      .where(where)
      .orderBy(...orderOf(order))
      .offset(skip)
      .limit(limit),
    db.select({ n: count() }).from(lessons).where(where),
  ]);
  return { rows: rows as ListedLesson[], total: total?.n ?? 0 };
}

/** Lessons by id with their page counts and authors (any order). */
export async function listedByIds(db: Executor, ids: readonly string[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(lessons)
    .leftJoin(users, eq(users.id, lessons.ownerId))
    .where(inArray(lessons.id, [...ids]));
  return rows as ListedLesson[];
}

export const ownedBy = (ownerId: string, instituteId: string) =>
  and(eq(lessons.ownerId, ownerId), eq(lessons.instituteId, instituteId));

export const inSpaces = (spaces: readonly LessonSpace[]) => inArray(lessons.space, [...spaces]);

/** The author's lessons in these spaces, narrowed by more conditions. */
export const mine = (
  actor: { userId: string; instituteId: string },
  spaces: readonly LessonSpace[],
  ...more: (SQL | undefined)[]
) => and(ownedBy(actor.userId, actor.instituteId), inSpaces(spaces), ...more);

export const inFolder = (folderId: string | null) =>
  folderId ? eq(lessons.folderId, folderId) : isNull(lessons.folderId);

export const inFolders = (folderIds: readonly string[]) => inArray(lessons.folderId, [...folderIds]);

/** A name or a tag containing the text, whatever its case. */
export const matching = (text: string) => {
  const pattern = `%${likeText(text)}%`;
  return or(
    ilike(lessons.name, pattern),
    sql`exists (select 1 from unnest(${sql.raw('"lessons"."tags"')}) as tag where tag ilike ${pattern})`,
  );
};

/** Published (isPublic) to this class. */
export const publishedTo = (classId: string) =>
  sql`exists (select 1 from lesson_publications p where p.lesson_id = ${LESSON_ID}
    and p.class_id = ${classId} and p.is_public)`;

export const withIds = (ids: readonly string[]) => inArray(lessons.id, [...ids]);

// ---------------------------------------------------------------------------------------------------
// Publications

export async function publicationsOf(db: Executor, lessonIds: readonly string[]) {
  if (lessonIds.length === 0) return [];
  return db
    .select({
      lessonId: lessonPublications.lessonId,
      classId: lessonPublications.classId,
      className: classes.name,
      isPublic: lessonPublications.isPublic,
      publishedAt: lessonPublications.publishedAt,
    })
    .from(lessonPublications)
    .innerJoin(classes, eq(classes.id, lessonPublications.classId))
    .where(and(inArray(lessonPublications.lessonId, [...lessonIds]), eq(lessonPublications.isPublic, true)))
    .orderBy(asc(classes.name));
}

interface PublicationKey {
  lessonId: string;
  classId: string;
  publishedBy: string;
}

/** Publishes, or publishes again (from then on). */
export async function publish(tx: Executor, values: PublicationKey) {
  await tx
    .insert(lessonPublications)
    .values({ ...values, isPublic: true })
    .onConflictDoUpdate({
      target: [lessonPublications.lessonId, lessonPublications.classId],
      set: { isPublic: true, publishedBy: values.publishedBy, publishedAt: new Date() },
    });
}

/** Takes back: the row stays with isPublic false (SPEC §3), so the class's members lose it. */
export async function unpublish(tx: Executor, values: PublicationKey) {
  await tx
    .update(lessonPublications)
    .set({ isPublic: false, publishedBy: values.publishedBy })
    .where(and(eq(lessonPublications.lessonId, values.lessonId), eq(lessonPublications.classId, values.classId)));
}

/** Classes where one of the author's lessons with this name is live. */
export async function liveWithName(db: Executor, lesson: LessonRow) {
  return db
    .select({ classId: classes.id, className: classes.name, lessonId: lessons.id })
    .from(lessonPublications)
    .innerJoin(lessons, eq(lessons.id, lessonPublications.lessonId))
    .innerJoin(classes, eq(classes.id, lessonPublications.classId))
    .where(
      and(
        ownedBy(lesson.ownerId, lesson.instituteId),
        eq(sql`lower(${lessons.name})`, lesson.name.toLowerCase()),
        eq(lessonPublications.isPublic, true),
      ),
    )
    .orderBy(asc(classes.name), asc(lessons.id));
}
