import { RECENT_TOPICS_MAX } from '@bright/contracts';

export interface RecentTopic {
  topicId: string;
  topicName: string;
}

/** SPEC §4: at most 3, newest first, the oldest dropped; choosing one again moves it to the front. */
export function pushRecentTopic(list: RecentTopic[], topic: RecentTopic, max = RECENT_TOPICS_MAX): RecentTopic[] {
  return [topic, ...list.filter((t) => t.topicId !== topic.topicId)].slice(0, max);
}

export const recentTopicsKey = (userId: string) => `recentTopics:${userId}`;

/** The stored list, ignoring anything malformed. */
export function readRecentTopics(storage: Pick<Storage, 'getItem'>, userId: string): RecentTopic[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentTopicsKey(userId)) ?? '[]');
    if (!Array.isArray(parsed)) return [];
    return parsed
      .filter(
        (t): t is RecentTopic =>
          typeof t === 'object' && t !== null && typeof t.topicId === 'string' && typeof t.topicName === 'string',
      )
      .slice(0, RECENT_TOPICS_MAX);
  } catch {
    return [];
  }
}

export function rememberTopic(storage: Storage, userId: string, topic: RecentTopic): RecentTopic[] {
  const next = pushRecentTopic(readRecentTopics(storage, userId), topic);
  storage.setItem(recentTopicsKey(userId), JSON.stringify(next));
  return next;
}
