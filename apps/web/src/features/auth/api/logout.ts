import { logoutRoute } from '@bright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { navigateTo } from '../../../lib/navigation';
import { clearSession } from '../../../lib/session-store';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(logoutRoute, {}, { silent: true }),
    // Signing out on this device always succeeds, even when the server session is already gone.
    onSettled: () => {
      clearSession();
      queryClient.clear();
      navigateTo('/', { replace: true });
    },
  });
}
