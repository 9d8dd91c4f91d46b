import {
  type LiveClass,
  endLiveClassRoute,
  joinLiveClassRoute,
  liveClassRoute,
  liveClassesRoute,
  sendConfLinkRoute,
  startLiveClassRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

export const liveClassesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(liveClassesRoute, {}),
    queryFn: () => callApi(liveClassesRoute, {}, { loader: false, silent: true }),
  });
export const useLiveClasses = () => useQuery(liveClassesQueryOptions());

export const liveClassQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyFor(liveClassRoute, { query: { id } }),
    queryFn: () => callApi(liveClassRoute, { query: { id } }, { loader: false, silent: true }),
    enabled: Boolean(id),
  });
export const useLiveClass = (id: string) => useQuery(liveClassQueryOptions(id));

export const useStartLiveClass = () =>
  useMutation({
    mutationFn: (body: { lessonId: string; classId?: string; mode: LiveClass['mode'] }) =>
      callApi(startLiveClassRoute, { body }),
  });

export const useJoinByCode = () =>
  useMutation({ mutationFn: (code: string) => callApi(joinLiveClassRoute, { body: { code } }) });

export function useEndLiveClass() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (liveClassId: string) => callApi(endLiveClassRoute, { body: { liveClassId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: liveClassesQueryOptions().queryKey }),
  });
}

export const useSendLink = () =>
  useMutation({ mutationFn: (liveClassId: string) => callApi(sendConfLinkRoute, { body: { liveClassId } }) });
