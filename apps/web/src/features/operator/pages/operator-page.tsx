import AdminPanelSettingsOutlinedIcon from '@mui/icons-material/AdminPanelSettingsOutlined';
import { Box, Card, Paper, Skeleton, Stack, Tab, Tabs, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useOperatorMe } from '../api/operator';
import { CouponsPanel } from '../components/coupons-panel';
import { InstitutesPanel } from '../components/institutes-panel';
import { PlansPanel } from '../components/plans-panel';

type OperatorTab = 'institutes' | 'coupons' | 'plans';

function OperatorsOnly() {
  const { t } = useTranslation();
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
      data-testid="operator-forbidden"
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <AdminPanelSettingsOutlinedIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h1">
          {t('operator.forbidden.title')}
        </Typography>
        <Typography color="text.secondary">{t('operator.forbidden.body')}</Typography>
      </Stack>
    </Paper>
  );
}

/** /operator: the platform operators' console (licences, coupons, plans); institute admins get a refusal. */
export function OperatorPage() {
  const { t } = useTranslation();
  const me = useOperatorMe();
  const [tab, setTab] = useState<OperatorTab>('institutes');
  if (me.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!me.data?.isOperator) return <OperatorsOnly />;
  return (
    <Stack spacing={3} data-testid="operator-page">
      <Box>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('operator.title')}
        </Typography>
        <Typography color="text.secondary">{t('operator.subtitle')}</Typography>
      </Box>
      <Card variant="outlined">
        <Tabs
          value={tab}
          onChange={(_event, value: OperatorTab) => setTab(value)}
          variant="scrollable"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="institutes" label={t('operator.tabs.institutes')} data-testid="operator-tab-institutes" />
          <Tab value="coupons" label={t('operator.tabs.coupons')} data-testid="operator-tab-coupons" />
          <Tab value="plans" label={t('operator.tabs.plans')} data-testid="operator-tab-plans" />
        </Tabs>
        <Box sx={{ p: { xs: 1.5, sm: 2.5 } }}>
          {tab === 'institutes' && <InstitutesPanel />}
          {tab === 'coupons' && <CouponsPanel />}
          {tab === 'plans' && <PlansPanel />}
        </Box>
      </Card>
    </Stack>
  );
}
