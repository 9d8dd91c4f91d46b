import { type SignupBody, signupRoute } from '@bright/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const SIGNUP_SPINNER_TAG = 'signup';

export function useSignup(spinnerLabel: string) {
  return useMutation({
    mutationFn: (body: SignupBody) => callApi(signupRoute, { body }, { spinnerTag: SIGNUP_SPINNER_TAG, spinnerLabel }),
  });
}
