import { LICENSE_FEATURE_KEYS, type Plan } from '@bright/contracts';
import CheckIcon from '@mui/icons-material/Check';
import LockClockOutlinedIcon from '@mui/icons-material/LockClockOutlined';
import RemoveIcon from '@mui/icons-material/Remove';
import { Box, Button, Card, CardActions, CardContent, Chip, Divider, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../lib/site-config';

export interface PlanViewer {
  isCurrent: boolean;
  isAdmin: boolean;
  canUpgrade: boolean;
}

function LimitRow({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, textAlign: 'end' }}>
        {value}
      </Typography>
    </Stack>
  );
}

/** One plan, as a column of the side-by-side comparison. */
export function PlanCard({ plan, viewer, compact = false }: { plan: Plan; viewer: PlanViewer; compact?: boolean }) {
  const { t, i18n } = useTranslation();
  const number = (value: number | null, unit = '') =>
    value === null ? t('plans.unlimited') : `${value.toLocaleString(i18n.language)}${unit}`;
  const access = new Map(plan.features.map((entry) => [entry.feature, entry.access]));
  const storage =
    plan.limits.storageMb === null
      ? t('plans.unlimited')
      : t('plans.storage', { gb: Math.round((plan.limits.storageMb / 1024) * 10) / 10 });
  const salesUrl = `${siteConfig.contactSalesUrl}${siteConfig.contactSalesUrl.includes('?') ? '&' : '?'}plan=${plan.code}`;
  return (
    <Card
      variant="outlined"
      data-testid={`plan-${plan.code}`}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        height: '100%',
        borderColor: viewer.isCurrent ? 'primary.main' : undefined,
        borderWidth: viewer.isCurrent ? 2 : 1,
      }}
    >
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
          <Typography variant="h6" component="h3" sx={{ fontWeight: 800, flexGrow: 1 }}>
            {plan.name}
          </Typography>
          {viewer.isCurrent && (
            <Chip size="small" color="primary" label={t('plans.current')} data-testid="plan-current" />
          )}
          {plan.featureSet === 'LITE' && <Chip size="small" variant="outlined" label={t('plans.lite')} />}
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5, minHeight: compact ? undefined : 60 }}>
          {plan.description}
        </Typography>
        <Stack spacing={0.5}>
          <LimitRow label={t('plans.limits.teachers')} value={number(plan.limits.maxTeachers)} />
          <LimitRow label={t('plans.limits.students')} value={number(plan.limits.maxStudents)} />
          <LimitRow label={t('plans.limits.classes')} value={number(plan.limits.maxClasses)} />
          <LimitRow label={t('plans.limits.aiCredits')} value={number(plan.limits.aiCreditsPerPeriod)} />
          <LimitRow label={t('plans.limits.liveSessions')} value={number(plan.limits.liveSessionsPerDay)} />
          <LimitRow label={t('plans.limits.storage')} value={storage} />
        </Stack>
        {!compact && (
          <>
            <Divider sx={{ my: 1.5 }} />
            <Stack spacing={0.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
              {LICENSE_FEATURE_KEYS.map((feature) => {
                const how = access.get(feature);
                return (
                  <Stack
                    key={feature}
                    component="li"
                    direction="row"
                    spacing={1}
                    sx={{ alignItems: 'center', color: how ? 'text.primary' : 'text.disabled' }}
                  >
                    {how === 'INCLUDED' && (
                      <CheckIcon fontSize="small" color="success" aria-label={t('plans.included')} />
                    )}
                    {how === 'TRIAL' && (
                      <LockClockOutlinedIcon fontSize="small" color="warning" aria-label={t('plans.trial')} />
                    )}
                    {!how && <RemoveIcon fontSize="small" aria-label={t('plans.notIncluded')} />}
                    <Typography variant="body2">
                      {t(`licences.features.${feature}`)}
                      {how === 'TRIAL' && (
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {' '}
                          {t('plans.trialNote')}
                        </Box>
                      )}
                    </Typography>
                  </Stack>
                );
              })}
            </Stack>
          </>
        )}
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        {viewer.isCurrent ? (
          <Button fullWidth disabled variant="outlined">
            {t('plans.current')}
          </Button>
        ) : viewer.isAdmin ? (
          <Button
            fullWidth
            variant={viewer.canUpgrade ? 'contained' : 'outlined'}
            href={salesUrl}
            target="_blank"
            rel="noopener"
            data-testid={`plan-choose-${plan.code}`}
          >
            {viewer.canUpgrade ? t('plans.choose', { name: plan.name }) : t('licences.buttons.contactUs')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary" sx={{ px: 1 }}>
            {t('plans.askAdmin')}
          </Typography>
        )}
      </CardActions>
    </Card>
  );
}
