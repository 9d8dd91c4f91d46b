import { Email, loginRoute } from '@bright/contracts';
import { Alert, AlertTitle, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { saveSession } from '../../../lib/session-store';
import { PasswordField } from '../../../lib/ui/password-field';

/**
 * Signing in right on the join page, so the student lands back on the class they were invited to. A
 * student without an account cannot sign up alone (SPEC §6): their teacher adds or invites them.
 */
export function JoinSignIn() {
  const { t } = useTranslation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string>();
  const login = useMutation({
    mutationFn: () => callApi(loginRoute, { body: { email: email.trim().toLowerCase(), password } }),
    onSuccess: saveSession,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = !Email.safeParse(email).success
      ? 'joining.signIn.email'
      : !password
        ? 'joining.signIn.password'
        : undefined;
    setProblem(found);
    if (!found) login.mutate();
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} data-testid="join-sign-in">
      <Typography color="text.secondary">{t('joining.signIn.intro')}</Typography>
      <TextField
        label={t('joining.signIn.emailLabel')}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={problem === 'joining.signIn.email'}
        helperText={problem === 'joining.signIn.email' ? t(problem) : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'join-email', maxLength: 254 } }}
      />
      <PasswordField
        label={t('joining.signIn.passwordLabel')}
        value={password}
        onChange={setPassword}
        errorKey={problem === 'joining.signIn.password' ? problem : undefined}
        autoComplete="current-password"
        testId="join-password"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={login.isPending}
        data-testid="join-sign-in-submit"
      >
        {t('joining.signIn.submit')}
      </Button>
      <Link component={RouterLink} to="/forgotpassword" variant="body2" sx={{ alignSelf: 'flex-start' }}>
        {t('auth.forgotPassword')}
      </Link>
      <Alert severity="info" data-testid="join-no-account">
        <AlertTitle>{t('joining.signIn.noAccount')}</AlertTitle>
        {t('joining.signIn.askTeacher')}
      </Alert>
    </Stack>
  );
}
