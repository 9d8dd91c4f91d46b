import { isSessionActiveRoute } from '@bright/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from './api-client';

export const sessionQueryOptions = () =>
  queryOptions({
    queryKey: ['session'],
    queryFn: () => callApi(isSessionActiveRoute),
  });

export const useSessionState = () => useQuery(sessionQueryOptions());
