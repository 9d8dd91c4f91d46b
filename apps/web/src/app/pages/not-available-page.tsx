import ConstructionIcon from '@mui/icons-material/Construction';
import { Button, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useSessionStore } from '../../lib/session-store';

/** An honest page for a route whose feature is not built yet: it names the area and fakes nothing. */
export function NotAvailablePage({ area, webview = false }: { area: string; webview?: boolean }) {
  const { t } = useTranslation();
  const signedIn = useSessionStore((state) => Boolean(state.session));
  return (
    <Paper
      variant="outlined"
      sx={{ p: { xs: 3, md: 5 }, maxWidth: 560, mx: 'auto', textAlign: 'center' }}
      data-testid="not-available"
    >
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <ConstructionIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h5" component="h1">
          {t(`areas.${area}`)}
        </Typography>
        <Typography color="text.secondary">{t('notAvailable.body')}</Typography>
        {!webview && (
          <Button component={RouterLink} to={signedIn ? '/dashboard/create' : '/'} variant="contained">
            {signedIn ? t('notAvailable.backToDashboard') : t('notAvailable.backToLogin')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
