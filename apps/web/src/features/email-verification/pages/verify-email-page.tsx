import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useSessionStore } from '../../../lib/session-store';
import { useVerifyEmail } from '../api/verify-email';

/** /verifyEmail?verify_token=: 'Email successfully verified' or 'Failed to verify email' (SPEC §8). */
export function VerifyEmailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const verifyToken = params.get('verify_token') ?? '';
  const verify = useVerifyEmail(verifyToken);
  const signedIn = useSessionStore((state) => Boolean(state.session));
  const pending = Boolean(verifyToken) && verify.isPending;
  const succeeded = verify.isSuccess;
  const reason = verify.error instanceof ApiError && verify.error.status > 0 ? verify.error.message : undefined;

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 460, p: { xs: 3, sm: 4 }, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }} aria-live="polite">
        <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
          {t('emailVerification.title')}
        </Typography>
        {pending ? (
          <>
            <CircularProgress aria-hidden />
            <Typography color="text.secondary">{t('emailVerification.verifying')}</Typography>
          </>
        ) : (
          <>
            {succeeded ? (
              <CheckCircleOutlineIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
            ) : (
              <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} aria-hidden />
            )}
            <Typography variant="h6" component="p" data-testid="verify-email-result">
              {succeeded ? t('emailVerification.success') : t('emailVerification.failed')}
            </Typography>
            {!succeeded && (
              <Typography color="text.secondary" data-testid="verify-email-reason">
                {reason ?? t('emailVerification.missingToken')}
              </Typography>
            )}
            <Button component={RouterLink} to={signedIn ? '/dashboard/create' : '/login'} variant="contained">
              {signedIn ? t('emailVerification.toDashboard') : t('emailVerification.toLogin')}
            </Button>
          </>
        )}
      </Stack>
    </Paper>
  );
}
