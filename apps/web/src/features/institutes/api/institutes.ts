import {
  type InstituteListItem,
  createInstituteRequestRoute,
  instituteListRoute,
  institutesByCodeRoute,
  myInstituteRequestsRoute,
  setDefaultInstituteRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { saveSession } from '../../../lib/session-store';

export const instituteListQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(instituteListRoute), queryFn: () => callApi(instituteListRoute) });

export const useInstituteList = () => useQuery(instituteListQueryOptions());

/** A choice is needed when the user belongs to several institutes and none is the default yet. */
export const needsInstituteChoice = (list: InstituteListItem[] | undefined) =>
  Boolean(list && list.length > 1 && !list.some((item) => item.isDefault));

/**
 * Makes an institute the default and the one this session acts in; the stored session follows, and
 * everything cached for the previous institute is fetched again.
 */
export function useSetDefaultInstitute() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (instituteId: string) => callApi(setDefaultInstituteRoute, { body: { instituteId } }),
    onSuccess: async (user) => {
      saveSession(user);
      await queryClient.invalidateQueries();
    },
  });
}

export const myRequestsQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(myInstituteRequestsRoute), queryFn: () => callApi(myInstituteRequestsRoute) });

export const useMyRequests = () => useQuery(myRequestsQueryOptions());

export function useCreateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { instituteKneuraId: string; role: 'instructor' | 'learner' }) =>
      callApi(createInstituteRequestRoute, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: myRequestsQueryOptions().queryKey }),
  });
}

/** The public name behind a typed institute code, to confirm it before asking to join. */
export function useInstituteByCode(code: string) {
  const cleaned = code.trim().toUpperCase();
  return useQuery({
    queryKey: queryKeyFor(institutesByCodeRoute, { query: { kneuraId: cleaned } }),
    enabled: cleaned.length >= 4,
    queryFn: () => callApi(institutesByCodeRoute, { query: { kneuraId: cleaned } }, { silent: true, loader: false }),
    select: (list) => list[0] ?? null,
  });
}
