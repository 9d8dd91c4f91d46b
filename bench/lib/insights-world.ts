import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/server/src/db/client';
import { refreshInsightsOf } from '../../apps/server/src/modules/insights';
import { seedSchool } from './seed-school';

export interface InsightsShape {
  classes: number;
  studentsPerClass: number;
  assessmentsPerClass: number;
  questionsPerAssessment: number;
  /** Days of attendance per class, one taking a day, back from today. */
  attendanceDays: number;
}

/** The size: 40 classes × 25 students × 100 assessments = 100,000 graded responses, 3 years of attendance. */
export const FULL_INSIGHTS_SHAPE: InsightsShape = {
  classes: 40,
  studentsPerClass: 25,
  assessmentsPerClass: 100,
  questionsPerAssessment: 5,
  attendanceDays: 3 * 365,
};

const BLOOMS = ['REMEMBER', 'UNDERSTAND', 'APPLY', 'ANALYZE', 'EVALUATE', 'CREATE'];
const TOPICS = ['Fractions', 'Algebra basics', 'Plants', 'The solar system', 'Grammar', 'Continents'];

/**
 * One institute with graded responses spread over three years, written with set-based SQL (the same on
 * PGlite and PostgreSQL), then the Insights aggregates built by the production refresh, in batches.
 */
export async function seedInsightsWorld(db: Db, shape: InsightsShape) {
  const school = await seedSchool(db, {
    tag: 'insight',
    classes: shape.classes,
    studentsPerClass: shape.studentsPerClass,
  });
  const classIds = JSON.stringify(school.classIds);
  const blooms = JSON.stringify(BLOOMS);
  const topics = JSON.stringify(TOPICS);
  await db.execute(sql`
    INSERT INTO assessments (id, institute_id, class_id, name, status, published_at, created_by, created_at, assigned_to_all)
    SELECT 'bench-a-' || c.ord || '-' || n, ${school.institute.id}, c.id, 'Bench quiz ' || n, 'Published',
           now() - (n * interval '11 days'), ${school.teacher.id}, now() - (n * interval '11 days'), true
    FROM jsonb_array_elements_text(${classIds}::jsonb) WITH ORDINALITY AS c(id, ord),
         generate_series(1, ${shape.assessmentsPerClass}) AS n`);
  await db.execute(sql`
    INSERT INTO questions (id, assessment_id, position, type, description, points, bloom_level, topic_name)
    SELECT a.id || '-q' || p, a.id, p, 'MCQ', 'Question ' || p, 1 + (p % 3),
           ${blooms}::jsonb ->> (p % 6), ${topics}::jsonb ->> ((p + length(a.id)) % 6)
    FROM assessments a, generate_series(0, ${shape.questionsPerAssessment - 1}) AS p
    WHERE a.institute_id = ${school.institute.id}`);
  await db.execute(sql`
    INSERT INTO assessment_responses (id, assessment_id, student_id, status, score, max_score, submitted_at, created_at, updated_at)
    SELECT a.id || '-' || m.user_id, a.id, m.user_id, 'GRADED', 0, 1, a.published_at + interval '1 day',
           a.published_at + interval '1 day', a.published_at + interval '1 day'
    FROM assessments a JOIN class_members m ON m.class_id = a.class_id AND m.role = 'learner'
    WHERE a.institute_id = ${school.institute.id}`);
  await db.execute(sql`
    INSERT INTO question_responses (response_id, question_id, answer, auto_score)
    SELECT r.id, q.id, '{}'::jsonb, CASE WHEN hashtext(r.id || q.id) % 3 = 0 THEN 0 ELSE q.points END
    FROM assessment_responses r JOIN questions q ON q.assessment_id = r.assessment_id
    JOIN assessments a ON a.id = r.assessment_id WHERE a.institute_id = ${school.institute.id}`);
  await db.execute(sql`
    UPDATE assessment_responses r SET score = s.score, max_score = s.max
    FROM (SELECT qr.response_id, sum(qr.auto_score) AS score, sum(q.points) AS max FROM question_responses qr
          JOIN questions q ON q.id = qr.question_id GROUP BY qr.response_id) s
    WHERE s.response_id = r.id`);
  await db.execute(sql`
    INSERT INTO attendance_sessions (id, class_id, institute_id, teacher_id, taken_at)
    SELECT 'bench-att-' || c.ord || '-' || d, c.id, ${school.institute.id}, ${school.teacher.id}, now() - d * interval '1 day'
    FROM jsonb_array_elements_text(${classIds}::jsonb) WITH ORDINALITY AS c(id, ord),
         generate_series(0, ${shape.attendanceDays - 1}) AS d`);
  await db.execute(sql`
    INSERT INTO attendance_marks (attendance_id, student_id, status)
    SELECT s.id, m.user_id, CASE WHEN hashtext(s.id || m.user_id) % 10 = 0 THEN 'ABSENT' ELSE 'PRESENT' END
    FROM attendance_sessions s JOIN class_members m ON m.class_id = s.class_id AND m.role = 'learner'
    WHERE s.institute_id = ${school.institute.id}`);
  const ids = (
    await db.execute(sql`SELECT r.id FROM assessment_responses r JOIN assessments a ON a.id = r.assessment_id
                         WHERE a.institute_id = ${school.institute.id}`)
  ).rows.map((row) => (row as { id: string }).id);
  for (let start = 0; start < ids.length; start += 2000) {
    await db.transaction((tx) => refreshInsightsOf(tx, ids.slice(start, start + 2000)));
  }
  // A school's years of data have been vacuumed and analysed by autovacuum long ago (planner statistics, the
  // visibility map index-only scans rely on, hint bits); rows written a moment ago have not yet.
  await db.execute(sql`VACUUM ANALYZE`);
  return { ...school, responses: ids.length };
}
