import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client';

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Refusals do not get better by asking again; network trouble might.
        retry: (failureCount, error) => !(error instanceof ApiError && error.status > 0) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}
