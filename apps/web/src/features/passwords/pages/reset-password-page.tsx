import { Alert, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { showSnackbar } from '../../../lib/ui-store';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../../../lib/ui/auth-card';
import { NewPasswordForm } from '../components/new-password-form';

/** /resetpassword?token=: the mailed link lands here. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const reset = useResetPassword(t('passwords.reset.saving'));

  if (!token) {
    return (
      <AuthCard title={t('passwords.reset.title')} testId="reset-invalid">
        <Alert severity="warning">{t('passwords.reset.invalidLink')}</Alert>
        <Button component={RouterLink} to="/forgotpassword" variant="contained">
          {t('passwords.reset.requestNew')}
        </Button>
      </AuthCard>
    );
  }

  return (
    <NewPasswordForm
      title={t('passwords.reset.title')}
      subtitle={t('passwords.reset.subtitle')}
      pending={reset.isPending}
      onSubmit={(newPassword) =>
        reset.mutate(
          { token, newPassword },
          {
            onSuccess: () => {
              showSnackbar(t('passwords.reset.done'), 'success');
              void navigate('/login', { replace: true });
            },
          },
        )
      }
    />
  );
}
