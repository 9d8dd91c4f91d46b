import { BLOOM_LEVELS } from '@bright/contracts';
import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';

const bloomList = sql.raw(BLOOM_LEVELS.map((level) => `'${level}'`).join(', '));

/**
 * Rewrites what the given responses earned per Bloom level and per topic, from their answers, the way
 * the Bloom report counts them: a submitted response's question without an answer earns 0 of its
 * points; an answer scored neither automatically nor by the teacher is pending and counts nowhere.
 * A response in progress (reopened) has no rows. Runs in the caller's transaction.
 */
export async function refreshResponseSkills(tx: Executor, responseIds: string[]) {
  const ids = JSON.stringify(responseIds);
  await tx.execute(sql`
    DELETE FROM insight_response_skills
    WHERE response_id IN (SELECT jsonb_array_elements_text(${ids}::jsonb))`);
  await tx.execute(sql`
    WITH answers AS (
      SELECT r.id AS response_id, a.institute_id, a.class_id, r.student_id, r.assessment_id,
             COALESCE(r.submitted_at, r.updated_at) AS submitted_at, q.points, q.bloom_level,
             q.topic_id, NULLIF(btrim(q.topic_name), '') AS topic_name,
             (qr.response_id IS NOT NULL AND qr.score IS NULL AND qr.auto_score IS NULL) AS pending,
             COALESCE(qr.score, qr.auto_score, 0) AS final
      FROM assessment_responses r
      JOIN assessments a ON a.id = r.assessment_id
      JOIN questions q ON q.assessment_id = r.assessment_id
      LEFT JOIN question_responses qr ON qr.response_id = r.id AND qr.question_id = q.id
      WHERE r.id IN (SELECT jsonb_array_elements_text(${ids}::jsonb)) AND r.status <> 'IN_PROGRESS'
    ), keyed AS (
      SELECT answers.*, 'BLOOM' AS kind,
             CASE WHEN bloom_level IN (${bloomList}) THEN bloom_level ELSE 'UNCATEGORISED' END AS key,
             CASE WHEN bloom_level IN (${bloomList}) THEN bloom_level ELSE 'UNCATEGORISED' END AS label,
             NULL::text AS skill_topic_id
      FROM answers
      UNION ALL
      SELECT answers.*, 'TOPIC', COALESCE(topic_id, 'name:' || lower(topic_name)), COALESCE(topic_name, topic_id), topic_id
      FROM answers WHERE topic_id IS NOT NULL OR topic_name IS NOT NULL
    )
    INSERT INTO insight_response_skills (response_id, kind, key, label, topic_id, institute_id, class_id,
      student_id, assessment_id, earned, possible, pending_count, question_count, submitted_at)
    SELECT response_id, kind, key, max(label), max(skill_topic_id), institute_id, class_id, student_id,
           assessment_id,
           sum(CASE WHEN pending THEN 0 ELSE final END),
           sum(CASE WHEN pending THEN 0 ELSE points END),
           count(*) FILTER (WHERE pending), count(*), submitted_at
    FROM keyed
    GROUP BY response_id, kind, key, institute_id, class_id, student_id, assessment_id, submitted_at`);
}

/** Rewrites the aggregates of every submitted response to an assessment (its questions changed). */
export async function refreshAssessmentSkills(tx: Executor, assessmentId: string) {
  const found = await tx.execute(sql`
    SELECT id FROM assessment_responses WHERE assessment_id = ${assessmentId} AND status <> 'IN_PROGRESS'`);
  const ids = (found.rows as { id: string }[]).map((row) => row.id);
  if (ids.length > 0) await refreshResponseSkills(tx, ids);
}
