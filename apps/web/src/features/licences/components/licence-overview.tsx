import type { FeatureState } from '@bright/contracts';
import { Box, Button, Card, CardContent, Chip, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useActivateTrial, useLicenceDetails } from '../api/licences';
import { CouponCard } from './coupon-card';
import { LicenceStatusChip, LimitBar } from './licence-summary-card';
import { UsageCard } from './usage-card';

const OPEN: FeatureState[] = ['ENABLED', 'TRIAL_ACTIVE'];

/** /UpgradePlan's top: the institute's licence, its limits and features; for admins the trial, coupons, usage. */
export function LicenceOverview() {
  const { t } = useTranslation();
  const details = useLicenceDetails();
  const activate = useActivateTrial();
  const data = details.data;
  if (details.isPending) return <Skeleton variant="rounded" height={160} />;
  if (!data) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
      data-testid="licence-overview"
    >
      <Card variant="outlined">
        <CardContent>
          <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2 }}>
            <Typography variant="h6" component="h2" sx={{ flexGrow: 1 }}>
              {data.plan ? t('licences.summary.plan', { name: data.plan.name }) : t('licences.summary.noPlan')}
            </Typography>
            <Chip
              size="small"
              variant="outlined"
              label={data.featureSet === 'LITE' ? t('licences.overview.lite') : t('licences.overview.full')}
            />
            <LicenceStatusChip details={data} />
          </Stack>
          <Stack spacing={1.25}>
            {data.limits.map((limit) => (
              <LimitBar key={limit.key} limit={limit} />
            ))}
          </Stack>
          <Typography variant="subtitle2" sx={{ mt: 2, mb: 1 }}>
            {t('licences.overview.features')}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            {data.features.map((entry) => (
              <Chip
                key={entry.feature}
                size="small"
                color={OPEN.includes(entry.state) ? 'success' : 'default'}
                variant={OPEN.includes(entry.state) ? 'filled' : 'outlined'}
                label={`${t(`licences.features.${entry.feature}`)} · ${t(`licences.stateShort.${entry.state}`)}`}
              />
            ))}
          </Stack>
          {data.abilities.canActivateTrial && (
            <Button
              variant="contained"
              sx={{ mt: 2 }}
              disabled={activate.isPending}
              onClick={() => activate.mutate()}
              data-testid="overview-trial"
            >
              {t('licences.buttons.tryFree')}
            </Button>
          )}
          {!data.abilities.isAdmin && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('licences.overview.askAdmin')}
            </Typography>
          )}
        </CardContent>
      </Card>
      {data.abilities.isAdmin && (
        <Stack spacing={2}>
          {data.abilities.canRedeemCoupon && <CouponCard />}
          {data.abilities.canSeeUsage && data.licenseId && <UsageCard />}
        </Stack>
      )}
    </Box>
  );
}
