import { logoutRoute } from '@bright/contracts';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { clearSession } from '../../../lib/session-store';

const READS_WAIT_MS = 3_000;

/**
 * Resolves once no query is fetching (or after `limitMs`): reads sent with this session just before
 * sign-out would otherwise reach the server after the session has ended and come back 401.
 */
export function readsSettled(queryClient: QueryClient, limitMs = READS_WAIT_MS) {
  if (queryClient.isFetching() === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      unsubscribe();
      resolve();
    };
    const timer = setTimeout(done, limitMs);
    const unsubscribe = queryClient.getQueryCache().subscribe(() => {
      if (queryClient.isFetching() === 0) done();
    });
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await readsSettled(queryClient);
      return callApi(logoutRoute, {}, { silent: true });
    },
    // Signing out on this device always succeeds, even when the server session is already gone.
    onSettled: () => {
      clearSession();
      queryClient.clear();
      navigateTo('/', { replace: true });
    },
  });
}
