import {
  BEHAVIOUR_MESSAGES,
  type BehaviourData,
  type BehaviourSettings,
  CLASS_MESSAGES,
  type GiveClassFeedbackBody,
  type GiveFeedbackBody,
  PEOPLE_MESSAGES,
  REMARK_PRESETS,
  type RemarksList,
} from '@bright/contracts';
import { randomUUID } from 'node:crypto';
import type { Db, Executor } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { loadClassFor, classLearnerIds } from '../../lib/class-access';
import { enforce } from '../../lib/authorize';
import {
  behaviourScope,
  canEditBehaviourSettings,
  canReadBehaviourSettings,
  canReadStudentBehaviour,
  dailySeries,
  feedbackTargets,
  pointsSummary,
  retentionCutoff,
} from './behaviour.policy';
import { toBehaviourEntry, toPersonRef, toStudentPoints } from './behaviour.presenter';
import * as q from './behaviour.queries';

interface Feedback {
  remarks: string;
  behaviorPoints: number;
  teacherId?: string;
}

function checkTeacher(actor: Actor, teacherId: string | undefined) {
  if (teacherId !== undefined && teacherId !== actor.userId) throw badRequest(BEHAVIOUR_MESSAGES.teacherMismatch);
}

/**
 * Writes feedback for students of one class in one transaction. Retention cleanup happens here, on
 * write: the institute's records older than its retention are removed in the same transaction.
 */
async function writeFeedback(
  db: Db,
  actor: Actor,
  klass: { id: string; instituteId: string },
  chosen: string[] | undefined,
  feedback: Feedback,
  batch: boolean,
) {
  const ids = await db.transaction(async (tx) => {
    const targets = feedbackTargets(await classLearnerIds(tx, klass.id), chosen);
    if ('problem' in targets) {
      throw badRequest(targets.problem === 'empty' ? BEHAVIOUR_MESSAGES.noStudents : BEHAVIOUR_MESSAGES.notInClass);
    }
    const cutoff = retentionCutoff(await q.findRetentionDays(tx, klass.instituteId));
    if (cutoff) await q.purgeBefore(tx, klass.instituteId, cutoff);
    const batchId = batch ? randomUUID() : null;
    const rows = await q.insertFeedback(
      tx,
      targets.studentIds.map((studentId) => ({
        instituteId: klass.instituteId,
        classId: klass.id,
        studentId,
        teacherId: actor.userId,
        remarks: feedback.remarks,
        behaviorPoints: feedback.behaviorPoints,
        batchId,
      })),
    );
    return rows.map((row) => row.id);
  });
  const rows = await q.listFeedback(db, { classId: klass.id, since: null, ids }, { skip: 0, limit: ids.length });
  return rows.map(toBehaviourEntry);
}

/** The same feedback to a whole class (or chosen students of it): its teachers and the admins. */
export async function giveClassFeedback(db: Db, actor: Actor, classId: string, body: GiveClassFeedbackBody) {
  const { klass } = await loadClassFor(db, actor, classId, 'teach');
  checkTeacher(actor, body.teacherId);
  const entries = await writeFeedback(db, actor, klass, body.studentIds, body as Feedback, true);
  return { classId: klass.id, count: entries.length, entries };
}

/** Feedback to one student of the class. */
export async function giveFeedback(db: Db, actor: Actor, body: GiveFeedbackBody) {
  const { klass } = await loadClassFor(db, actor, body.classId, 'teach');
  checkTeacher(actor, body.teacherId);
  const [entry] = await writeFeedback(db, actor, klass, [body.studentId], body as Feedback, false);
  return entry!;
}

async function sinceFor(db: Executor, instituteId: string) {
  const retentionDays = await q.findRetentionDays(db, instituteId);
  return { retentionDays, since: retentionCutoff(retentionDays) };
}

/** A class's presets, feedback and points per student: everyone's for its teachers, one's own for a student. */
export async function remarksList(
  db: Db,
  actor: Actor,
  query: { classId: string; skip: number; limit: number },
): Promise<RemarksList> {
  const { klass, membership } = await loadClassFor(db, actor, query.classId, 'read');
  const scope = behaviourScope(actor, klass, membership);
  const { retentionDays, since } = await sinceFor(db, klass.instituteId);
  const filter = { classId: klass.id, since, studentId: scope === 'own' ? actor.userId : undefined };
  const [rows, total, totals, learners] = await Promise.all([
    q.listFeedback(db, filter, query),
    q.countFeedback(db, filter),
    q.totalsByStudent(db, filter),
    scope === 'all' ? classLearnerIds(db, klass.id) : Promise.resolve(new Set([actor.userId])),
  ]);
  const people = await q.usersByIds(db, [...new Set([...learners, ...totals.map((row) => row.studentId)])]);
  return {
    classId: klass.id,
    presets: REMARK_PRESETS.map((preset) => ({ ...preset })),
    entries: rows.map(toBehaviourEntry),
    total,
    students: people.map((person) =>
      toStudentPoints(
        person,
        totals.find((row) => row.studentId === person.id),
      ),
    ),
    retentionDays,
    abilities: { canGive: scope === 'all' },
  };
}

/** One student's points over time in a class: the student, the class's teachers and the admins. */
export async function behaviourData(
  db: Db,
  actor: Actor,
  query: { classId: string; studentId?: string; timeZone?: string },
): Promise<BehaviourData> {
  const studentId = query.studentId ?? actor.userId;
  const { klass, membership } = await loadClassFor(db, actor, query.classId, 'read');
  enforce(canReadStudentBehaviour(actor, klass, membership, studentId), CLASS_MESSAGES.classNotFound);
  const { retentionDays, since } = await sinceFor(db, klass.instituteId);
  const filter = { classId: klass.id, studentId, since };
  const [[person], learners, points, rows] = await Promise.all([
    q.usersByIds(db, [studentId]),
    classLearnerIds(db, klass.id),
    q.pointsOverTime(db, filter),
    q.listFeedback(db, filter, { skip: 0, limit: 200 }),
  ]);
  if (!person || (!learners.has(studentId) && points.length === 0)) throw notFound(BEHAVIOUR_MESSAGES.studentNotFound);
  return {
    classId: klass.id,
    className: klass.name,
    student: toPersonRef(person)!,
    ...pointsSummary(points.map((point) => point.behaviorPoints)),
    series: dailySeries(points, query.timeZone ?? 'UTC'),
    entries: rows.map(toBehaviourEntry),
    retentionDays,
  };
}

function activeInstitute(actor: Actor) {
  if (!actor.instituteId) throw notFound(PEOPLE_MESSAGES.instituteNotFound);
  return actor.instituteId;
}

export async function getSettings(db: Db, actor: Actor): Promise<BehaviourSettings> {
  const instituteId = activeInstitute(actor);
  enforce(canReadBehaviourSettings(actor, instituteId), PEOPLE_MESSAGES.instituteNotFound);
  return {
    retentionDays: await q.findRetentionDays(db, instituteId),
    abilities: { canEdit: canEditBehaviourSettings(actor, instituteId) === 'ok' },
  };
}

/** Sets the retention (admins); records already past it are removed in the same transaction. */
export async function updateSettings(db: Db, actor: Actor, retentionDays: number | null): Promise<BehaviourSettings> {
  const instituteId = activeInstitute(actor);
  enforce(canEditBehaviourSettings(actor, instituteId), PEOPLE_MESSAGES.instituteNotFound);
  await db.transaction(async (tx) => {
    await q.saveRetentionDays(tx, instituteId, retentionDays, actor.userId);
    const cutoff = retentionCutoff(retentionDays);
    if (cutoff) await q.purgeBefore(tx, instituteId, cutoff);
  });
  return { retentionDays, abilities: { canEdit: true } };
}
