import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import {
  assessmentAssignees,
  assessmentResponses,
  assessments,
  classMembers,
  classes,
  questionFiles,
  questionResponses,
  questions,
  users,
} from '../../db/schema';
import type { Executor } from '../../db/client';

export type ResponseRow = typeof assessmentResponses.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof questionResponses.$inferSelect;
export type PersonRow = Pick<typeof users.$inferSelect, 'id' | 'firstName' | 'lastName' | 'email'>;

const person = { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email };

export async function findResponseById(db: Executor, id: string) {
  const [row] = await db.select().from(assessmentResponses).where(eq(assessmentResponses.id, id)).limit(1);
  return row ?? null;
}

export async function findResponse(db: Executor, assessmentId: string, studentId: string) {
  const [row] = await db
    .select()
    .from(assessmentResponses)
    .where(and(eq(assessmentResponses.assessmentId, assessmentId), eq(assessmentResponses.studentId, studentId)))
    .limit(1);
  return row ?? null;
}

/** Starts an attempt; a second tab starting at the same moment gets the same row. */
export async function startResponse(db: Executor, values: typeof assessmentResponses.$inferInsert) {
  await db.insert(assessmentResponses).values(values).onConflictDoNothing();
  return (await findResponse(db, values.assessmentId, values.studentId))!;
}

/** Locks a response for the rest of a transaction (submit, grading). */
export async function lockResponse(tx: Executor, id: string) {
  const [row] = await tx.select().from(assessmentResponses).where(eq(assessmentResponses.id, id)).for('update');
  return row ?? null;
}

export function listQuestions(db: Executor, assessmentId: string) {
  return db
    .select()
    .from(questions)
    .where(eq(questions.assessmentId, assessmentId))
    .orderBy(asc(questions.position), asc(questions.createdAt));
}

export function filesOf(db: Executor, questionIds: string[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(questionFiles)
    .where(and(inArray(questionFiles.questionId, questionIds), eq(questionFiles.kind, 'file')))
    .orderBy(asc(questionFiles.createdAt));
}

export async function extraMinutes(db: Executor, assessmentId: string, studentId: string) {
  const [row] = await db
    .select({ extra: assessmentAssignees.extraMinutes })
    .from(assessmentAssignees)
    .where(and(eq(assessmentAssignees.assessmentId, assessmentId), eq(assessmentAssignees.studentId, studentId)));
  return row?.extra ?? 0;
}

/** Extra minutes per student of an assessment (the roster's deadlines). */
export async function extraMinutesOf(db: Executor, assessmentId: string) {
  const rows = await db
    .select({ studentId: assessmentAssignees.studentId, extra: assessmentAssignees.extraMinutes })
    .from(assessmentAssignees)
    .where(eq(assessmentAssignees.assessmentId, assessmentId));
  return new Map(rows.map((row) => [row.studentId, row.extra]));
}

export function answersOf(db: Executor, responseId: string) {
  return db.select().from(questionResponses).where(eq(questionResponses.responseId, responseId));
}

/** Every answer of every response of an assessment. */
export function answersOfAssessment(db: Executor, assessmentId: string) {
  return db
    .select({ answer: questionResponses })
    .from(questionResponses)
    .innerJoin(assessmentResponses, eq(assessmentResponses.id, questionResponses.responseId))
    .where(eq(assessmentResponses.assessmentId, assessmentId))
    .then((rows) => rows.map((row) => row.answer));
}

export function responsesOf(db: Executor, assessmentId: string) {
  return db.select().from(assessmentResponses).where(eq(assessmentResponses.assessmentId, assessmentId));
}

export async function writeTeacherScore(
  tx: Executor,
  row: { responseId: string; questionId: string; score: number; gradedBy: string },
) {
  const now = new Date();
  await tx
    .insert(questionResponses)
    .values({ ...row, gradedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [questionResponses.responseId, questionResponses.questionId],
      set: { score: row.score, gradedBy: row.gradedBy, gradedAt: now, updatedAt: now },
    });
}

export async function updateResponse(tx: Executor, id: string, set: Partial<typeof assessmentResponses.$inferInsert>) {
  const [row] = await tx
    .update(assessmentResponses)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(assessmentResponses.id, id))
    .returning();
  return row!;
}

/** The students an assessment reaches: the class's learners, or the chosen ones still in the class. */
export function assignedStudents(db: Executor, assessment: { id: string; classId: string; assignedToAll: boolean }) {
  const inClass = and(eq(classMembers.classId, assessment.classId), eq(classMembers.role, 'learner'));
  const base = db.select(person).from(classMembers).innerJoin(users, eq(users.id, classMembers.userId));
  if (assessment.assignedToAll) return base.where(inClass).orderBy(asc(users.firstName), asc(users.lastName));
  return base
    .innerJoin(
      assessmentAssignees,
      and(
        eq(assessmentAssignees.studentId, classMembers.userId),
        eq(assessmentAssignees.assessmentId, assessment.id),
        eq(assessmentAssignees.assigned, true),
      ),
    )
    .where(inClass)
    .orderBy(asc(users.firstName), asc(users.lastName));
}

export function peopleByIds(db: Executor, ids: string[]): Promise<PersonRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db.select(person).from(users).where(inArray(users.id, ids));
}

/** A student's published assessments in their classes of the institute, with their response if any. */
export function myAssessments(db: Executor, studentId: string, instituteId: string, classId?: string) {
  const assignee = and(
    eq(assessmentAssignees.assessmentId, assessments.id),
    eq(assessmentAssignees.studentId, studentId),
  );
  return db
    .select({
      assessment: assessments,
      className: classes.name,
      response: assessmentResponses,
      questionCount: sql<number>`(SELECT count(*)::int FROM questions q WHERE q.assessment_id = ${assessments.id})`,
    })
    .from(assessments)
    .innerJoin(classes, eq(classes.id, assessments.classId))
    .innerJoin(
      classMembers,
      and(eq(classMembers.classId, classes.id), eq(classMembers.userId, studentId), eq(classMembers.role, 'learner')),
    )
    .leftJoin(assessmentAssignees, assignee)
    .leftJoin(
      assessmentResponses,
      and(eq(assessmentResponses.assessmentId, assessments.id), eq(assessmentResponses.studentId, studentId)),
    )
    .where(
      and(
        eq(classes.instituteId, instituteId),
        sql`${assessments.status} <> 'Unpublished'`,
        or(eq(assessments.assignedToAll, true), eq(assessmentAssignees.assigned, true)),
        classId ? eq(classes.id, classId) : undefined,
      ),
    )
    .orderBy(sql`${assessments.dueOn} ASC NULLS LAST`, sql`${assessments.createdAt} DESC`);
}

/**
 * Assessments with SUBMITTED responses (an answer waits for a grade) in the institute's classes: every
 * class for an admin, else only those the user teaches. Longest waiting first.
 */
export function assessmentsToGrade(db: Executor, instituteId: string, userId: string, admin: boolean, limit: number) {
  const teaches = sql`EXISTS (SELECT 1 FROM class_members m WHERE m.class_id = ${classes.id} AND m.user_id = ${userId} AND m.role = 'instructor')`;
  const oldest = sql<Date>`min(${assessmentResponses.submittedAt})`;
  return db
    .select({
      assessmentId: assessments.id,
      name: assessments.name,
      category: assessments.category,
      classId: classes.id,
      className: classes.name,
      waitingCount: sql<number>`count(*)::int`,
      oldestSubmittedAt: oldest,
    })
    .from(assessmentResponses)
    .innerJoin(assessments, eq(assessments.id, assessmentResponses.assessmentId))
    .innerJoin(classes, eq(classes.id, assessments.classId))
    .where(
      and(
        eq(classes.instituteId, instituteId),
        eq(assessmentResponses.status, 'SUBMITTED'),
        admin ? undefined : teaches,
      ),
    )
    .groupBy(assessments.id, classes.id)
    .orderBy(asc(oldest))
    .limit(limit);
}
