import {
  LOCAL_STORAGE_KEYS,
  type Profile,
  type UiLanguage,
  type UpdateProfileBody,
  getUserLanguageRoute,
  saveUserLanguageRoute,
  teacherInfoRoute,
  updateProfileRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { changeLanguage } from '../../../lib/i18n';
import { readStoredSession, useSessionStore } from '../../../lib/session-store';

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(teacherInfoRoute),
    queryFn: () => callApi(teacherInfoRoute),
  });

export const useProfile = () => useQuery(profileQueryOptions());

/** Keeps the name the app bar shows (stored the way the mobile apps store it) in step with the profile. */
function rememberName(profile: Profile) {
  localStorage.setItem(LOCAL_STORAGE_KEYS.userName, [profile.first_name, profile.last_name].filter(Boolean).join(' '));
  useSessionStore.setState({ session: readStoredSession() });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileBody) => callApi(updateProfileRoute, { body }),
    onSuccess: (profile) => {
      queryClient.setQueryData(profileQueryOptions().queryKey, profile);
      rememberName(profile);
    },
  });
}

export const userLanguageQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(getUserLanguageRoute), queryFn: () => callApi(getUserLanguageRoute) });

/** Switches the UI at once, then saves the choice on the server so every sign-in brings it back. */
export function useSaveLanguage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (language: UiLanguage) => {
      await changeLanguage(language);
      return callApi(saveUserLanguageRoute, { body: { language } });
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(userLanguageQueryOptions().queryKey, saved);
      queryClient.setQueryData(profileQueryOptions().queryKey, (profile: Profile | undefined) =>
        profile ? { ...profile, language: saved.language } : profile,
      );
    },
  });
}
