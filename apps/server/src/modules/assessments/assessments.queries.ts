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

/** Key stats of one assessment, in one statement. */
export async function countsOf(db: Executor, assessmentId: string): Promise<AssessmentCounts | undefined> {
  const [row] = await db.select(stats).from(assessments).where(eq(assessments.id, assessmentId));
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

function scopeWhere(scope: ListScope): SQL | undefined {
  if ('classId' in scope) return eq(assessments.classId, scope.classId);
  const teaches = scope.teacherId
    ? sql`EXISTS (SELECT 1 FROM class_members m
        WHERE m.class_id = ${classes.id} AND m.user_id = ${scope.teacherId} AND m.role = 'instructor')`
    : undefined;
  return and(eq(classes.instituteId, scope.instituteId), teaches);
}

function listWhere(scope: ListScope, filter: ListFilter): SQL | undefined {
  return and(
    scopeWhere(scope),
    filter.filter === 'PUBLISHED' ? ne(assessments.status, ASSESSMENT_STATUS.unpublished) : undefined,
    filter.filter === 'UNPUBLISHED' ? eq(assessments.status, ASSESSMENT_STATUS.unpublished) : undefined,
    filter.category ? eq(assessments.category, filter.category) : undefined,
    filter.search ? ilike(assessments.name, `%${escapeLike(filter.search)}%`) : undefined,
  );
}

const SORT_COLUMNS = {
  NAME: sql`lower(${assessments.name})`,
  DATE_CREATED: assessments.createdAt,
  LAST_MODIFIED: assessments.updatedAt,
} as const;

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
  const where = listWhere(scope, filter);
  const direction = order.direction === 'asc' ? asc : desc;
  const rows = await db
    .select({
      assessment: assessments,
      klass: classes,
      membership: sql<ClassMembership>`(SELECT m.role FROM class_members m
        WHERE m.class_id = ${classes.id} AND m.user_id = ${callerId})`,
      ...stats,
      total: sql<number>`(count(*) OVER ())::int`,
    })
    .from(assessments)
    .innerJoin(classes, eq(classes.id, assessments.classId))
    .where(where)
    .orderBy(direction(SORT_COLUMNS[order.sort]), direction(assessments.createdAt), asc(assessments.id))
    .limit(page.limit)
    .offset(page.skip);
  if (rows.length > 0 || page.skip === 0) return { rows, total: rows[0]?.total ?? 0 };
  const [counted] = await db
    .select({ total: count() })
    .from(assessments)
    .innerJoin(classes, eq(classes.id, assessments.classId))
    .where(where);
  return { rows, total: counted?.total ?? 0 };
}

export type ListedAssessment = Awaited<ReturnType<typeof listAssessments>>['rows'][number];
