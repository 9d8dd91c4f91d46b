import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useCreateAccount, useRegistrationLink } from '../api/registration';
import { AuthCard } from '../../../lib/ui/auth-card';
import { PasswordField } from '../../../lib/ui/password-field';
import { TermsCheckbox } from '../components/terms-checkbox';
import { type ProfileErrors, type ProfileInput, hasErrors, validateProfile } from '../signup-validation';

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

function ProfileForm(props: { token: string; email: string; firstName: string; lastName: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const create = useCreateAccount(t('signup.register.creating'));
  const [input, setInput] = useState<ProfileInput>({
    firstName: props.firstName,
    lastName: props.lastName,
    password: '',
    confirmPassword: '',
    acceptedTerms: false,
  });
  const [errors, setErrors] = useState<ProfileErrors>({});
  const set =
    <K extends keyof ProfileInput>(key: K) =>
    (value: ProfileInput[K]) =>
      setInput((current) => ({ ...current, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateProfile(input);
    setErrors(found);
    if (hasErrors(found)) return;
    create.mutate(
      {
        token: props.token,
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        password: input.password,
        acceptTerms: true,
      },
      { onSuccess: () => void navigate('/dashboard/create', { replace: true }) },
    );
  };

  const nameField = (key: 'firstName' | 'lastName', autoComplete: string) => (
    <TextField
      label={t(`signup.register.${key}`)}
      autoComplete={autoComplete}
      value={input[key]}
      onChange={(event) => set(key)(event.target.value)}
      error={Boolean(errors[key])}
      helperText={errors[key] ? t(errors[key]) : ' '}
      slotProps={{ htmlInput: { 'data-testid': `register-${key}`, maxLength: 100 } }}
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
      <PasswordField
        label={t('signup.register.password')}
        value={input.password}
        onChange={set('password')}
        errorKey={errors.password}
        testId="register-password"
      />
      <PasswordField
        label={t('signup.register.confirmPassword')}
        value={input.confirmPassword}
        onChange={set('confirmPassword')}
        errorKey={errors.confirmPassword}
        testId="register-confirm-password"
      />
      <TermsCheckbox checked={input.acceptedTerms} onChange={set('acceptedTerms')} errorKey={errors.terms} />
      <Button type="submit" variant="contained" size="large" disabled={create.isPending} data-testid="register-submit">
        {t('signup.register.create')}
      </Button>
    </AuthCard>
  );
}
