import { type LoginBody, loginRoute } from '@bright/contracts';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { changeLanguage } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session-store';
import { isUiLanguage } from '@bright/contracts';

export const LOGIN_SPINNER_TAG = 'login';

export const login = (body: LoginBody, spinnerLabel: string) =>
  callApi(loginRoute, { body }, { spinnerTag: LOGIN_SPINNER_TAG, spinnerLabel });

export function useLogin(spinnerLabel: string) {
  return useMutation({
    mutationFn: (body: LoginBody) => login(body, spinnerLabel),
    onSuccess: async (user) => {
      saveSession(user);
      // A language the user chose in their profile wins over this device's.
      if (user.language !== 'en' && isUiLanguage(user.language)) await changeLanguage(user.language);
    },
  });
}
