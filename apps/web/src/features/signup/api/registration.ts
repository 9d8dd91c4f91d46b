import { type CreateAccountBody, createAccountRoute, isUiLanguage, verifyVidRoute } from '@bright/contracts';
import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { changeLanguage } from '../../../lib/i18n';
import { saveSession } from '../../../lib/session-store';
import { REGISTER_FIELDS_BY_CODE } from '../signup-validation';

export const REGISTER_SPINNER_TAG = 'register-profile';

/** The registration link's email; its refusal is shown on the page, not in a snackbar. */
export const registrationLinkQueryOptions = (token: string) =>
  queryOptions({
    queryKey: queryKeyFor(verifyVidRoute, { scope: { vid: token } }),
    queryFn: () => callApi(verifyVidRoute, { body: { vid: token } }, { silent: true }),
    staleTime: Infinity,
    retry: false,
  });

export const useRegistrationLink = (token: string) =>
  useQuery({ ...registrationLinkQueryOptions(token), enabled: Boolean(token) });

/** Creates the account and keeps its session, as a sign-in does; a refusal about a field is the form's to show. */
export function useCreateAccount(spinnerLabel: string) {
  return useMutation({
    mutationFn: (body: CreateAccountBody) =>
      callApi(
        createAccountRoute,
        { body },
        { spinnerTag: REGISTER_SPINNER_TAG, spinnerLabel, fieldCodes: Object.keys(REGISTER_FIELDS_BY_CODE) },
      ),
    onSuccess: async (user) => {
      saveSession(user);
      if (user.language !== 'en' && isUiLanguage(user.language)) await changeLanguage(user.language);
    },
  });
}
