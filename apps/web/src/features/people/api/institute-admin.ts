import {
  type UpdateInstituteBody,
  approveInstituteRequestRoute,
  declineInstituteRequestRoute,
  instituteInfoRoute,
  instituteListRoute,
  instituteReferralCodeRoute,
  instituteRequestsRoute,
  instituteStudentsRoute,
  instituteTeachersRoute,
  institutesByCodeRoute,
  myInstituteRequestsRoute,
  shareInstituteReferralRoute,
  updateInstituteInfoRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';

export const instituteQueryOptions = (instituteId: string) =>
  queryOptions({
    queryKey: queryKeyFor(instituteInfoRoute, { params: { id: instituteId } }),
    queryFn: () => callApi(instituteInfoRoute, { params: { id: instituteId } }),
  });

export const useInstitute = (instituteId: string) => useQuery(instituteQueryOptions(instituteId));

export function useUpdateInstitute(instituteId: string, instituteKneuraId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateInstituteBody) =>
      callApi(updateInstituteInfoRoute, { params: { instituteKneuraId, instituteId }, body }),
    onSuccess: (institute) => {
      queryClient.setQueryData(instituteQueryOptions(instituteId).queryKey, institute);
      return invalidateRoutes(queryClient, [instituteListRoute, myInstituteRequestsRoute, institutesByCodeRoute]);
    },
  });
}

export const useInstituteRequests = (instituteId: string) =>
  useQuery({
    queryKey: queryKeyFor(instituteRequestsRoute, { params: { id: instituteId }, query: { status: 'PENDING' } }),
    queryFn: () => callApi(instituteRequestsRoute, { params: { id: instituteId }, query: { status: 'PENDING' } }),
  });

export function useDecideRequest(instituteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      callApi(approve ? approveInstituteRequestRoute : declineInstituteRequestRoute, { body: { requestId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({
        queryKey: queryKeyFor(instituteRequestsRoute, { params: { id: instituteId } }),
      });
      await queryClient.invalidateQueries({
        queryKey: queryKeyFor(instituteTeachersRoute, { params: { id: instituteId } }),
      });
      await queryClient.invalidateQueries({
        queryKey: queryKeyFor(instituteStudentsRoute, { params: { id: instituteId } }),
      });
    },
  });
}

export const useReferralCode = (instituteId: string) =>
  useQuery({
    queryKey: queryKeyFor(instituteReferralCodeRoute, { params: { id: instituteId } }),
    queryFn: () => callApi(instituteReferralCodeRoute, { params: { id: instituteId } }),
  });

export const useShareReferral = () =>
  useMutation({ mutationFn: (email: string) => callApi(shareInstituteReferralRoute, { body: { email } }) });
