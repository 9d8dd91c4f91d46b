import { INSIGHTS_MESSAGES } from '@bright/contracts';
import type { Executor } from '../../db/client';
import { insightAccessLog } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { type LoadedClass, loadClassFor } from '../../lib/class-access';
import * as q from './insights.queries';

/** A class's insights: its teachers and the institute's admins (another institute's class: 404). */
export const loadTaughtClass = (db: Executor, actor: Actor, classId: string) =>
  loadClassFor(db, actor, classId, 'teach');

export interface StudentRecord extends LoadedClass {
  student: q.PersonRow;
  /** A teacher or admin reading someone else's record: logged. */
  byStaff: boolean;
}

/**
 * One student's record in a class: the student themself, the class's teachers, the institute's admins.
 * A student of the institute outside the class is a 400; an unknown student (or another institute's) 404.
 */
export async function loadStudentRecord(db: Executor, actor: Actor, classId: string, studentId: string) {
  const self = actor.userId === studentId;
  const loaded = await loadClassFor(db, actor, classId, self ? 'read' : 'teach');
  const found = await q.personIn(db, studentId, loaded.klass.instituteId, loaded.klass.id);
  if (!found) throw notFound(INSIGHTS_MESSAGES.studentNotFound);
  const { is_learner: isLearner, ...student } = found;
  if (!isLearner) throw badRequest(INSIGHTS_MESSAGES.studentNotInClass);
  return { ...loaded, student, byStaff: !self } satisfies StudentRecord;
}

/** The record of disclosures: written before the record is returned. */
export async function logDisclosure(db: Executor, actor: Actor, record: StudentRecord, path: string) {
  if (!record.byStaff) return;
  await db.insert(insightAccessLog).values({
    instituteId: record.klass.instituteId,
    viewerId: actor.userId,
    studentId: record.student.id,
    classId: record.klass.id,
    record: path,
  });
}
