import { QuestionContent } from '@bright/contracts';
import { curatedQuestions, topics } from '../../db/schema';
import type { Executor } from '../../db/client';
import { CURATED_QUESTIONS, CURATED_TOPICS } from './curated-data';

/**
 * Seeds the curated topics and questions (curated-data.ts) into any database, once: fixed ids and
 * ON CONFLICT DO NOTHING, so an existing row (even one an operator edited) is left alone and a new
 * release's additions appear. Runs when the app is ready, like the default plans.
 */
export async function ensureCuratedQuestions(db: Executor) {
  await db
    .insert(topics)
    .values(CURATED_TOPICS.map((topic) => ({ ...topic, instituteId: null })))
    .onConflictDoNothing({ target: topics.id });
  await db
    .insert(curatedQuestions)
    .values(
      CURATED_QUESTIONS.map((item) => ({
        id: item.id,
        topicId: item.topicId,
        ...QuestionContent.parse(item.content),
      })),
    )
    .onConflictDoNothing({ target: curatedQuestions.id });
}
