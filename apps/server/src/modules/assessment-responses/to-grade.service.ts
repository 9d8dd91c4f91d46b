import { TO_GRADE_LIMIT, type ToGradeItem } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import * as q from './assessment-responses.queries';

/** What waits for the caller's grading: their classes' assessments (an admin: the institute's). */
export async function assessmentsToGrade(db: Db, actor: Actor): Promise<{ items: ToGradeItem[] }> {
  if (!actor.instituteId) return { items: [] };
  const admin = actor.roles.includes('admin');
  const rows = await q.assessmentsToGrade(db, actor.instituteId, actor.userId, admin, TO_GRADE_LIMIT);
  return {
    items: rows.map((row) => ({ ...row, oldestSubmittedAt: new Date(row.oldestSubmittedAt).toISOString() })),
  };
}
