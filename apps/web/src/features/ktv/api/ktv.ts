import { curatedTopicsRoute } from '@bright/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

/** The curated topics that have videos, with them (their questions are not needed here). */
export const curatedVideosQueryOptions = (enabled = true) =>
  queryOptions({
    enabled,
    queryKey: queryKeyFor(curatedTopicsRoute, { scope: { view: 'videos' } }),
    queryFn: () => callApi(curatedTopicsRoute, undefined, { loader: false, silent: true }),
    select: (topics) =>
      topics
        .filter((topic) => topic.videos.length > 0)
        .map(({ topicId, topicName, hierarchy, videos }) => ({ topicId, topicName, hierarchy, videos })),
    staleTime: 10 * 60_000,
  });

export const useCuratedVideos = (enabled: boolean) => useQuery(curatedVideosQueryOptions(enabled));

/** Where a video is hosted, shown beside its title ("www.khanacademy.org" as "khanacademy.org"). */
export const hostOf = (url: string) => {
  try {
    return new URL(url).hostname.replace(/^www\./, '');
  } catch {
    return '';
  }
};
