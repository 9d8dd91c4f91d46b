import GoogleIcon from '@mui/icons-material/Google';
import { Button, Divider } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { googleStartUrl, useGoogleConfig } from '../api/google-config';
import { GoogleSignInError } from './google-sign-in-error';

/**
 * "Continue with Google" under the sign-in form, shown only when the server has Google configured; a
 * failed attempt's message shows here too. A link, so the browser leaves for the server's start route.
 */
export function GoogleSignInButton() {
  const { t } = useTranslation();
  const config = useGoogleConfig();
  return (
    <>
      <GoogleSignInError />
      {config.data?.enabled && (
        <>
          <Divider>{t('oauth.or')}</Divider>
          <Button
            component="a"
            href={googleStartUrl('login')}
            variant="outlined"
            size="large"
            fullWidth
            startIcon={<GoogleIcon />}
            data-testid="google-sign-in"
          >
            {t('oauth.continueWithGoogle')}
          </Button>
        </>
      )}
    </>
  );
}
