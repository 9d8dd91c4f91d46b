import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import {
  assessments,
  curatedQuestions,
  generatedQuestions,
  questionBankItems,
  questionFiles,
  questions,
  topics,
} from '../../db/schema';
import type { Executor } from '../../db/client';

export type QuestionRow = typeof questions.$inferSelect;
export type QuestionInsert = typeof questions.$inferInsert;
export type QuestionFileRow = typeof questionFiles.$inferSelect;
export type TopicRow = typeof topics.$inferSelect;
export type BankItemRow = typeof questionBankItems.$inferSelect;
export type CuratedRow = typeof curatedQuestions.$inferSelect;
export type GeneratedRow = typeof generatedQuestions.$inferSelect;

// ---------------------------------------------------------------------------------------------------
// Questions

export async function findQuestion(db: Executor, questionId: string) {
  const [row] = await db.select().from(questions).where(eq(questions.id, questionId)).limit(1);
  return row ?? null;
}

export const listQuestions = (db: Executor, assessmentId: string) =>
  db
    .select()
    .from(questions)
    .where(eq(questions.assessmentId, assessmentId))
    .orderBy(asc(questions.position), asc(questions.createdAt), asc(questions.id));

/** Locks the assessment row for the rest of the transaction and returns its status (null if gone). */
export async function lockAssessment(tx: Executor, assessmentId: string) {
  const [row] = await tx
    .select({ status: assessments.status, instituteId: assessments.instituteId })
    .from(assessments)
    .where(eq(assessments.id, assessmentId))
    .for('update');
  return row ?? null;
}

export async function countQuestions(db: Executor, assessmentId: string) {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(questions)
    .where(eq(questions.assessmentId, assessmentId));
  return row?.n ?? 0;
}

export async function insertQuestions(tx: Executor, values: QuestionInsert[]) {
  if (values.length === 0) return [];
  return tx.insert(questions).values(values).returning();
}

export async function updateQuestion(tx: Executor, questionId: string, set: Partial<QuestionInsert>) {
  const [row] = await tx
    .update(questions)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(questions.id, questionId))
    .returning();
  return row!;
}

export async function deleteQuestion(tx: Executor, questionId: string) {
  await tx.delete(questions).where(eq(questions.id, questionId));
}

/** Makes room at `from` (positions at or after it move down by one). */
export async function shiftPositions(tx: Executor, assessmentId: string, from: number) {
  await tx
    .update(questions)
    .set({ position: sql`${questions.position} + 1` })
    .where(and(eq(questions.assessmentId, assessmentId), sql`${questions.position} >= ${from}`));
}

/** Positions 0..n-1 in the current order, or in the given order of ids. */
export async function renumber(tx: Executor, assessmentId: string, order?: string[]) {
  const ids = order ?? (await listQuestions(tx, assessmentId)).map((row) => row.id);
  for (const [position, id] of ids.entries()) {
    await tx
      .update(questions)
      .set({ position })
      .where(and(eq(questions.id, id), eq(questions.assessmentId, assessmentId)));
  }
}

// ---------------------------------------------------------------------------------------------------
// Files

export async function filesOf(db: Executor, questionIds: string[]) {
  if (questionIds.length === 0) return [];
  return db
    .select()
    .from(questionFiles)
    .where(inArray(questionFiles.questionId, questionIds))
    .orderBy(asc(questionFiles.createdAt), asc(questionFiles.id));
}

export async function findFile(db: Executor, fileId: string) {
  const [row] = await db.select().from(questionFiles).where(eq(questionFiles.id, fileId)).limit(1);
  return row ?? null;
}

export async function insertFiles(tx: Executor, values: (typeof questionFiles.$inferInsert)[]) {
  if (values.length === 0) return [];
  return tx.insert(questionFiles).values(values).returning();
}

export async function deleteFiles(tx: Executor, fileIds: string[]) {
  if (fileIds.length === 0) return [];
  return tx.delete(questionFiles).where(inArray(questionFiles.id, fileIds)).returning();
}

/** Every stored file of an assessment's questions (pictures, attachments, option pictures). */
export const filesOfAssessment = (db: Executor, assessmentId: string) =>
  db
    .select({ id: questionFiles.id, storedName: questionFiles.storedName, size: questionFiles.size })
    .from(questionFiles)
    .innerJoin(questions, eq(questions.id, questionFiles.questionId))
    .where(eq(questions.assessmentId, assessmentId));

// ---------------------------------------------------------------------------------------------------
// Topics

/** Curated topics and the institute's own. */
export const visibleTopics = (db: Executor, instituteId: string) =>
  db
    .select()
    .from(topics)
    .where(or(isNull(topics.instituteId), eq(topics.instituteId, instituteId)))
    .orderBy(asc(topics.name), asc(topics.id));

export async function insertTopic(tx: Executor, values: typeof topics.$inferInsert) {
  const [row] = await tx.insert(topics).values(values).returning();
  return row!;
}

export async function curatedCounts(db: Executor) {
  const rows = await db
    .select({ topicId: curatedQuestions.topicId, n: sql<number>`count(*)::int` })
    .from(curatedQuestions)
    .groupBy(curatedQuestions.topicId);
  return new Map(rows.map((row) => [row.topicId, row.n]));
}

// ---------------------------------------------------------------------------------------------------
// Bank, curated and generated questions

export const bankItemsOfTopic = (db: Executor, instituteId: string, topicId: string) =>
  db
    .select()
    .from(questionBankItems)
    .where(and(eq(questionBankItems.instituteId, instituteId), eq(questionBankItems.topicId, topicId)))
    .orderBy(desc(questionBankItems.createdAt), asc(questionBankItems.id));

export async function bankItemsByIds(db: Executor, instituteId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(questionBankItems)
    .where(and(eq(questionBankItems.instituteId, instituteId), inArray(questionBankItems.id, ids)));
}

export async function insertBankItem(tx: Executor, values: typeof questionBankItems.$inferInsert) {
  const [row] = await tx.insert(questionBankItems).values(values).returning();
  return row!;
}

export async function curatedOfTopics(db: Executor, topicIds: string[]) {
  if (topicIds.length === 0) return [];
  return db
    .select()
    .from(curatedQuestions)
    .where(inArray(curatedQuestions.topicId, topicIds))
    .orderBy(asc(curatedQuestions.id));
}

export async function curatedByIds(db: Executor, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(curatedQuestions).where(inArray(curatedQuestions.id, ids));
}

export async function generatedByIds(db: Executor, instituteId: string, groupId: string, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(generatedQuestions)
    .where(
      and(
        eq(generatedQuestions.instituteId, instituteId),
        eq(generatedQuestions.groupId, groupId),
        inArray(generatedQuestions.id, ids),
      ),
    );
}
