import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Box, Button, IconButton, InputAdornment, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useSessionStore } from '../../../lib/session-store';
import { useLogin } from '../api/login';
import { readCloudLogin } from '../api/token-login';
import { CloudLogin } from '../components/cloud-login';
import { type LoginErrors, validateLogin } from '../login-validation';

/** `alternatives`: other ways to sign in (Google), composed by the app so features stay apart. */
export function LoginPage({
  variant = 'default',
  alternatives,
}: {
  variant?: 'default' | 'teacher';
  alternatives?: ReactNode;
}) {
  const { search } = useLocation();
  const cloud = readCloudLogin(search);
  if (cloud) return <CloudLogin token={cloud.token} redirectUrl={cloud.redirectUrl} />;
  return <PasswordLogin variant={variant} alternatives={alternatives} />;
}

/** Where a signed-out deep link was going (RequireSession passes it), if it is a page of this app. */
function returnPath(state: unknown) {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === 'string' && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard';
}

function PasswordLogin({ variant, alternatives }: { variant: 'default' | 'teacher'; alternatives?: ReactNode }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const target = returnPath(useLocation().state);
  const signedIn = useSessionStore((state) => Boolean(state.session));
  const login = useLogin(t('auth.signingIn'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [errors, setErrors] = useState<LoginErrors>({});

  if (signedIn && !login.isPending) return <Navigate to={target} replace />;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(email, password);
    setErrors(found);
    if (found.email || found.password) return;
    login.mutate(
      { email: email.trim().toLowerCase(), password },
      { onSuccess: () => void navigate(target, { replace: true }) },
    );
  };

  return (
    <Paper
      component="form"
      noValidate
      onSubmit={submit}
      elevation={0}
      variant="outlined"
      sx={{ width: '100%', maxWidth: 420, p: { xs: 3, sm: 4 } }}
    >
      <Stack spacing={2.5}>
        <Box>
          <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
            {t('auth.signInTitle')}
          </Typography>
          <Typography color="text.secondary">
            {variant === 'teacher' ? t('auth.teacherSubtitle') : t('auth.signInSubtitle')}
          </Typography>
        </Box>
        <TextField
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={Boolean(errors.email)}
          helperText={errors.email ? t(errors.email) : ' '}
          slotProps={{ htmlInput: { 'data-testid': 'login-email', maxLength: 254 } }}
        />
        <TextField
          label={t('auth.password')}
          type={showPassword ? 'text' : 'password'}
          autoComplete="current-password"
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={Boolean(errors.password)}
          helperText={errors.password ? t(errors.password) : ' '}
          slotProps={{
            htmlInput: { 'data-testid': 'login-password', maxLength: 200 },
            input: {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? t('auth.hidePassword') : t('auth.showPassword')}
                    onClick={() => setShowPassword((shown) => !shown)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              ),
            },
          }}
        />
        <Button type="submit" variant="contained" size="large" disabled={login.isPending} data-testid="login-submit">
          {t('auth.signIn')}
        </Button>
        <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
          <Link component={RouterLink} to="/forgotpassword">
            {t('auth.forgotPassword')}
          </Link>
          <Link component={RouterLink} to="/signup">
            {t('auth.createAccount')}
          </Link>
        </Stack>
        {alternatives}
      </Stack>
    </Paper>
  );
}
