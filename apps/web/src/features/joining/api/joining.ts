import {
  approveClassRequestRoute,
  classJoinCodeRoute,
  classUsersRoute,
  createClassRequestRoute,
  declineClassRequestRoute,
  getClassRoute,
  joinInfoRoute,
  pendingClassRequestsRoute,
  rotateJoinCodeRoute,
  userClassesRoute,
  userClassesWithInstituteRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';
import { showSnackbar } from '../../../lib/ui-store';

export const joinCodeQueryOptions = (classId: string) =>
  queryOptions({
    queryKey: queryKeyFor(classJoinCodeRoute, { params: { classId } }),
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
      queryClient.setQueryData(queryKeyFor(classJoinCodeRoute, { params: { classId } }), code);
      return queryClient.invalidateQueries({ queryKey: queryKeyFor(getClassRoute, { params: { id: classId } }) });
    },
  });
}

/** Where the caller stands with a join code; while a request waits, asked again every 5 s. */
export const useJoinInfo = (code: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeyFor(joinInfoRoute, { params: { code } }),
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
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeyFor(joinInfoRoute, { params: { code } }) }),
  });
}

export const usePendingRequests = () =>
  useQuery({
    queryKey: queryKeyFor(pendingClassRequestsRoute),
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
      invalidateRoutes(queryClient, [
        pendingClassRequestsRoute,
        userClassesRoute,
        userClassesWithInstituteRoute,
        getClassRoute,
        classUsersRoute,
      ]),
  });
}
