import type { AssessmentFilter } from '@bright/contracts';
import { ASSESSMENT_STATUS } from '@bright/contracts';
import { type SQL, and, asc, count, desc, eq, ilike, ne, sql } from 'drizzle-orm';
import {
  assessmentAssignees,
  assessments,
  classMembers,
  classes,
  questionFiles,
  questions,
  users,
} from '../../db/schema';
import type { Executor } from '../../db/client';
import { preparedQuery, preparedShapes } from '../../db/prepared';
import type { ClassMembership } from '../../lib/class-access';
import type { ListOrder } from './assessments.policy';

export type QuestionRow = typeof questions.$inferSelect;
export type AssigneeDbRow = typeof assessmentAssignees.$inferSelect;

/** Another assessment of the class with this name, whatever its case. */
export async function findByName(db: Executor, classId: string, name: string, exceptId?: string) {
  const [row] = await db
    .select({ id: assessments.id })
    .from(assessments)
    .where(
      and(
        eq(assessments.classId, classId),
        eq(sql`lower(${assessments.name})`, name.toLowerCase()),
        exceptId ? ne(assessments.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row ?? null;
}

export async function insertAssessment(tx: Executor, values: typeof assessments.$inferInsert) {
  const [row] = await tx.insert(assessments).values(values).returning();
  return row!;
}

export async function updateAssessment(tx: Executor, id: string, set: Partial<typeof assessments.$inferInsert>) {
  const [row] = await tx.update(assessments).set(set).where(eq(assessments.id, id)).returning();
  return row ?? null;
}

/** Locks the row for the rest of the transaction, so two publishes (or a publish and an edit) queue. */
export async function lockAssessment(tx: Executor, id: string) {
  const [row] = await tx.select().from(assessments).where(eq(assessments.id, id)).for('update');
  return row ?? null;
}

export async function deleteAssessment(tx: Executor, id: string) {
  const removed = await tx.delete(assessments).where(eq(assessments.id, id)).returning({ id: assessments.id });
  return removed.length > 0;
}

export async function insertQuestions(tx: Executor, rows: Array<typeof questions.$inferInsert>) {
  if (rows.length === 0) return [];
  return tx.insert(questions).values(rows).returning({ id: questions.id });
}

export async function questionsOf(db: Executor, assessmentId: string): Promise<QuestionRow[]> {
  return db
    .select()
    .from(questions)
    .where(eq(questions.assessmentId, assessmentId))
    .orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.id));
}

/**
 * An assessment's files on disk (question pictures and attached files, all question_files rows;
 * questions.image names one of them) and their bytes, which the licence's storage gets back.
 */
export async function storedFilesOf(db: Executor, assessmentId: string) {
  const [pictures, attached] = await Promise.all([
    db
      .select({ name: questions.image })
      .from(questions)
      .where(and(eq(questions.assessmentId, assessmentId), sql`${questions.image} is not null`)),
    db
      .select({ name: questionFiles.storedName, size: questionFiles.size })
      .from(questionFiles)
      .innerJoin(questions, eq(questions.id, questionFiles.questionId))
      .where(eq(questions.assessmentId, assessmentId)),
  ]);
  const names = [...pictures, ...attached].map((row) => row.name).filter((name): name is string => Boolean(name));
  return { names: [...new Set(names)], bytes: attached.reduce((sum, row) => sum + row.size, 0) };
}

/** The class's learners, by name. */
export async function learnersOf(db: Executor, classId: string) {
  return db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(classMembers)
    .innerJoin(users, eq(users.id, classMembers.userId))
    .where(and(eq(classMembers.classId, classId), eq(classMembers.role, 'learner')))
    .orderBy(asc(sql`lower(${users.firstName})`), asc(sql`lower(coalesce(${users.lastName}, ''))`), asc(users.id));
}

export async function assigneeRows(db: Executor, assessmentId: string): Promise<AssigneeDbRow[]> {
  return db.select().from(assessmentAssignees).where(eq(assessmentAssignees.assessmentId, assessmentId));
}

/** Replaces an assessment's assignee rows (extra time is carried in them). */
export async function replaceAssignees(
  tx: Executor,
  assessmentId: string,
  rows: Array<{ studentId: string; assigned: boolean; extraMinutes: number }>,
) {
  await tx.delete(assessmentAssignees).where(eq(assessmentAssignees.assessmentId, assessmentId));
  if (rows.length > 0) await tx.insert(assessmentAssignees).values(rows.map((row) => ({ assessmentId, ...row })));
}

/** Sets one student's extra minutes, keeping whether they are assigned (a new row is not). */
export async function saveExtraMinutes(tx: Executor, assessmentId: string, studentId: string, extraMinutes: number) {
  await tx
    .insert(assessmentAssignees)
    .values({ assessmentId, studentId, extraMinutes, assigned: false })
    .onConflictDoUpdate({
      target: [assessmentAssignees.assessmentId, assessmentAssignees.studentId],
      set: { extraMinutes },
    });
}

export interface AssessmentCounts {
  questionCount: number;
  totalPoints: number;
  assignedCount: number;
  startedCount: number;
  submittedCount: number;
}

// Key stats of the assessment row of the outer query, as correlated subqueries: a whole list and its
// stats are one statement. The outer columns are spelled out (`assessments.id`): in a one-table select
// Drizzle would print them bare, and a bare "id" inside a subquery means that subquery's own column.
const stats = {
  questionCount: sql<number>`(SELECT count(*)::int FROM questions q WHERE q.assessment_id = assessments.id)`,
  totalPoints:
    sql<number>`(SELECT coalesce(sum(q.points), 0) FROM questions q WHERE q.assessment_id = assessments.id)`.mapWith(
      Number,
    ),
  startedCount: sql<number>`(SELECT count(*)::int FROM assessment_responses r WHERE r.assessment_id = assessments.id)`,
  submittedCount: sql<number>`(SELECT count(*)::int FROM assessment_responses r
    WHERE r.assessment_id = assessments.id AND r.status IN ('SUBMITTED', 'GRADED'))`,
  // Everyone in the class, or the chosen students who are still learners of the class.
  assignedCount: sql<number>`CASE WHEN assessments.assigned_to_all
    THEN (SELECT count(*)::int FROM class_members m WHERE m.class_id = assessments.class_id AND m.role = 'learner')
    ELSE (SELECT count(*)::int FROM assessment_assignees aa
          JOIN class_members m ON m.class_id = assessments.class_id AND m.user_id = aa.student_id AND m.role = 'learner'
          WHERE aa.assessment_id = assessments.id AND aa.assigned)
    END`,
};

const countsOfOne = preparedQuery((db) =>
  db
    .select(stats)
    .from(assessments)
    .where(eq(assessments.id, sql.placeholder('assessmentId')))
    .prepare('assessment_counts'),
);

/** Key stats of one assessment, in one statement. */
export async function countsOf(db: Executor, assessmentId: string): Promise<AssessmentCounts | undefined> {
  const [row] = await countsOfOne(db).execute({ assessmentId });
  return row;
}

/** Which classes a list covers: one class, or a teacher's classes of an institute (every class for an admin). */
export type ListScope = { classId: string } | { instituteId: string; teacherId: string | null };

export interface ListFilter {
  filter: AssessmentFilter;
  category?: string;
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** What decides the statement of a list: its scope's kind, its filters present, its order. */
interface ListShape {
  scope: 'class' | 'teacher' | 'admin';
  filter: AssessmentFilter;
  category: boolean;
  search: boolean;
  order: ListOrder;
}

function scopeWhere(scope: ListShape['scope']): SQL | undefined {
  if (scope === 'class') return eq(assessments.classId, sql.placeholder('classId'));
  const teaches =
    scope === 'teacher'
      ? sql`EXISTS (SELECT 1 FROM class_members m
          WHERE m.class_id = ${classes.id} AND m.user_id = ${sql.placeholder('teacherId')} AND m.role = 'instructor')`
      : undefined;
  return and(eq(classes.instituteId, sql.placeholder('instituteId')), teaches);
}

function listWhere(shape: ListShape): SQL | undefined {
  return and(
    scopeWhere(shape.scope),
    shape.filter === 'PUBLISHED' ? ne(assessments.status, ASSESSMENT_STATUS.unpublished) : undefined,
    shape.filter === 'UNPUBLISHED' ? eq(assessments.status, ASSESSMENT_STATUS.unpublished) : undefined,
    shape.category ? eq(assessments.category, sql.placeholder('category')) : undefined,
    shape.search ? ilike(assessments.name, sql.placeholder('search')) : undefined,
  );
}

const SORT_COLUMNS = {
  NAME: sql`lower(${assessments.name})`,
  DATE_CREATED: assessments.createdAt,
  LAST_MODIFIED: assessments.updatedAt,
} as const;

const shapeName = (shape: ListShape) =>
  [shape.scope, shape.filter, shape.category, shape.search, shape.order.sort, shape.order.direction].join('_');

const listPage = preparedShapes(
  (shape: ListShape) => `assessment_list_${shapeName(shape)}`,
  (db, shape, name) => {
    const direction = shape.order.direction === 'asc' ? asc : desc;
    return db
      .select({
        assessment: assessments,
        klass: classes,
        membership: sql<ClassMembership>`(SELECT m.role FROM class_members m
          WHERE m.class_id = ${classes.id} AND m.user_id = ${sql.placeholder('callerId')})`,
        ...stats,
        total: sql<number>`(count(*) OVER ())::int`,
      })
      .from(assessments)
      .innerJoin(classes, eq(classes.id, assessments.classId))
      .where(listWhere(shape))
      .orderBy(direction(SORT_COLUMNS[shape.order.sort]), direction(assessments.createdAt), asc(assessments.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('skip'))
      .prepare(name);
  },
);

const listCount = preparedShapes(
  (shape: ListShape) => `assessment_count_${shapeName(shape)}`,
  (db, shape, name) =>
    db
      .select({ total: count() })
      .from(assessments)
      .innerJoin(classes, eq(classes.id, assessments.classId))
      .where(listWhere(shape))
      .prepare(name),
);

/**
 * One page of assessments, each with its class, the caller's place in that class and its stats, and
 * how many match in all: one statement. An empty page past the first counts the matches apart.
 */
export async function listAssessments(
  db: Executor,
  callerId: string,
  scope: ListScope,
  filter: ListFilter,
  order: ListOrder,
  page: { skip: number; limit: number },
) {
  const shape: ListShape = {
    scope: 'classId' in scope ? 'class' : scope.teacherId ? 'teacher' : 'admin',
    filter: filter.filter,
    category: Boolean(filter.category),
    search: Boolean(filter.search),
    order,
  };
  const values = {
    classId: 'classId' in scope ? scope.classId : '',
    instituteId: 'instituteId' in scope ? scope.instituteId : '',
    teacherId: 'teacherId' in scope ? (scope.teacherId ?? '') : '',
    category: filter.category ?? '',
    search: filter.search ? `%${escapeLike(filter.search)}%` : '',
  };
  const rows = await listPage(db, shape).execute({ ...values, callerId, limit: page.limit, skip: page.skip });
  if (rows.length > 0 || page.skip === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await listCount(db, shape).execute(values);
  return { rows, total: counted?.total ?? 0 };
}

export type ListedAssessment = Awaited<ReturnType<typeof listAssessments>>['rows'][number];
