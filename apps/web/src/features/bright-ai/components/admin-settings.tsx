import { Box, Card, CardContent, FormControlLabel, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/ui/query-state';
import { useAiCapabilities } from '../api/bright-ai';
import { useBuiltinCharges, useProvider } from '../api/bright-tools';
import { CreditUseTable } from './credit-use-table';
import { ProviderForm } from './provider-form';

/** For admins on /dashboard/create: the institute's AI service, whether the built-in engine costs credits, and use per teacher. */
export function AdminSettings() {
  const { t } = useTranslation();
  const provider = useProvider();
  const caps = useAiCapabilities().data;
  const charges = useBuiltinCharges();
  return (
    <Box
      component="section"
      aria-labelledby="bright-ai-admin-title"
      sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}
      data-testid="bright-ai-admin"
    >
      <Typography
        id="bright-ai-admin-title"
        variant="subtitle1"
        component="h2"
        sx={{ fontWeight: 700, gridColumn: '1 / -1' }}
      >
        {t('brightAiHub.adminTitle')}
      </Typography>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('brightAiHub.providerTitle')}
          </Typography>
          <QueryState query={provider} errorText={t('brightAiHub.providerError')} empty="" isEmpty={() => false}>
            {(view) => <ProviderForm key={view.updatedAt ?? 'none'} provider={view} />}
          </QueryState>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Typography component="h3" sx={{ fontWeight: 700, mb: 1 }}>
            {t('brightAiHub.usageTitle')}
          </Typography>
          {caps && (
            <FormControlLabel
              sx={{ mb: 1 }}
              control={
                <Switch
                  checked={caps.builtinCharges}
                  disabled={charges.isPending}
                  onChange={(event) => charges.mutate(event.target.checked)}
                  slotProps={{ input: { 'data-testid': 'builtin-charges' } as object }}
                />
              }
              label={t('brightAiHub.builtinCharges')}
            />
          )}
          <CreditUseTable />
        </CardContent>
      </Card>
    </Box>
  );
}
