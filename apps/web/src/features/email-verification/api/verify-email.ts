import { verifyUserEmailRoute } from '@bright/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

/** Verifying is one request per token (a query, so a remount does not send it twice); shown on the page. */
export const verifyEmailQueryOptions = (verifyToken: string) =>
  queryOptions({
    queryKey: queryKeyFor(verifyUserEmailRoute, { scope: { verifyToken } }),
    queryFn: () => callApi(verifyUserEmailRoute, { body: { verify_token: verifyToken } }, { silent: true }),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export const useVerifyEmail = (verifyToken: string) =>
  useQuery({ ...verifyEmailQueryOptions(verifyToken), enabled: Boolean(verifyToken) });
