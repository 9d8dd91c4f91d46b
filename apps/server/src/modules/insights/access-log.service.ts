import type { AccessLogEntry } from '@bright/contracts';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { forbidden } from '../../lib/app-error';
import { toIso } from './insights.presenter';

interface Row {
  id: string;
  class_id: string | null;
  record: string;
  created_at: Date | string;
  viewer_id: string;
  viewer_first: string;
  viewer_last: string | null;
  student_id: string;
  student_first: string;
  student_last: string | null;
}

/** insights/access-log: the active institute's disclosures, newest first (its admins; the route checks the role). */
export async function accessLog(db: Db, actor: Actor, query: { studentId?: string; limit: number }) {
  if (!actor.instituteId) throw forbidden();
  const ofStudent = query.studentId ? sql`AND l.student_id = ${query.studentId}` : sql``;
  const result = await db.execute(sql`
    SELECT l.id, l.class_id, l.record, l.created_at, v.id AS viewer_id, v.first_name AS viewer_first,
           v.last_name AS viewer_last, s.id AS student_id, s.first_name AS student_first, s.last_name AS student_last
    FROM insight_access_log l JOIN users v ON v.id = l.viewer_id JOIN users s ON s.id = l.student_id
    WHERE l.institute_id = ${actor.instituteId} ${ofStudent}
    ORDER BY l.created_at DESC, l.id LIMIT ${query.limit}`);
  const entries: AccessLogEntry[] = (result.rows as unknown as Row[]).map((row) => ({
    id: row.id,
    viewer: { id: row.viewer_id, first_name: row.viewer_first, last_name: row.viewer_last },
    student: { id: row.student_id, first_name: row.student_first, last_name: row.student_last },
    classId: row.class_id,
    record: row.record,
    createdAt: toIso(row.created_at),
  }));
  return { entries };
}
