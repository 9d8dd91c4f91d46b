import { type Verdict, instituteVerdict } from '../../lib/authorize';
import { type Caller, type ClassMembership, type ClassRef, canTeachClass } from '../../lib/class-access';

/** Giving feedback in a class: its teachers (who still hold the instructor role) and the institute's admins. */
export const canGiveFeedback = canTeachClass;

/**
 * One student's feedback is private: the student themself, the class's teachers and the institute's
 * admins. Another student of the class is refused; another institute's class is not found.
 */
export function canReadStudentBehaviour(
  actor: Caller,
  klass: ClassRef,
  membership: ClassMembership,
  studentId: string,
): Verdict {
  const teach = canTeachClass(actor, klass, membership);
  if (teach !== 'forbidden') return teach;
  return actor.userId === studentId && membership === 'learner' ? 'ok' : 'forbidden';
}

/** Which feedback of a class a reader is shown: everyone's to those who teach it, one's own otherwise. */
export function behaviourScope(actor: Caller, klass: ClassRef, membership: ClassMembership): 'all' | 'own' {
  return canTeachClass(actor, klass, membership) === 'ok' ? 'all' : 'own';
}

/** The retention setting: read by the institute's staff, changed by its admins. */
export const canReadBehaviourSettings = (actor: Caller, instituteId: string) =>
  instituteVerdict(actor, instituteId, ['admin', 'instructor']);
export const canEditBehaviourSettings = (actor: Caller, instituteId: string) =>
  instituteVerdict(actor, instituteId, ['admin']);

const DAY_MS = 24 * 60 * 60 * 1000;

/** Records created before this instant are past the institute's retention; null: kept for ever. */
export const retentionCutoff = (retentionDays: number | null | undefined, now = new Date()) =>
  retentionDays ? new Date(now.getTime() - retentionDays * DAY_MS) : null;

/** Total, positive and needs-work points of some feedback. */
export function pointsSummary(points: readonly number[]) {
  let positive = 0;
  let needsWork = 0;
  for (const value of points) {
    if (value > 0) positive += value;
    else needsWork -= value;
  }
  return { totalPoints: positive - needsWork, positive, needsWork };
}

/** The calendar day (YYYY-MM-DD) of an instant in a time zone. */
export const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant);

/** Points per day in the reader's zone with the running total, oldest day first. */
export function dailySeries(entries: ReadonlyArray<{ createdAt: Date; behaviorPoints: number }>, timeZone: string) {
  const byDay = new Map<string, number>();
  for (const entry of entries) {
    const day = dayIn(entry.createdAt, timeZone);
    byDay.set(day, (byDay.get(day) ?? 0) + entry.behaviorPoints);
  }
  let cumulative = 0;
  return [...byDay.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, points]) => {
      cumulative += points;
      return { day, points, cumulative };
    });
}

/** The students a class-wide feedback reaches: the chosen ones (all in the class) or the whole class. */
export function feedbackTargets(learners: ReadonlySet<string>, chosen: readonly string[] | undefined) {
  if (!chosen) return learners.size === 0 ? { problem: 'empty' as const } : { studentIds: [...learners] };
  const unique = [...new Set(chosen)];
  if (unique.some((id) => !learners.has(id))) return { problem: 'notInClass' as const };
  return { studentIds: unique };
}
