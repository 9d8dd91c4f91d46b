import { Button } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type NewPasswordErrors, validateNewPassword } from '../password-validation';
import { AuthCard } from '../../../lib/ui/auth-card';
import { PasswordField } from '../../../lib/ui/password-field';

/** New password and its confirmation, checked with the §5 messages before `onSubmit` gets it. */
export function NewPasswordForm(props: {
  title: string;
  subtitle?: ReactNode;
  pending: boolean;
  onSubmit: (password: string) => void;
}) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const [errors, setErrors] = useState<NewPasswordErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateNewPassword(password, confirmPassword);
    setErrors(found);
    if (!found.password && !found.confirmPassword) props.onSubmit(password);
  };

  return (
    <AuthCard title={props.title} subtitle={props.subtitle} onSubmit={submit} testId="new-password-form">
      <PasswordField
        label={t('passwords.reset.newPassword')}
        value={password}
        onChange={setPassword}
        errorKey={errors.password}
        testId="new-password"
      />
      <PasswordField
        label={t('passwords.reset.confirmPassword')}
        value={confirmPassword}
        onChange={setConfirmPassword}
        errorKey={errors.confirmPassword}
        testId="confirm-password"
      />
      <Button type="submit" variant="contained" size="large" disabled={props.pending} data-testid="reset-submit">
        {t('passwords.reset.submit')}
      </Button>
    </AuthCard>
  );
}
