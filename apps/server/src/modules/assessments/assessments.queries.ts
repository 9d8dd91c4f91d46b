import type { AssessmentFilter } from '@bright/contracts';
import { ASSESSMENT_STATUS } from '@bright/contracts';
import { type SQL, and, asc, count, desc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import {
  assessmentAssignees,
  assessmentResponses,
  assessments,
  classMembers,
  classes,
  questionFiles,
  questions,
  users,
} from '../../db/schema';
import type { Executor } from '../../db/client';
import type { AssessmentRow } from './assessment-access';
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

const SUBMITTED = ['SUBMITTED', 'GRADED'];

/** Key stats of several assessments, in four queries whatever their number. */
export async function countsOf(
  db: Executor,
  rows: ReadonlyArray<Pick<AssessmentRow, 'id' | 'classId' | 'assignedToAll'>>,
): Promise<Map<string, AssessmentCounts>> {
  const ids = rows.map((row) => row.id);
  const result = new Map<string, AssessmentCounts>();
  if (ids.length === 0) return result;
  const classIds = [...new Set(rows.map((row) => row.classId))];
  const [questionTotals, responseTotals, learnerTotals, chosenTotals] = await Promise.all([
    db
      .select({
        id: questions.assessmentId,
        questionCount: count(),
        totalPoints: sql<number>`coalesce(sum(${questions.points}), 0)`.mapWith(Number),
      })
      .from(questions)
      .where(inArray(questions.assessmentId, ids))
      .groupBy(questions.assessmentId),
    db
      .select({
        id: assessmentResponses.assessmentId,
        startedCount: count(),
        submittedCount: sql<number>`count(*) filter (where ${inArray(assessmentResponses.status, SUBMITTED)})`.mapWith(
          Number,
        ),
      })
      .from(assessmentResponses)
      .where(inArray(assessmentResponses.assessmentId, ids))
      .groupBy(assessmentResponses.assessmentId),
    db
      .select({ classId: classMembers.classId, learners: count() })
      .from(classMembers)
      .where(and(inArray(classMembers.classId, classIds), eq(classMembers.role, 'learner')))
      .groupBy(classMembers.classId),
    // Chosen students who are still learners of the class.
    db
      .select({ id: assessmentAssignees.assessmentId, chosen: count() })
      .from(assessmentAssignees)
      .innerJoin(assessments, eq(assessments.id, assessmentAssignees.assessmentId))
      .innerJoin(
        classMembers,
        and(
          eq(classMembers.classId, assessments.classId),
          eq(classMembers.userId, assessmentAssignees.studentId),
          eq(classMembers.role, 'learner'),
        ),
      )
      .where(and(inArray(assessmentAssignees.assessmentId, ids), eq(assessmentAssignees.assigned, true)))
      .groupBy(assessmentAssignees.assessmentId),
  ]);
  for (const row of rows) {
    const questionRow = questionTotals.find((item) => item.id === row.id);
    const responseRow = responseTotals.find((item) => item.id === row.id);
    const assignedCount = row.assignedToAll
      ? (learnerTotals.find((item) => item.classId === row.classId)?.learners ?? 0)
      : (chosenTotals.find((item) => item.id === row.id)?.chosen ?? 0);
    result.set(row.id, {
      questionCount: questionRow?.questionCount ?? 0,
      totalPoints: questionRow?.totalPoints ?? 0,
      assignedCount,
      startedCount: responseRow?.startedCount ?? 0,
      submittedCount: responseRow?.submittedCount ?? 0,
    });
  }
  return result;
}

/** Ids of the classes a list covers: one class, or every class the caller teaches (admins: the institute's). */
export async function taughtClassIds(db: Executor, instituteId: string, userId: string, admin: boolean) {
  if (admin) {
    const rows = await db.select({ id: classes.id }).from(classes).where(eq(classes.instituteId, instituteId));
    return rows.map((row) => row.id);
  }
  const rows = await db
    .select({ id: classes.id })
    .from(classes)
    .innerJoin(classMembers, eq(classMembers.classId, classes.id))
    .where(
      and(eq(classes.instituteId, instituteId), eq(classMembers.userId, userId), eq(classMembers.role, 'instructor')),
    );
  return rows.map((row) => row.id);
}

export interface ListFilter {
  classIds: string[];
  filter: AssessmentFilter;
  category?: string;
  search?: string;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

function listWhere(filter: ListFilter): SQL | undefined {
  return and(
    inArray(assessments.classId, filter.classIds),
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

/** One page of assessments with their class names, and how many match in all. */
export async function listAssessments(
  db: Executor,
  filter: ListFilter,
  order: ListOrder,
  page: { skip: number; limit: number },
) {
  if (filter.classIds.length === 0) return { rows: [], total: 0 };
  const where = listWhere(filter);
  const direction = order.direction === 'asc' ? asc : desc;
  const [rows, [totalRow]] = await Promise.all([
    db
      .select({ assessment: assessments, className: classes.name })
      .from(assessments)
      .innerJoin(classes, eq(classes.id, assessments.classId))
      .where(where)
      .orderBy(direction(SORT_COLUMNS[order.sort]), direction(assessments.createdAt), asc(assessments.id))
      .limit(page.limit)
      .offset(page.skip),
    db.select({ total: count() }).from(assessments).where(where),
  ]);
  return { rows, total: totalRow?.total ?? 0 };
}
