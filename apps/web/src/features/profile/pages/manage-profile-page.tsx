import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '../api/profile';
import { LanguageSelect } from '../components/language-select';
import { PictureUpload } from '../components/picture-upload';
import { ProfileForm } from '../components/profile-form';

function Section({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card variant="outlined" data-testid={testId}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/**
 * /manage-profile: edit the details, the picture and the language; `security` is the password
 * section, composed by the route table (it belongs to the passwords feature) from the user's email.
 */
export function ManageProfilePage({ security }: { security?: (email: string) => ReactNode }) {
  const { t } = useTranslation();
  const profile = useProfile();
  const data = profile.data;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }} data-testid="manage-profile-page">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}
      >
        <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
          {t('profile.manageTitle')}
        </Typography>
        <Button
          component={RouterLink}
          to="/profile"
          startIcon={
            <ArrowBackIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          }
        >
          {t('profile.backToProfile')}
        </Button>
      </Stack>
      {profile.isError && <Alert severity="error">{t('profile.loadFailed')}</Alert>}
      {!data && !profile.isError && <Skeleton variant="rounded" height={240} />}
      {data && (
        <>
          <Section title={t('profile.sections.picture')} testId="profile-picture-section">
            <PictureUpload
              name={[data.first_name, data.last_name].filter(Boolean).join(' ')}
              pictureUrl={data.profilePictureUrl}
            />
          </Section>
          <Section title={t('profile.sections.details')} testId="profile-details-section">
            <ProfileForm key={data.userId} profile={data} />
          </Section>
          <Section title={t('profile.sections.language')} testId="profile-language-section">
            <LanguageSelect />
          </Section>
          {security && data.email && (
            <Section title={t('passwords.change.title')} testId="profile-password-section">
              {security(data.email)}
            </Section>
          )}
        </>
      )}
    </Stack>
  );
}
