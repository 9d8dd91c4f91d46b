import MarkEmailReadOutlinedIcon from '@mui/icons-material/MarkEmailReadOutlined';
import {
  Alert,
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Link,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { SignupRole } from '@bright/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useSignup } from '../api/signup';
import { AuthCard } from '../../../lib/ui/auth-card';
import { TermsCheckbox } from '../components/terms-checkbox';
import { type SignupErrors, hasErrors, validateSignup } from '../signup-validation';

/**
 * /signup: an email, a role and the terms; the registration link goes to that email. An invitation's
 * link fills in the email and, for a student, the role (`?email=…&role=learner`).
 */
export function SignupPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signup = useSignup(t('signup.sending'));
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [role, setRole] = useState<SignupRole>(() => (params.get('role') === 'learner' ? 'learner' : 'instructor'));
  const [acceptedTerms, setAcceptedTerms] = useState(false);
  const [errors, setErrors] = useState<SignupErrors>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateSignup(email, acceptedTerms);
    setErrors(found);
    if (hasErrors(found)) return;
    signup.mutate({ email: email.trim().toLowerCase(), role });
  };

  if (signup.isSuccess) {
    return (
      <AuthCard title={t('signup.checkInboxTitle')} testId="signup-sent">
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <MarkEmailReadOutlinedIcon color="primary" sx={{ fontSize: 48 }} aria-hidden />
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('signup.checkInboxBody', { email: signup.data.email })}
          </Typography>
          <Typography color="text.secondary" variant="body2">
            {t('signup.checkSpam')}
          </Typography>
          <Button variant="outlined" onClick={() => signup.reset()} data-testid="signup-again">
            {t('signup.useAnotherEmail')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('signup.title')} subtitle={t('signup.subtitle')} onSubmit={submit} testId="signup-form">
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={Boolean(errors.email)}
        helperText={errors.email ? t(errors.email) : ' '}
        slotProps={{ htmlInput: { 'data-testid': 'signup-email', maxLength: 254 } }}
      />
      <FormControl>
        <FormLabel id="signup-role-label">{t('signup.roleLabel')}</FormLabel>
        <RadioGroup
          row
          aria-labelledby="signup-role-label"
          value={role}
          onChange={(event) => setRole(event.target.value as SignupRole)}
        >
          <FormControlLabel
            value="instructor"
            control={<Radio />}
            label={t('roles.instructor')}
            data-testid="role-instructor"
          />
          <FormControlLabel value="learner" control={<Radio />} label={t('roles.learner')} data-testid="role-learner" />
        </RadioGroup>
      </FormControl>
      {role === 'learner' && <Alert severity="info">{t('signup.studentHint')}</Alert>}
      <TermsCheckbox checked={acceptedTerms} onChange={setAcceptedTerms} errorKey={errors.terms} />
      <Button type="submit" variant="contained" size="large" disabled={signup.isPending} data-testid="signup-submit">
        {t('signup.send')}
      </Button>
      <Typography variant="body2" sx={{ textAlign: 'center' }}>
        {t('signup.haveAccount')}{' '}
        <Link component={RouterLink} to="/login">
          {t('auth.signIn')}
        </Link>
      </Typography>
    </AuthCard>
  );
}
