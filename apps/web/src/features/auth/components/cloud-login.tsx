import { Alert, Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink } from 'react-router';
import { TokenGate } from './token-gate';

/** `/?access_token=...&redirectUrl=...`: the cloud site signs the user in here and sends them on. */
export function CloudLogin({ token, redirectUrl }: { token: string; redirectUrl: string | null }) {
  const { t } = useTranslation();
  return (
    <TokenGate
      key={token}
      token={token}
      refused={
        <Stack spacing={2} sx={{ maxWidth: 420, width: '100%' }}>
          <Alert severity="error" data-testid="cloud-login-refused">
            {t('webview.invalidCredentials')}
          </Alert>
          <Button component={RouterLink} to="/login" variant="contained">
            {t('auth.signIn')}
          </Button>
        </Stack>
      }
    >
      <Navigate to={redirectUrl ?? '/dashboard'} replace />
    </TokenGate>
  );
}
