import {
  ASSESSMENT_ACCESS_MESSAGES,
  BADGE_MESSAGES,
  BADGE_TYPES,
  type BadgeType,
  CLASS_MESSAGES,
  type GiveBadgeBody,
  type StudentBadges,
} from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { loadClassFor, classLearnerIds } from '../../lib/class-access';
import { enforce } from '../../lib/authorize';
import { loadAssessmentFor } from '../assessments';
import { badgeScope, badgeTargets, canReadStudentBadges, countByType } from './badges.policy';
import { toBadgeAward } from './badges.presenter';
import * as q from './badges.queries';

/** A badge names an assessment only if it is one of this class's that the caller teaches; else 404. */
async function requireClassAssessment(db: Db, actor: Actor, classId: string, assessmentId: string) {
  const { assessment } = await loadAssessmentFor(db, actor, assessmentId, 'teach');
  if (assessment.classId !== classId) throw notFound(ASSESSMENT_ACCESS_MESSAGES.assessmentNotFound);
}

/** Awards a badge to students of one class in one transaction; an assessment's badge is given once. */
async function award(
  db: Db,
  actor: Actor,
  klass: { id: string; instituteId: string },
  chosen: string[] | undefined,
  badge: { badgeType: BadgeType; assessmentId?: string },
) {
  const ids = await db.transaction(async (tx) => {
    const targets = badgeTargets(await classLearnerIds(tx, klass.id), chosen);
    if ('problem' in targets) {
      throw badRequest(targets.problem === 'empty' ? BADGE_MESSAGES.noStudents : BADGE_MESSAGES.notInClass);
    }
    const rows = await q.insertAwards(
      tx,
      targets.studentIds.map((studentId) => ({
        instituteId: klass.instituteId,
        classId: klass.id,
        studentId,
        badgeType: badge.badgeType,
        assessmentId: badge.assessmentId ?? null,
        givenBy: actor.userId,
      })),
    );
    return rows.map((row) => row.id);
  });
  if (ids.length === 0) return [];
  return (await q.listAwards(db, { classId: klass.id, ids })).map(toBadgeAward);
}

export async function giveBadge(db: Db, actor: Actor, body: GiveBadgeBody) {
  const { klass } = await loadClassFor(db, actor, body.classId, 'teach');
  if (body.assessmentId) await requireClassAssessment(db, actor, klass.id, body.assessmentId);
  const [given] = await award(db, actor, klass, [body.studentId], body);
  if (!given) throw badRequest(BADGE_MESSAGES.alreadyGiven);
  return given;
}

export async function giveBadgeToClass(
  db: Db,
  actor: Actor,
  classId: string,
  body: { badgeType: BadgeType; studentIds?: string[] },
) {
  const { klass } = await loadClassFor(db, actor, classId, 'teach');
  const awards = await award(db, actor, klass, body.studentIds, { badgeType: body.badgeType });
  return { classId: klass.id, count: awards.length, awards };
}

/** An assessment's badges in a class: all for those who teach it, one's own for a student. */
export async function assessmentBadges(db: Db, actor: Actor, query: { classId: string; assessmentId: string }) {
  const { klass, membership } = await loadClassFor(db, actor, query.classId, 'read');
  const own = badgeScope(actor, klass, membership) === 'own';
  const rows = await q.listAwards(db, {
    classId: klass.id,
    assessmentId: query.assessmentId,
    studentId: own ? actor.userId : undefined,
  });
  return rows.map(toBadgeAward);
}

/** A class's latest badges: all for those who teach it, one's own for a student. */
export async function classBadges(db: Db, actor: Actor, classId: string) {
  const { klass, membership } = await loadClassFor(db, actor, classId, 'read');
  const own = badgeScope(actor, klass, membership) === 'own';
  return (await q.listAwards(db, { classId: klass.id, studentId: own ? actor.userId : undefined }, 100)).map(
    toBadgeAward,
  );
}

export async function studentBadges(
  db: Db,
  actor: Actor,
  query: { classId: string; studentId?: string },
): Promise<StudentBadges> {
  const studentId = query.studentId ?? actor.userId;
  const { klass, membership } = await loadClassFor(db, actor, query.classId, 'read');
  enforce(canReadStudentBadges(actor, klass, membership, studentId), CLASS_MESSAGES.classNotFound);
  const [student, learners, rows] = await Promise.all([
    q.findUser(db, studentId),
    classLearnerIds(db, klass.id),
    q.listAwards(db, { classId: klass.id, studentId }),
  ]);
  if (!student || (!learners.has(studentId) && rows.length === 0)) throw notFound(BADGE_MESSAGES.studentNotFound);
  const awards = rows.map(toBadgeAward);
  return {
    classId: klass.id,
    className: klass.name,
    student: { id: student.id, first_name: student.firstName, last_name: student.lastName },
    counts: countByType(
      BADGE_TYPES,
      awards.map((entry) => entry.badgeType),
    ),
    awards,
  };
}
