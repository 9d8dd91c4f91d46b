import {
  type RouteContract,
  addStorageRoute,
  changePlanRoute,
  couponsRoute,
  licenseDetailsRoute,
  licenseUsageRoute,
  createCouponRoute,
  createLicenseRoute,
  operatorInstitutesRoute,
  operatorLicenseRoute,
  operatorMeRoute,
  plansRoute,
  setLicenseActiveRoute,
  topUpCreditsRoute,
  transferLimitsRoute,
  updatePlanRoute,
} from '@bright/contracts';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { type CallArgs, callApi } from '../../../lib/api-client';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';

/** A route's request body, as the form sends it (before the schema's defaults). */
type BodyOf<R extends RouteContract> = z.input<NonNullable<R['body']> & z.ZodType>;

export const operatorMeQueryOptions = () =>
  queryOptions({
    queryKey: queryKeyFor(operatorMeRoute),
    queryFn: () => callApi(operatorMeRoute, {}, { silent: true, loader: false, handleUnauthorized: false }),
  });

export const useOperatorMe = (enabled = true) => useQuery({ ...operatorMeQueryOptions(), enabled });

export function useOperatorInstitutes(search: string) {
  return useQuery({
    queryKey: queryKeyFor(operatorInstitutesRoute, { query: { search } }),
    queryFn: () => callApi(operatorInstitutesRoute, { query: { search: search || undefined } }, { loader: false }),
    placeholderData: keepPreviousData,
  });
}

export function useOperatorLicence(instituteKneuraId: string | null) {
  return useQuery({
    queryKey: queryKeyFor(operatorLicenseRoute, { query: { instituteKneuraId: instituteKneuraId ?? '' } }),
    queryFn: () => callApi(operatorLicenseRoute, { query: { instituteKneuraId: instituteKneuraId! } }),
    enabled: Boolean(instituteKneuraId),
  });
}

/** Any operator action: on success, everything the operator page shows is fetched again. */
function useOperatorAction<R extends RouteContract>(route: R) {
  const queryClient = useQueryClient();
  return useMutation({
    // The body is typed per route by BodyOf<R>; a generic R cannot be narrowed to its call arguments.
    mutationFn: (body: BodyOf<R>) => callApi(route, ...([{ body }] as unknown as CallArgs<R>)),
    onSuccess: async () => {
      await invalidateRoutes(queryClient, [
        operatorMeRoute,
        operatorInstitutesRoute,
        operatorLicenseRoute,
        couponsRoute,
        plansRoute,
        licenseDetailsRoute,
        licenseUsageRoute,
      ]);
    },
  });
}

export const useCreateLicence = () => useOperatorAction(createLicenseRoute);
export const useChangePlan = () => useOperatorAction(changePlanRoute);
export const useSetActive = () => useOperatorAction(setLicenseActiveRoute);
export const useTopUp = () => useOperatorAction(topUpCreditsRoute);
export const useTransferLimits = () => useOperatorAction(transferLimitsRoute);
export const useAddStorage = () => useOperatorAction(addStorageRoute);
export const useCreateCoupon = () => useOperatorAction(createCouponRoute);
export const useUpdatePlan = () => useOperatorAction(updatePlanRoute);

export const useCoupons = () =>
  useQuery({ queryKey: queryKeyFor(couponsRoute), queryFn: () => callApi(couponsRoute, {}, { loader: false }) });

export const useAllPlans = () =>
  useQuery({ queryKey: queryKeyFor(plansRoute), queryFn: () => callApi(plansRoute), staleTime: 60_000 });
