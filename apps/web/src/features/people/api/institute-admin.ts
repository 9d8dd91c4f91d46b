import {
  type UpdateInstituteBody,
  approveInstituteRequestRoute,
  declineInstituteRequestRoute,
  instituteInfoRoute,
  instituteReferralCodeRoute,
  instituteRequestsRoute,
  shareInstituteReferralRoute,
  updateInstituteInfoRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';

export const instituteQueryOptions = (instituteId: string) =>
  queryOptions({
    queryKey: ['institute', instituteId],
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
      return queryClient.invalidateQueries({ queryKey: ['institutes'] });
    },
  });
}

const requestsKey = (instituteId: string) => ['institute', instituteId, 'requests'] as const;

export const useInstituteRequests = (instituteId: string) =>
  useQuery({
    queryKey: requestsKey(instituteId),
    queryFn: () => callApi(instituteRequestsRoute, { params: { id: instituteId }, query: { status: 'PENDING' } }),
  });

export function useDecideRequest(instituteId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ requestId, approve }: { requestId: string; approve: boolean }) =>
      callApi(approve ? approveInstituteRequestRoute : declineInstituteRequestRoute, { body: { requestId } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: requestsKey(instituteId) });
      await queryClient.invalidateQueries({ queryKey: ['people', instituteId] });
    },
  });
}

export const useReferralCode = (instituteId: string) =>
  useQuery({
    queryKey: ['institute', instituteId, 'referral'],
    queryFn: () => callApi(instituteReferralCodeRoute, { params: { id: instituteId } }),
  });

export const useShareReferral = () =>
  useMutation({ mutationFn: (email: string) => callApi(shareInstituteReferralRoute, { body: { email } }) });
