import { licenseDetailsRoute, plansRoute } from '@bright/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';
import { useSessionStore } from '../../../lib/session-store';

/**
 * A background read: no loader, no snackbar, and a 401 left to the session query (so a sign-out racing
 * this request does not send the user to the login page a second time).
 */
const BACKGROUND = { loader: false, silent: true, handleUnauthorized: false } as const;

export const plansQueryOptions = () =>
  queryOptions({ queryKey: queryKeyFor(plansRoute), queryFn: () => callApi(plansRoute), staleTime: 5 * 60_000 });

export const usePlans = () => useQuery(plansQueryOptions());

/**
 * The current licence, to mark the current plan and offer the right button. Same key as the licences
 * feature's query (the licence details route, by institute), so both share one cache entry and refresh together.
 */
export function useCurrentLicence() {
  const instituteId = useSessionStore((state) => state.session?.instituteId ?? '');
  return useQuery({
    queryKey: queryKeyFor(licenseDetailsRoute, { scope: { instituteId } }),
    queryFn: () => callApi(licenseDetailsRoute, {}, BACKGROUND),
    staleTime: 15_000,
    enabled: Boolean(instituteId),
  });
}
