import { boardInfoRoute } from '@bright/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

/**
 * A lesson's board (pages, abilities). Its own small module, so the route table can ask for it while
 * the board's code is still loading.
 */
export const boardQueryOptions = (lessonId: string) =>
  queryOptions({
    queryKey: queryKeyFor(boardInfoRoute, { params: { lessonId } }),
    queryFn: () => callApi(boardInfoRoute, { params: { lessonId } }, { loader: false, silent: true }),
    enabled: Boolean(lessonId),
  });
