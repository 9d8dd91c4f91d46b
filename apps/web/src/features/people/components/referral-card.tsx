import { Button, Card, CardContent, Skeleton, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { useReferralCode, useShareReferral } from '../api/institute-admin';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The institute's referral code, and mailing it to someone. */
export function ReferralCard({ instituteId }: { instituteId: string }) {
  const { t } = useTranslation();
  const code = useReferralCode(instituteId);
  const share = useShareReferral();
  const [email, setEmail] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = email.trim();
    const found = !trimmed
      ? 'people.validation.enterEmail'
      : !EMAIL_PATTERN.test(trimmed)
        ? 'people.validation.invalidEmail'
        : null;
    setProblem(found);
    if (found) return;
    share.mutate(trimmed.toLowerCase(), {
      onSuccess: () => {
        setEmail('');
        showSnackbar(t('people.referral.sent'), 'success');
      },
    });
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2">
          {t('people.referral.title')}
        </Typography>
        {code.data ? (
          <Typography
            variant="h5"
            sx={{ fontFamily: 'monospace', letterSpacing: 2, my: 1 }}
            data-testid="referral-code"
          >
            {code.data.referralCode}
          </Typography>
        ) : (
          <Skeleton width={160} height={40} />
        )}
        <Stack
          component="form"
          noValidate
          onSubmit={submit}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
        >
          <TextField
            size="small"
            type="email"
            label={t('people.referral.email')}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={Boolean(problem)}
            helperText={problem ? t(problem) : ' '}
            sx={{ flexGrow: 1 }}
            slotProps={{ htmlInput: { maxLength: 254 } }}
          />
          <Button type="submit" variant="outlined" disabled={share.isPending} sx={{ mt: '2px' }}>
            {t('people.referral.send')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
}
