import { isSessionActiveRoute } from '@bright/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';
import { queryKeyFor } from './query-keys';

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(isSessionActiveRoute),
    queryFn: () => callApi(isSessionActiveRoute),
  });

export const useSessionState = () => useQuery(sessionQueryOptions());
