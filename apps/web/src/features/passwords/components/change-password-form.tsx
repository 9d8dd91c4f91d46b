import { Button, Stack, Typography } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSchemaForm } from '../../../lib/forms/schema-form';
import { PasswordField } from '../../../lib/ui/password-field';
import { showSnackbar } from '../../../lib/ui-store';
import { useChangePassword } from '../api/change-password';
import { type ChangePasswordFormInput, ChangePasswordFormSchema } from '../password-validation';

const EMPTY: ChangePasswordFormInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** The form's fields: label key, autocomplete and test id. */
const FIELDS = [
  {
    name: 'currentPassword',
    label: 'passwords.change.current',
    autoComplete: 'current-password',
    testId: 'current-password',
  },
  { name: 'newPassword', label: 'passwords.reset.newPassword', testId: 'change-new-password' },
  { name: 'confirmPassword', label: 'passwords.reset.confirmPassword', testId: 'change-confirm-password' },
] as const;

/**
 * Changing one's own password with the current one (Manage Profile). The server ends the user's
 * other sessions; this one stays signed in.
 */
export function ChangePasswordForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useSchemaForm(ChangePasswordFormSchema, { defaultValues: EMPTY });

  const submit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { email, currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          showSnackbar(t('passwords.change.done'), 'success');
        },
      },
    ),
  );

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
      {FIELDS.map((field) => (
        <Controller
          key={field.name}
          control={form.control}
          name={field.name}
          render={({ field: input, fieldState }) => (
            <PasswordField
              label={t(field.label)}
              value={input.value}
              onChange={input.onChange}
              errorKey={fieldState.error?.message}
              autoComplete={'autoComplete' in field ? field.autoComplete : undefined}
              testId={field.testId}
            />
          )}
        />
      ))}
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
