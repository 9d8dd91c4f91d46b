import { OAUTH_ERROR_PARAM } from '@bright/contracts';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** `/login?oauthError=1`: where the server sends the browser when a Google sign-in fails. */
export function GoogleSignInError() {
  const { t } = useTranslation();
  const { search } = useLocation();
  if (!new URLSearchParams(search).has(OAUTH_ERROR_PARAM)) return null;
  return (
    <Alert severity="error" role="alert" data-testid="oauth-error">
      {t('oauth.signInFailed')}
    </Alert>
  );
}
