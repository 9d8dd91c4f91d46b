import type { BehaviourEntry, StudentPoints } from '@bright/contracts';
import type { FeedbackWithPeople } from './behaviour.queries';

type Person = { id: string | null; firstName: string | null; lastName: string | null } | null;

/** A person as the contracts' PersonRef, or null when they are gone. */
export const toPersonRef = (person: Person) =>
  person?.id ? { id: person.id, first_name: person.firstName ?? '', last_name: person.lastName } : null;

/** The only shape a piece of feedback leaves the server in. */
export const toBehaviourEntry = (row: FeedbackWithPeople): BehaviourEntry => ({
  id: row.entry.id,
  classId: row.entry.classId,
  studentId: row.entry.studentId,
  student: toPersonRef(row.student),
  teacher: toPersonRef(row.teacher),
  remarks: row.entry.remarks,
  behaviorPoints: row.entry.behaviorPoints,
  batchId: row.entry.batchId,
  createdAt: row.entry.createdAt.toISOString(),
});

export function toStudentPoints(
  person: { id: string; firstName: string; lastName: string | null },
  totals: { totalPoints: number; positive: number; needsWork: number; entries: number } | undefined,
): StudentPoints {
  return {
    studentId: person.id,
    student: { id: person.id, first_name: person.firstName, last_name: person.lastName },
    totalPoints: totals?.totalPoints ?? 0,
    positive: totals?.positive ?? 0,
    needsWork: totals?.needsWork ?? 0,
    entries: totals?.entries ?? 0,
  };
}
