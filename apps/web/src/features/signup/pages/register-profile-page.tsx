import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { Controller, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formProblemKey } from '../../../lib/field-problem';
import { textFieldProps, useSchemaForm } from '../../../lib/forms/schema-form';
import { setServerError } from '../../../lib/forms/server-error';
import { useCreateAccount, useRegistrationLink } from '../api/registration';
import { AuthCard } from '../../../lib/ui/auth-card';
import { PasswordField } from '../../../lib/ui/password-field';
import { TermsCheckbox } from '../components/terms-checkbox';
import { REGISTER_FIELDS_BY_CODE, REGISTER_PROBLEM_KEYS, RegisterProfileFormSchema } from '../signup-validation';

/** /register-profile?token=: the mailed link lands here; name and password complete the account. */
export function RegisterProfilePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const link = useRegistrationLink(token);

  if (!token || link.isError) {
    const message = link.error instanceof ApiError && link.error.status > 0 ? link.error.message : undefined;
    return (
      <LinkProblem
        message={message ?? t('signup.register.invalidLink')}
        registered={/please login/i.test(message ?? '')}
      />
    );
  }
  if (link.isPending) {
    return (
      <Stack sx={{ alignItems: 'center', gap: 2 }} data-testid="register-checking">
        <CircularProgress aria-label={t('signup.register.checking')} />
      </Stack>
    );
  }
  return (
    <ProfileForm
      key={token}
      token={token}
      email={link.data.email}
      firstName={link.data.firstName ?? ''}
      lastName={link.data.lastName ?? ''}
    />
  );
}

function LinkProblem({ message, registered }: { message: string; registered: boolean }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('signup.register.invalidTitle')} testId="register-invalid">
      <Alert severity="warning" data-testid="register-invalid-message">
        {message}
      </Alert>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button component={RouterLink} to={registered ? '/login' : '/signup'} variant="contained">
          {registered ? t('auth.signIn') : t('signup.register.signUpAgain')}
        </Button>
      </Stack>
    </AuthCard>
  );
}

const PASSWORD_FIELDS = [
  { name: 'password', label: 'signup.register.password', testId: 'register-password' },
  { name: 'confirmPassword', label: 'signup.register.confirmPassword', testId: 'register-confirm-password' },
] as const;

function ProfileForm(props: { token: string; email: string; firstName: string; lastName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAccount(t('signup.register.creating'));
  const form = useSchemaForm(RegisterProfileFormSchema, {
    defaultValues: {
      firstName: props.firstName,
      lastName: props.lastName,
      password: '',
      confirmPassword: '',
      acceptTerms: false,
    },
  });
  const keyOf = (error: FieldError | undefined) => error && formProblemKey(error, REGISTER_PROBLEM_KEYS);

  const submit = form.handleSubmit(({ firstName, lastName, password }) =>
    create.mutate(
      { token: props.token, firstName, lastName, password, acceptTerms: true },
      {
        onSuccess: () => void navigate('/dashboard/create', { replace: true }),
        onError: (error) => setServerError(form, error, REGISTER_FIELDS_BY_CODE),
      },
    ),
  );

  const nameField = (name: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      label={t(`signup.register.${name}`)}
      autoComplete={autoComplete}
      {...textFieldProps(form, name, (error) => t(keyOf(error)!))}
      slotProps={{ htmlInput: { 'data-testid': `register-${name}`, maxLength: 100 } }}
      fullWidth
    />
  );

  return (
    <AuthCard
      title={t('signup.register.title')}
      subtitle={t('signup.register.subtitle', { email: props.email })}
      onSubmit={submit}
      testId="register-form"
    >
      {nameField('firstName', 'given-name')}
      {nameField('lastName', 'family-name')}
      {PASSWORD_FIELDS.map((field) => (
        <Controller
          key={field.name}
          control={form.control}
          name={field.name}
          render={({ field: input, fieldState }) => (
            <PasswordField
              label={t(field.label)}
              value={input.value}
              onChange={input.onChange}
              inputRef={input.ref}
              errorKey={keyOf(fieldState.error)}
              testId={field.testId}
            />
          )}
        />
      ))}
      <Controller
        control={form.control}
        name="acceptTerms"
        render={({ field: input, fieldState }) => (
          <TermsCheckbox
            checked={input.value}
            onChange={input.onChange}
            inputRef={input.ref}
            errorKey={keyOf(fieldState.error)}
          />
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={create.isPending} data-testid="register-submit">
        {t('signup.register.create')}
      </Button>
    </AuthCard>
  );
}
