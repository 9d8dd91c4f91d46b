import type { LicenseDetails, LicenseLimit } from '@bright/contracts';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { Box, Button, Card, CardContent, Chip, LinearProgress, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useLicenceDetails } from '../api/licences';

/** 'Active', 'Trial until …', 'Inactive' or 'No licence': the licence's own state. */
export function LicenceStatusChip({ details }: { details: LicenseDetails }) {
  const { t, i18n } = useTranslation();
  const till = details.trialValidTill
    ? new Date(details.trialValidTill).toLocaleDateString(i18n.language, { dateStyle: 'medium' })
    : '';
  const status = !details.licenseId ? 'none' : details.isActive ? 'active' : details.isUsable ? 'trial' : 'inactive';
  const color = status === 'active' ? 'success' : status === 'trial' ? 'info' : 'default';
  return (
    <Chip
      size="small"
      color={color}
      label={t(`licences.status.${status}`, { date: till })}
      data-testid="licence-status"
    />
  );
}

/** A limit as a bar: used of the limit (unlimited: no bar). */
export function LimitBar({ limit }: { limit: LicenseLimit }) {
  const { t } = useTranslation();
  const share = limit.limit ? Math.min(100, (limit.used / limit.limit) * 100) : 0;
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="body2">{t(`licences.limits.${limit.key}`)}</Typography>
        <Typography variant="body2" color="text.secondary" data-testid={`limit-${limit.key}`}>
          {limit.limit === null
            ? t('licences.limits.unlimitedUsed', { used: limit.used })
            : t('licences.limits.usedOf', { used: limit.used, limit: limit.limit })}
        </Typography>
      </Stack>
      {limit.limit !== null && (
        <LinearProgress
          variant="determinate"
          value={share}
          color={share >= 100 ? 'error' : 'primary'}
          sx={{ mt: 0.5, borderRadius: 1 }}
        />
      )}
    </Box>
  );
}

/** The dashboard's licence card: plan, status, AI credits left this month, and the way to the plans. */
export function LicenceSummaryCard() {
  const { t } = useTranslation();
  const details = useLicenceDetails();
  const data = details.data;
  const credits = data?.limits.find((entry) => entry.key === 'aiCredits');
  return (
    <Card variant="outlined" data-testid="licence-summary" sx={{ height: '100%' }}>
      <CardContent>
        <Stack
          direction="row"
          sx={{ gap: 1.5, alignItems: 'center', mb: 1.5, color: 'primary.main', flexWrap: 'wrap' }}
        >
          <WorkspacePremiumOutlinedIcon aria-hidden />
          <Typography variant="h6" component="h2" color="text.primary" sx={{ flexGrow: 1 }}>
            {data?.plan ? t('licences.summary.plan', { name: data.plan.name }) : t('licences.summary.noPlan')}
          </Typography>
          {data && <LicenceStatusChip details={data} />}
        </Stack>
        {details.isPending && <Skeleton variant="rounded" height={56} />}
        {data && (
          <Stack spacing={1.5}>
            {data.featureSet === 'LITE' && (
              <Typography variant="body2" color="text.secondary">
                {data.abilities.isAdmin ? t('licences.summary.liteAdmin') : t('licences.summary.lite')}
              </Typography>
            )}
            {credits && <LimitBar limit={credits} />}
            <Box>
              <Button
                component={RouterLink}
                to="/UpgradePlan"
                variant="outlined"
                size="small"
                data-testid="licence-plans-link"
              >
                {data.abilities.isAdmin ? t('licences.summary.manage') : t('licences.summary.seePlans')}
              </Button>
            </Box>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}
