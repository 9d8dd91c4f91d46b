import { resetPasswordRoute } from '@bright/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { clearSession } from '../../../lib/session-store';
import { PASSWORDS_SPINNER_TAG } from './forgot-password';

type ResetBody = { token: string; newPassword: string } | { email: string; code: string; newPassword: string };

/** A reset ends every session of the account, this browser's included: forget it here too. */
export function useResetPassword(spinnerLabel: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetBody) =>
      callApi(resetPasswordRoute, { body }, { spinnerTag: PASSWORDS_SPINNER_TAG, spinnerLabel }),
    onSuccess: () => {
      clearSession();
      queryClient.clear();
    },
  });
}
