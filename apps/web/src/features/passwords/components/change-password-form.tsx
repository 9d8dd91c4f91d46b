import { Button, Stack, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordField } from '../../../lib/ui/password-field';
import { showSnackbar } from '../../../lib/ui-store';
import { useChangePassword } from '../api/change-password';
import { type NewPasswordErrors, validateNewPassword } from '../password-validation';

/**
 * Changing one's own password with the current one (Manage Profile). The server ends the user's
 * other sessions; this one stays signed in.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors & { current?: string }>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = {
      ...validateNewPassword(password, confirmPassword),
      current: current ? undefined : 'passwords.change.enterCurrent',
    };
    setErrors(found);
    if (found.password || found.confirmPassword || found.current) return;
    change.mutate(
      { email, currentPassword: current, newPassword: password },
      {
        onSuccess: () => {
          setCurrent('');
          setPassword('');
          setConfirmPassword('');
          showSnackbar(t('passwords.change.done'), 'success');
        },
      },
    );
  };

  return (
    <Stack
      component="form"
      spacing={1}
      onSubmit={submit}
      noValidate
      data-testid="change-password-form"
      sx={{ maxWidth: 420 }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('passwords.change.subtitle')}
      </Typography>
      <PasswordField
        label={t('passwords.change.current')}
        value={current}
        onChange={setCurrent}
        errorKey={errors.current}
        autoComplete="current-password"
        testId="current-password"
      />
      <PasswordField
        label={t('passwords.reset.newPassword')}
        value={password}
        onChange={setPassword}
        errorKey={errors.password}
        testId="change-new-password"
      />
      <PasswordField
        label={t('passwords.reset.confirmPassword')}
        value={confirmPassword}
        onChange={setConfirmPassword}
        errorKey={errors.confirmPassword}
        testId="change-confirm-password"
      />
      <Button
        type="submit"
        variant="contained"
        disabled={change.isPending}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="change-password-submit"
      >
        {change.isPending ? t('passwords.reset.saving') : t('passwords.change.submit')}
      </Button>
    </Stack>
  );
}
