import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import { Button, Link, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { showSnackbar } from '../../../lib/ui-store';
import { useForgotPassword, useVerifyResetCode } from '../api/forgot-password';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../../../lib/ui/auth-card';
import { NewPasswordForm } from '../components/new-password-form';
import { codeProblem, emailProblem } from '../password-validation';

type Step = 'email' | 'sent' | 'code' | 'password';

/** /forgotpassword: the email, then "check your inbox", with the mailed code as a second way in. */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const forgot = useForgotPassword(t('passwords.forgot.sending'));
  const reset = useResetPassword(t('passwords.reset.saving'));
  const normalized = email.trim().toLowerCase();

  const send = () => forgot.mutate(normalized, { onSuccess: () => setStep('sent') });

  if (step === 'email')
    return <EmailStep email={email} onChange={setEmail} pending={forgot.isPending} onSubmit={send} />;
  if (step === 'sent') {
    return (
      <AuthCard title={t('passwords.forgot.checkInboxTitle')} testId="forgot-sent">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('passwords.forgot.checkInboxBody', { email: normalized })}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" onClick={() => setStep('code')} data-testid="forgot-enter-code">
              {t('passwords.forgot.enterCode')}
            </Button>
            <Button variant="outlined" onClick={send} disabled={forgot.isPending}>
              {t('passwords.forgot.sendAgain')}
            </Button>
          </Stack>
          <Link component={RouterLink} to="/login">
            {t('passwords.backToLogin')}
          </Link>
        </Stack>
      </AuthCard>
    );
  }
  if (step === 'code')
    return <CodeStep email={normalized} onVerified={(verified) => (setCode(verified), setStep('password'))} />;
  return (
    <NewPasswordForm
      title={t('passwords.reset.title')}
      subtitle={t('passwords.reset.subtitle')}
      pending={reset.isPending}
      onSubmit={(newPassword) =>
        reset.mutate(
          { email: normalized, code, newPassword },
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

function EmailStep(props: {
  email: string;
  onChange: (email: string) => void;
  pending: boolean;
  onSubmit: () => void;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailProblem(props.email);
    setError(problem);
    if (!problem) props.onSubmit();
  };
  return (
    <AuthCard
      title={t('passwords.forgot.title')}
      subtitle={t('passwords.forgot.subtitle')}
      onSubmit={submit}
      testId="forgot-form"
    >
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        autoFocus
        value={props.email}
        onChange={(event) => props.onChange(event.target.value)}
        error={Boolean(error)}
        helperText={error ? t(error) : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'forgot-email', maxLength: 254 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={props.pending} data-testid="forgot-submit">
        {t('passwords.forgot.send')}
      </Button>
      <Link component={RouterLink} to="/login" sx={{ alignSelf: 'center' }}>
        {t('passwords.backToLogin')}
      </Link>
    </AuthCard>
  );
}

function CodeStep(props: { email: string; onVerified: (code: string) => void }) {
  const { t } = useTranslation();
  const verify = useVerifyResetCode(t('passwords.forgot.checkingCode'));
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = codeProblem(code);
    setError(problem);
    if (problem) return;
    const trimmed = code.trim();
    verify.mutate({ email: props.email, code: trimmed }, { onSuccess: () => props.onVerified(trimmed) });
  };
  return (
    <AuthCard
      title={t('passwords.forgot.codeTitle')}
      subtitle={t('passwords.forgot.codeSubtitle', { email: props.email })}
      onSubmit={submit}
      testId="forgot-code-form"
    >
      <TextField
        label={t('passwords.forgot.code')}
        autoComplete="one-time-code"
        autoFocus
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/[^0-9]/g, ''))}
        error={Boolean(error)}
        helperText={error ? t(error) : ' '}
        slotProps={{
          htmlInput: {
            'data-testid': 'forgot-code',
            maxLength: 6,
            inputMode: 'numeric',
            style: { letterSpacing: '0.4em' },
          },
        }}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={verify.isPending}
        data-testid="forgot-code-submit"
      >
        {t('passwords.forgot.continue')}
      </Button>
    </AuthCard>
  );
}
