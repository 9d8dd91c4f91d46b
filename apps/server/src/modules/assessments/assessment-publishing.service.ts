import {
  ASSESSMENT_MESSAGES,
  ASSESSMENT_NOTIFICATION_TYPES,
  ASSESSMENT_STATUS,
  type AssignedStudents,
  type CreateAndPublishBody,
  isPublishedStatus,
} from '@bright/contracts';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { loadClassFor } from '../../lib/class-access';
import type { ClassRow } from '../classes';
import { type NotificationRow, insertNotifications } from '../notifications';
import { type AssessmentRow, loadAssessmentFor } from './assessment-access';
import { contentOfRow, firstQuestionProblem, planAssignees, reachedStudents } from './assessments.policy';
import { toAssessmentAssignees } from './assessments.presenter';
import * as q from './assessments.queries';
import {
  type AssessmentContext,
  checkCreatedBy,
  guardName,
  insertNamed,
  learnerSet,
  presentDetail,
} from './assessments.service';

/** Assigning, extra time, publishing and unpublishing (issue 6, part 4). */

function publishNotices(studentIds: readonly string[], row: AssessmentRow, klass: ClassRow) {
  return studentIds.map((userId) => ({
    userId,
    type: ASSESSMENT_NOTIFICATION_TYPES.published,
    title: `New assessment in ${klass.name}`,
    body: row.name,
    data: { assessmentId: row.id, classId: klass.id },
  }));
}

/** Create, add the questions, assign and publish in one transaction: any problem writes nothing. */
export async function createAndPublish(
  ctx: AssessmentContext,
  actor: Actor,
  body: z.output<typeof CreateAndPublishBody>,
) {
  const loaded = await loadClassFor(ctx.db, actor, body.classId, 'teach');
  checkCreatedBy(actor, body.createdBy);
  const problem = firstQuestionProblem(body.questions);
  if (problem) throw badRequest(problem);
  const { row, pushed } = await guardName(() =>
    ctx.db.transaction(async (tx) => {
      const created = await insertNamed(tx, {
        instituteId: loaded.klass.instituteId,
        classId: loaded.klass.id,
        name: body.name,
        type: body.type,
        category: body.category,
        createdBy: actor.userId,
      });
      await q.insertQuestions(
        tx,
        body.questions.map((content, position) => ({ assessmentId: created.id, position, ...content })),
      );
      const { row: assigned } = await assign(tx, created, body.students ?? 'ALL');
      return publishLocked(tx, assigned, loaded.klass);
    }),
  );
  ctx.push(pushed);
  return presentDetail(ctx.db, actor, { ...loaded, assessment: row, assignedToCaller: false });
}

/** Writes an assignment; returns the row and the learners it reached before and after. */
async function assign(tx: Executor, row: AssessmentRow, students: AssignedStudents) {
  const learners = await learnerSet(tx, row.classId);
  const before = await q.assigneeRows(tx, row.id);
  const plan = planAssignees(learners, before, students);
  if ('problem' in plan) {
    throw badRequest(plan.problem === 'empty' ? ASSESSMENT_MESSAGES.studentsEmpty : ASSESSMENT_MESSAGES.notInClass);
  }
  await q.replaceAssignees(tx, row.id, plan.rows);
  const updated = await q.updateAssessment(tx, row.id, { assignedToAll: plan.assignedToAll });
  return {
    row: updated!,
    reachedBefore: reachedStudents(learners, row.assignedToAll, before),
    reachedAfter: reachedStudents(learners, plan.assignedToAll, plan.rows),
  };
}

/** Publishes a locked draft: every question must be complete; each reached student is notified. */
async function publishLocked(tx: Executor, row: AssessmentRow, klass: ClassRow) {
  const problem = firstQuestionProblem((await q.questionsOf(tx, row.id)).map(contentOfRow));
  if (problem) throw badRequest(problem);
  const learners = await learnerSet(tx, row.classId);
  const reached = reachedStudents(learners, row.assignedToAll, await q.assigneeRows(tx, row.id));
  const published = await q.updateAssessment(tx, row.id, {
    status: ASSESSMENT_STATUS.published,
    publishedAt: new Date(),
  });
  const pushed = await insertNotifications(tx, publishNotices(reached, published!, klass));
  return { row: published!, pushed };
}

async function presentAssignees(db: Executor, row: AssessmentRow) {
  const [learners, assignees] = await Promise.all([q.learnersOf(db, row.classId), q.assigneeRows(db, row.id)]);
  return toAssessmentAssignees(row, learners, assignees);
}

/** All or chosen learners; on a published assessment the newly reached are notified. */
export async function updateAssignedStudents(
  ctx: AssessmentContext,
  actor: Actor,
  body: { assessmentId: string; students: AssignedStudents },
) {
  const { klass } = await loadAssessmentFor(ctx.db, actor, body.assessmentId, 'teach');
  const { row, pushed } = await ctx.db.transaction(async (tx) => {
    const current = await q.lockAssessment(tx, body.assessmentId);
    if (!current) throw notFound(ASSESSMENT_MESSAGES.assessmentNotFound);
    const result = await assign(tx, current, body.students);
    let pushed: NotificationRow[] = [];
    if (isPublishedStatus(current.status)) {
      const newly = result.reachedAfter.filter((id) => !result.reachedBefore.includes(id));
      pushed = await insertNotifications(tx, publishNotices(newly, result.row, klass));
    }
    return { row: result.row, pushed };
  });
  ctx.push(pushed);
  return presentAssignees(ctx.db, row);
}

/** Extra minutes on the time limit for one learner of the class (0 takes them back). */
export async function extendTime(
  db: Db,
  actor: Actor,
  body: { assessmentId: string; studentId: string; extraMinutes: number },
) {
  const { assessment } = await loadAssessmentFor(db, actor, body.assessmentId, 'teach');
  const row = await db.transaction(async (tx) => {
    if (!(await learnerSet(tx, assessment.classId)).has(body.studentId)) {
      throw badRequest(ASSESSMENT_MESSAGES.studentNotInClass);
    }
    await q.saveExtraMinutes(tx, assessment.id, body.studentId, body.extraMinutes);
    return (await q.lockAssessment(tx, assessment.id)) ?? assessment;
  });
  return presentAssignees(db, row);
}

/** Publishes a draft (a published one is left as it is, nobody is notified twice). */
export async function publish(
  ctx: AssessmentContext,
  actor: Actor,
  body: { assessmentId: string; instituteId: string },
) {
  const loaded = await loadAssessmentFor(ctx.db, actor, body.assessmentId, 'teach');
  if (body.instituteId !== loaded.assessment.instituteId) throw badRequest(ASSESSMENT_MESSAGES.instituteMismatch);
  const { row, pushed } = await ctx.db.transaction(async (tx) => {
    const current = await q.lockAssessment(tx, body.assessmentId);
    if (!current) throw notFound(ASSESSMENT_MESSAGES.assessmentNotFound);
    if (isPublishedStatus(current.status)) return { row: current, pushed: [] as NotificationRow[] };
    return publishLocked(tx, current, loaded.klass);
  });
  ctx.push(pushed);
  return presentDetail(ctx.db, actor, { ...loaded, assessment: row });
}

/** Back to draft: students stop seeing it; responses stay. */
export async function unpublish(db: Db, actor: Actor, assessmentId: string) {
  const loaded = await loadAssessmentFor(db, actor, assessmentId, 'teach');
  const row = await db.transaction((tx) =>
    q.updateAssessment(tx, assessmentId, { status: ASSESSMENT_STATUS.unpublished, publishedAt: null }),
  );
  if (!row) throw notFound(ASSESSMENT_MESSAGES.assessmentNotFound);
  return presentDetail(db, actor, { ...loaded, assessment: row, assignedToCaller: false });
}
