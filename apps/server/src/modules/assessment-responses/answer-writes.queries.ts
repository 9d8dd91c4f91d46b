import type { AnswerValue } from '@bright/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  assessmentAssignees,
  assessmentResponses,
  assessments,
  classMembers,
  classes,
  questionResponses,
  questions,
} from '../../db/schema';
import type { Executor } from '../../db/client';

// The reads and writes of a batch of answer saves and submits: each one statement for the whole batch.
// Rows travel as one JSON parameter, so a batch of any size stays within PostgreSQL's parameter limit.

/** Responses with their assessment, its class, and the student's place in it and extra minutes. */
export function responseContexts(db: Executor, responseIds: string[]) {
  return db
    .select({
      response: assessmentResponses,
      assessment: assessments,
      klass: classes,
      role: classMembers.role,
      assigned: assessmentAssignees.assigned,
      extra: assessmentAssignees.extraMinutes,
    })
    .from(assessmentResponses)
    .innerJoin(assessments, eq(assessments.id, assessmentResponses.assessmentId))
    .innerJoin(classes, eq(classes.id, assessments.classId))
    .leftJoin(
      classMembers,
      and(eq(classMembers.classId, classes.id), eq(classMembers.userId, assessmentResponses.studentId)),
    )
    .leftJoin(
      assessmentAssignees,
      and(
        eq(assessmentAssignees.assessmentId, assessments.id),
        eq(assessmentAssignees.studentId, assessmentResponses.studentId),
      ),
    )
    .where(inArray(assessmentResponses.id, responseIds));
}

export type ResponseContext = Awaited<ReturnType<typeof responseContexts>>[number];

export function questionsByIds(db: Executor, questionIds: string[]) {
  if (questionIds.length === 0) return Promise.resolve([]);
  return db.select().from(questions).where(inArray(questions.id, questionIds));
}

/**
 * Each response's questions in order with its answers, and the response row's version (its xmin, which
 * every write to the row changes): a submit scores what it read only if the version is still the same.
 */
export function answersToScore(db: Executor, responseIds: string[]) {
  return db
    .select({
      responseId: assessmentResponses.id,
      version: sql<string>`"assessment_responses"."xmin"::text`,
      question: questions,
      answer: questionResponses,
    })
    .from(assessmentResponses)
    .leftJoin(questions, eq(questions.assessmentId, assessmentResponses.assessmentId))
    .leftJoin(
      questionResponses,
      and(eq(questionResponses.responseId, assessmentResponses.id), eq(questionResponses.questionId, questions.id)),
    )
    .where(inArray(assessmentResponses.id, responseIds))
    .orderBy(asc(questions.position), asc(questions.createdAt));
}

export function statusesOf(db: Executor, responseIds: string[]) {
  return db
    .select({ id: assessmentResponses.id, status: assessmentResponses.status })
    .from(assessmentResponses)
    .where(inArray(assessmentResponses.id, responseIds));
}

export interface AnswerToSave {
  responseId: string;
  questionId: string;
  answer: AnswerValue;
}

/**
 * Saves answers, only into responses still in progress, in one statement. The response row is touched
 * too, under its row lock: a submit that read the answers before this commits sees its version change.
 * Returns when each saved answer was saved; an answer left out belongs to a response submitted meanwhile.
 */
export async function saveAnswers(db: Executor, rows: AnswerToSave[]) {
  const input = JSON.stringify(
    rows.map((row) => ({ response_id: row.responseId, question_id: row.questionId, answer: row.answer })),
  );
  const result = await db.execute<{ response_id: string; question_id: string; updated_at: string | Date }>(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS i(response_id text, question_id text, answer jsonb)
    ), open AS (
      UPDATE assessment_responses r SET status = r.status
      WHERE r.id IN (SELECT response_id FROM input) AND r.status = 'IN_PROGRESS'
      RETURNING r.id
    )
    INSERT INTO question_responses (response_id, question_id, answer, updated_at)
    SELECT i.response_id, i.question_id, i.answer, now() FROM input i JOIN open ON open.id = i.response_id
    ON CONFLICT (response_id, question_id)
    DO UPDATE SET answer = excluded.answer, updated_at = excluded.updated_at
    RETURNING response_id, question_id, updated_at`);
  return new Map(result.rows.map((row) => [`${row.response_id} ${row.question_id}`, new Date(row.updated_at)]));
}

export interface SubmitToRecord {
  responseId: string;
  /** The version of the response row the scores were computed from. */
  version: string;
  status: string;
  score: number;
  maxScore: number;
  submittedAt: Date;
  scores: { questionId: string; answer: AnswerValue; autoScore: number | null }[];
}

/**
 * Submits in one statement: each response is marked only while it is in progress and unchanged since its
 * answers were read, and its automatic scores (a row per question) are written only if it was. Returns
 * the ids marked; a response left out was submitted meanwhile, or changed and must be scored again.
 */
export async function recordSubmits(db: Executor, submits: SubmitToRecord[]) {
  const marks = JSON.stringify(
    submits.map((row) => ({
      id: row.responseId,
      version: row.version,
      status: row.status,
      score: row.score,
      max_score: row.maxScore,
      submitted_at: row.submittedAt.toISOString(),
    })),
  );
  const scores = JSON.stringify(
    submits.flatMap((row) =>
      row.scores.map((item) => ({
        response_id: row.responseId,
        question_id: item.questionId,
        answer: item.answer,
        auto_score: item.autoScore,
      })),
    ),
  );
  const result = await db.execute<{ id: string }>(sql`
    WITH input AS (
      SELECT * FROM jsonb_to_recordset(${marks}::jsonb)
        AS i(id text, version text, status text, score float8, max_score float8, submitted_at timestamptz)
    ), scores AS (
      SELECT * FROM jsonb_to_recordset(${scores}::jsonb)
        AS s(response_id text, question_id text, answer jsonb, auto_score float8)
    ), marked AS (
      UPDATE assessment_responses r
      SET status = i.status, score = i.score, max_score = i.max_score,
          submitted_at = i.submitted_at, updated_at = i.submitted_at
      FROM input i
      WHERE r.id = i.id AND r.status = 'IN_PROGRESS' AND r.xmin::text = i.version
      RETURNING r.id, i.submitted_at
    ), scored AS (
      INSERT INTO question_responses (response_id, question_id, answer, auto_score, updated_at)
      SELECT s.response_id, s.question_id, s.answer, s.auto_score, marked.submitted_at
      FROM scores s JOIN marked ON marked.id = s.response_id
      ON CONFLICT (response_id, question_id)
      DO UPDATE SET auto_score = excluded.auto_score, updated_at = excluded.updated_at
    )
    SELECT id FROM marked`);
  return new Set(result.rows.map((row) => row.id));
}
