import { GOOGLE_START_PATH, type GoogleSignInMode, googleConfigRoute } from '@bright/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { queryKeyFor } from '../../../lib/query-keys';

/** Whether this server has Google sign-in configured; a failure simply hides the button. */
export const googleConfigQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(googleConfigRoute),
    queryFn: () => callApi(googleConfigRoute, {}, { silent: true, loader: false, handleUnauthorized: false }),
    staleTime: 5 * 60_000,
  });

export const useGoogleConfig = () => useQuery(googleConfigQueryOptions());

/** The browser flow starts on the server, which redirects to Google: a full page navigation, not a fetch. */
export const googleStartUrl = (mode: GoogleSignInMode = 'login') =>
  `${GOOGLE_START_PATH}?${new URLSearchParams({ mode }).toString()}`;
