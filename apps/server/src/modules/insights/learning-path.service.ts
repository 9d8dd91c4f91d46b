import {
  ASSESSMENT_STATUS,
  type AssignPracticeBody,
  INSIGHTS_MESSAGES,
  type LearningPath,
  type LearningTopic,
  PRACTICE_QUESTIONS_PER_TOPIC,
  PROFICIENCY_THRESHOLD,
  type StudentRangeQuery,
} from '@bright/contracts';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client';
import { assessmentAssignees, assessments, curatedQuestions, questions, topics } from '../../db/schema';
import type { Actor } from '../../lib/actor';
import { badRequest, forbidden } from '../../lib/app-error';
import { loadStudentRecord, logDisclosure } from './insights.access';
import { bloomsOf, isWeak, topicsOf } from './insights.presenter';
import * as q from './insights.queries';
import { resolveRange } from './insights.range';

const MAX_PATH_TOPICS = 5;

/** Topics a student may practise: curated ones and their institute's own. */
const visibleTopic = (instituteId: string) => or(isNull(topics.instituteId), eq(topics.instituteId, instituteId));

/** The curated (or institute) topic behind a proficiency: by id, else by name. */
async function matchTopics(db: Executor, instituteId: string, keys: { topicId: string | null; label: string }[]) {
  if (keys.length === 0) return [];
  const ids = keys.flatMap((key) => (key.topicId ? [key.topicId] : []));
  const names = keys.map((key) => key.label.toLowerCase());
  const rows = await db
    .select()
    .from(topics)
    .where(
      and(
        visibleTopic(instituteId),
        or(ids.length ? inArray(topics.id, ids) : sql`false`, inArray(sql`lower(${topics.name})`, names)),
      ),
    );
  return keys.map(
    (key) =>
      rows.find((row) => row.id === key.topicId) ??
      rows.find((row) => row.name.toLowerCase() === key.label.toLowerCase()),
  );
}

/** insights/learning-path: the weakest topics (below the threshold), weakest first, with what to practise. */
export async function learningPath(
  db: Db,
  actor: Actor,
  query: StudentRangeQuery,
  path: string,
): Promise<LearningPath> {
  const range = resolveRange(query);
  const record = await loadStudentRecord(db, actor, query.classId, query.studentId);
  await logDisclosure(db, actor, record, path);
  const skills = await q.studentSkills(db, record.klass.id, record.student.id, range);
  const weak = topicsOf(skills)
    .filter((topic) => isWeak(topic, PROFICIENCY_THRESHOLD))
    .sort((a, b) => a.percentage! - b.percentage!)
    .slice(0, MAX_PATH_TOPICS);
  const matched = await matchTopics(db, record.klass.instituteId, weak);
  const topicIds = matched.flatMap((topic) => (topic ? [topic.id] : []));
  const practice = topicIds.length
    ? await db.select().from(curatedQuestions).where(inArray(curatedQuestions.topicId, topicIds))
    : [];
  const items: LearningTopic[] = weak.map((topic, index) => {
    const curated = matched[index];
    return {
      topic,
      curatedTopicId: curated?.id ?? null,
      questions: practice
        .filter((row) => row.topicId === curated?.id)
        .map((row) => ({ id: row.id, description: row.description, type: row.type, bloomLevel: row.bloomLevel })),
      videos: curated?.videos ?? [],
    };
  });
  return {
    classId: record.klass.id,
    student: { id: record.student.id, first_name: record.student.first_name, last_name: record.student.last_name },
    weakBlooms: bloomsOf(skills).filter((level) => isWeak(level, PROFICIENCY_THRESHOLD)),
    topics: items,
  };
}

const practiceName = (names: string[], studentName: string, at: Date) =>
  `Practice: ${names.join(', ')} (${studentName}, ${at.toISOString().slice(0, 16).replace('T', ' ')})`.slice(0, 200);

/** learning-path/assign: the chosen topics' curated questions as a published practice assessment for one student. */
export async function assignPractice(db: Db, actor: Actor, body: AssignPracticeBody) {
  const record = await loadStudentRecord(db, actor, body.classId, body.studentId);
  if (!record.byStaff) throw forbidden();
  const chosen = await db
    .select()
    .from(topics)
    .where(and(visibleTopic(record.klass.instituteId), inArray(topics.id, body.topicIds)));
  const pool = chosen.length
    ? await db
        .select()
        .from(curatedQuestions)
        .where(
          inArray(
            curatedQuestions.topicId,
            chosen.map((topic) => topic.id),
          ),
        )
    : [];
  const picked = chosen.flatMap((topic) =>
    pool
      .filter((row) => row.topicId === topic.id)
      .slice(0, PRACTICE_QUESTIONS_PER_TOPIC)
      .map((row) => ({ row, topic })),
  );
  if (picked.length === 0) throw badRequest(INSIGHTS_MESSAGES.noPracticeQuestions);
  const now = new Date();
  const name = practiceName(
    chosen.map((topic) => topic.name),
    record.student.first_name,
    now,
  );
  return db.transaction(async (tx) => {
    const [assessment] = await tx
      .insert(assessments)
      .values({
        instituteId: record.klass.instituteId,
        classId: record.klass.id,
        name,
        category: 'ASSIGNMENT',
        type: 'MCQ',
        status: ASSESSMENT_STATUS.published,
        publishedAt: now,
        createdBy: actor.userId,
        description: 'Practice from the learning path.',
        timeLimit: 30,
        assignedToAll: false,
      })
      .returning({ id: assessments.id });
    await tx.insert(assessmentAssignees).values({ assessmentId: assessment!.id, studentId: record.student.id });
    await tx.insert(questions).values(
      picked.map(({ row, topic }, position) => {
        const { id: curatedId, topicId: _topic, createdAt: _created, ...content } = row;
        return {
          ...content,
          assessmentId: assessment!.id,
          position,
          topicId: topic.id,
          topicName: topic.name,
          source: `curated:${curatedId}`,
        };
      }),
    );
    return { assessmentId: assessment!.id, name, questionCount: picked.length };
  });
}
