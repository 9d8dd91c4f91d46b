import {
  type LicenseDetails,
  type LicenseFeature,
  activateFeatureTrialRoute,
  licenseDetailsRoute,
  licenseUsageRoute,
  quickSummaryRoute,
  redeemCouponRoute,
  validateLicenseRoute,
} from '@bright/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';
import { useSessionStore } from '../../../lib/session-store';
import { useLicenceStore } from '../licence-store';

/**
 * A background read: no loader, no snackbar, and a 401 left to the session query (so a sign-out racing
 * this request does not send the user to the login page a second time).
 */
const BACKGROUND = { loader: false, silent: true, handleUnauthorized: false } as const;

export const licenceDetailsQueryOptions = (instituteId: string) =>
  queryOptions({
    queryKey: queryKeyFor(licenseDetailsRoute, { scope: { instituteId } }),
    // SPEC §7: the institute travels as the instituteId header; the session's institute answers.
    queryFn: () => callApi(licenseDetailsRoute, {}, BACKGROUND),
    staleTime: 15_000,
  });

/** The active institute's licence details; idle without a session. */
export function useLicenceDetails() {
  const instituteId = useSessionStore((state) => state.session?.instituteId ?? null);
  return useQuery({ ...licenceDetailsQueryOptions(instituteId ?? ''), enabled: Boolean(instituteId) });
}

/** When the trials just started end: the latest trialValidTill of the licence and its features. */
const trialEnd = (details: LicenseDetails) =>
  [details.trialValidTill, ...details.features.map((entry) => entry.trialValidTill)]
    .filter((value): value is string => Boolean(value))
    .sort()
    .at(-1) ?? null;

/**
 * SPEC §4: trial activation refreshes the licence details and the dashboard (it remounts).
 */
export function useActivateTrial() {
  const queryClient = useQueryClient();
  const instituteId = useSessionStore((state) => state.session?.instituteId ?? '');
  return useMutation({
    mutationFn: () => callApi(activateFeatureTrialRoute, { body: { instituteId } }, { spinnerTag: 'licence-trial' }),
    onSuccess: async (result) => {
      queryClient.setQueryData(licenceDetailsQueryOptions(instituteId).queryKey, result.details);
      await invalidateRoutes(queryClient, [licenseDetailsRoute, licenseUsageRoute]);
      const store = useLicenceStore.getState();
      store.remountDashboard();
      store.showTrialActivated(trialEnd(result.details));
    },
  });
}

/** Checks a feature before opening it (no charge); a refusal opens the licence dialog (the HTTP client). */
export function useValidateFeature() {
  return useMutation({
    mutationFn: (input: { licenseId: string; feature: LicenseFeature }) =>
      callApi(validateLicenseRoute, { params: { id: input.licenseId }, body: { feature: input.feature, usage: 1 } }),
  });
}

export function useQuickSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi(quickSummaryRoute, { body: { text } }, { spinnerTag: 'quick-summary' }),
    onSettled: () => invalidateRoutes(queryClient, [licenseDetailsRoute, licenseUsageRoute]),
  });
}

export const usageReportQueryOptions = (instituteId: string) =>
  queryOptions({
    queryKey: queryKeyFor(licenseUsageRoute, { scope: { instituteId } }),
    queryFn: () => callApi(licenseUsageRoute),
  });

export function useUsageReport(enabled: boolean) {
  const instituteId = useSessionStore((state) => state.session?.instituteId ?? '');
  return useQuery({ ...usageReportQueryOptions(instituteId), enabled: enabled && Boolean(instituteId) });
}

export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (couponCode: string) => callApi(redeemCouponRoute, { body: { couponCode } }),
    onSuccess: async () => {
      await invalidateRoutes(queryClient, [licenseDetailsRoute, licenseUsageRoute]);
      useLicenceStore.getState().remountDashboard();
    },
  });
}
