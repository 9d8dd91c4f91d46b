import { PLAN_GROUPS, type Plan } from '@bright/contracts';
import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentLicence, usePlans } from '../api/plans';
import { PlanCard } from '../components/plan-card';

const GRID_ONE = { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' };
const GRID_TWO = { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' };

/**
 * /UpgradePlan (SPEC §2): the plans side by side, group one then group two, the current plan marked.
 * `children` is what the app composes above them (the institute's licence, usage and coupons).
 */
export function UpgradePlanPage({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const plans = usePlans();
  const licence = useCurrentLicence();
  const current = licence.data?.plan?.code;
  const abilities = licence.data?.abilities;
  const group = (codes: readonly string[]) => (plans.data ?? []).filter((plan) => codes.includes(plan.code));
  const viewerOf = (plan: Plan) => ({
    isCurrent: plan.code === current,
    isAdmin: abilities?.isAdmin ?? false,
    canUpgrade: abilities?.canUpgrade ?? false,
  });
  return (
    <Stack spacing={4} data-testid="upgrade-plan-page">
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('plans.title')}
        </Typography>
        <Typography color="text.secondary">{t('plans.subtitle')}</Typography>
      </Box>
      {children}
      {plans.isError && <Alert severity="error">{t('plans.loadFailed')}</Alert>}
      {plans.isPending && <Skeleton variant="rounded" height={360} />}
      {plans.data && (
        <>
          <Box component="section" aria-labelledby="plans-group-one">
            <Typography id="plans-group-one" variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
              {t('plans.groupOne')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: GRID_ONE }}>
              {group(PLAN_GROUPS[1]).map((plan) => (
                <PlanCard key={plan.code} plan={plan} viewer={viewerOf(plan)} />
              ))}
            </Box>
          </Box>
          <Box component="section" aria-labelledby="plans-group-two">
            <Typography id="plans-group-two" variant="h5" component="h2" sx={{ fontWeight: 700 }}>
              {t('plans.groupTwo')}
            </Typography>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('plans.groupTwoBody')}
            </Typography>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: GRID_TWO }}>
              {group(PLAN_GROUPS[2]).map((plan) => (
                <PlanCard key={plan.code} plan={plan} viewer={viewerOf(plan)} compact />
              ))}
            </Box>
          </Box>
        </>
      )}
    </Stack>
  );
}
