import { ASSESSMENT_ACCESS_MESSAGES, isPublishedStatus } from '@bright/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { preparedQuery } from '../../db/prepared';
import { assessmentAssignees, assessments, classMembers, classes } from '../../db/schema';
import { notFound } from '../../lib/app-error';
import { type Caller, type ClassMembership, classVerdict } from '../../lib/class-access';
import type { ClassRow } from '../classes';
import { enforce, type Verdict } from '../../lib/authorize';
import type { Executor } from '../../db/client';

export type AssessmentRow = typeof assessments.$inferSelect;

/**
 * teach: author, edit, publish, grade and read every response (the class's teachers, the institute's
 * admins). take: a student of the class it is published and assigned to. read: either.
 */
export type AssessmentNeed = 'teach' | 'take' | 'read';

export interface LoadedAssessment {
  assessment: AssessmentRow;
  klass: ClassRow;
  membership: ClassMembership;
  /** The caller is a learner of the class and the assessment is published to them. */
  assignedToCaller: boolean;
}

/** Whether a published assessment reaches a student: all of the class, or the chosen ones. */
export function assessmentVerdict(
  actor: Caller,
  loaded: Omit<LoadedAssessment, 'assignedToCaller'> & { assignedToCaller: boolean },
  need: AssessmentNeed,
): Verdict {
  const teach = classVerdict(actor, loaded.klass, loaded.membership, 'teach');
  if (teach === 'notFound') return 'notFound';
  if (need === 'teach') return teach;
  const takes = loaded.assignedToCaller && actor.roles.includes('learner') ? 'ok' : 'forbidden';
  if (need === 'take') return takes;
  return teach === 'ok' ? 'ok' : takes;
}

/** Behind every assessment call, so it is built once (see preparedQuery). */
const assessmentWithCallerPlace = preparedQuery((db) =>
  db
    .select({
      assessment: assessments,
      klass: classes,
      role: classMembers.role,
      assigned: assessmentAssignees.assigned,
    })
    .from(assessments)
    .innerJoin(classes, eq(classes.id, assessments.classId))
    .leftJoin(
      classMembers,
      and(eq(classMembers.classId, classes.id), eq(classMembers.userId, sql.placeholder('userId'))),
    )
    .leftJoin(
      assessmentAssignees,
      and(
        eq(assessmentAssignees.assessmentId, assessments.id),
        eq(assessmentAssignees.studentId, sql.placeholder('userId')),
      ),
    )
    .where(eq(assessments.id, sql.placeholder('assessmentId')))
    .limit(1)
    .prepare('assessment_with_caller_place'),
);

/** An assessment read with its class and the caller's place in it (their role, whether it is assigned to them). */
export interface AssessmentPlace {
  assessment: AssessmentRow;
  klass: ClassRow;
  role: ClassMembership;
  assigned: boolean | null;
}

/**
 * Authorizes the caller for an assessment read with their place: 404 'Assessment not found' when it is
 * of another institute, or unpublished/unassigned for a student (a student learns nothing of drafts);
 * 403 for a teacher of another class of the same institute.
 */
export function judgeAssessment(actor: Caller, place: AssessmentPlace, need: AssessmentNeed): LoadedAssessment {
  const membership = place.role ?? null;
  const assignedToCaller =
    membership === 'learner' &&
    isPublishedStatus(place.assessment.status) &&
    (place.assessment.assignedToAll || place.assigned === true);
  const loaded = { assessment: place.assessment, klass: place.klass, membership, assignedToCaller };
  const verdict = assessmentVerdict(actor, loaded, need);
  // A student who may not take it is told it does not exist, so drafts stay private.
  const studentRefused = verdict === 'forbidden' && membership === 'learner';
  enforce(studentRefused ? 'notFound' : verdict, ASSESSMENT_ACCESS_MESSAGES.assessmentNotFound);
  return loaded;
}

/** Loads an assessment with its class and the caller's place, then authorizes (judgeAssessment); missing: 404. */
export async function loadAssessmentFor(
  db: Executor,
  actor: Caller,
  assessmentId: string,
  need: AssessmentNeed,
): Promise<LoadedAssessment> {
  const [row] = await assessmentWithCallerPlace(db).execute({ assessmentId, userId: actor.userId });
  if (!row) throw notFound(ASSESSMENT_ACCESS_MESSAGES.assessmentNotFound);
  return judgeAssessment(actor, row, need);
}
