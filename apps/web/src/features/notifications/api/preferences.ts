import {
  type NotificationPreferences,
  getNotificationPreferencesRoute,
  saveNotificationPreferencesRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

export const preferencesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(getNotificationPreferencesRoute),
    queryFn: () => callApi(getNotificationPreferencesRoute, {}, { loader: false }),
  });

export const usePreferences = () => useQuery(preferencesQueryOptions());

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NotificationPreferences) => callApi(saveNotificationPreferencesRoute, { body }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQueryOptions().queryKey, saved),
  });
}
