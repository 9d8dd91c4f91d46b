import {
  approveClassRequestRoute,
  classJoinCodeRoute,
  createClassRequestRoute,
  declineClassRequestRoute,
  joinInfoRoute,
  pendingClassRequestsRoute,
  rotateJoinCodeRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { classKeys } from '../../../lib/class-queries';
import { showSnackbar } from '../../../lib/ui-store';

const joinKeys = {
  code: (classId: string) => ['join-code', classId] as const,
  info: (code: string) => ['join-info', code] as const,
  pending: ['class-requests', 'pending'] as const,
};

export const joinCodeQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: joinKeys.code(classId),
    queryFn: () => callApi(classJoinCodeRoute, { params: { classId } }),
    enabled: Boolean(classId),
  });

export const useJoinCode = (classId: string) => useQuery(joinCodeQueryOptions(classId));

export function useRotateJoinCode(classId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(rotateJoinCodeRoute, { body: { classId } }, { onMessage: (message) => showSnackbar(message, 'success') }),
    onSuccess: (code) => {
      queryClient.setQueryData(joinKeys.code(classId), code);
      return queryClient.invalidateQueries({ queryKey: classKeys.one(classId) });
    },
  });
}

/** Where the caller stands with a join code; while a request waits, asked again every 5 s. */
export const useJoinInfo = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: joinKeys.info(code),
    queryFn: () => callApi(joinInfoRoute, { params: { code } }, { silent: true, loader: false }),
    enabled,
    refetchInterval: (query) => (query.state.data?.state === 'PENDING' ? 5_000 : false),
  });

export function useSendJoinRequest(code: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(
        createClassRequestRoute,
        { body: { class_code: code } },
        { onMessage: (message) => showSnackbar(message, 'success') },
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: joinKeys.info(code) }),
  });
}

export const usePendingRequests = () =>
  useQuery({
    queryKey: joinKeys.pending,
    queryFn: () => callApi(pendingClassRequestsRoute, {}, { loader: false }),
    refetchInterval: 15_000,
  });

export function useDecideRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      callApi(
        approve ? approveClassRequestRoute : declineClassRequestRoute,
        { body: { requestId } },
        { onMessage: (message) => showSnackbar(message, 'success') },
      ),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: joinKeys.pending }),
        queryClient.invalidateQueries({ queryKey: classKeys.all }),
      ]),
  });
}
