import { licenseDetailsRoute, plansRoute } from '@bright/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';

export const plansQueryOptions = () =>
  queryOptions({ queryKey: ['plans'], queryFn: () => callApi(plansRoute), staleTime: 5 * 60_000 });

export const usePlans = () => useQuery(plansQueryOptions());

/**
 * The current licence, to mark the current plan and offer the right button. Same key as the licences
 * feature's query (['licence', 'details', instituteId]), so both share one cache entry and refresh together.
 */
export function useCurrentLicence() {
  const instituteId = useSessionStore((state) => state.session?.instituteId ?? '');
  return useQuery({
    queryKey: ['licence', 'details', instituteId],
    queryFn: () => callApi(licenseDetailsRoute, {}, { loader: false, silent: true }),
    staleTime: 15_000,
    enabled: Boolean(instituteId),
  });
}
