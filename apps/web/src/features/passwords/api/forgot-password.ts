import { forgotPasswordRoute, verifyResetCodeRoute } from '@bright/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const PASSWORDS_SPINNER_TAG = 'passwords';

export function useForgotPassword(spinnerLabel: string) {
  return useMutation({
    mutationFn: (email: string) =>
      callApi(forgotPasswordRoute, { body: { email } }, { spinnerTag: PASSWORDS_SPINNER_TAG, spinnerLabel }),
  });
}

export function useVerifyResetCode(spinnerLabel: string) {
  return useMutation({
    mutationFn: (body: { email: string; code: string }) =>
      callApi(verifyResetCodeRoute, { body }, { spinnerTag: PASSWORDS_SPINNER_TAG, spinnerLabel }),
  });
}
