import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Alert, Box, Button, Card, CardContent, Chip, Divider, Skeleton, Stack, Typography } from '@mui/material';
import { UI_LANGUAGES } from '@bright/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useProfile } from '../api/profile';
import { ProfileAvatar } from '../components/profile-avatar';
import { UserText } from '../../../lib/ui/user-text';

function Field({ label, children, testId }: { label: string; children: ReactNode; testId: string }) {
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '200px 1fr' }, gap: { xs: 0.25, sm: 2 }, py: 1.5 }}
    >
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ overflowWrap: 'anywhere' }} data-testid={testId}>
        {children}
      </Typography>
    </Box>
  );
}

/** /profile: who the user is, as the institute sees them. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  if (profile.isError) return <Alert severity="error">{t('profile.loadFailed')}</Alert>;
  const data = profile.data;
  const name = data ? [data.first_name, data.last_name].filter(Boolean).join(' ') : '';
  const none = (
    <Box component="span" sx={{ color: 'text.secondary' }}>
      {t('profile.none')}
    </Box>
  );
  return (
    <Stack spacing={3} sx={{ maxWidth: 760, mx: 'auto' }} data-testid="profile-page">
      <Typography variant="h4" component="h1" sx={{ fontWeight: 800 }}>
        {t('profile.title')}
      </Typography>
      <Card variant="outlined">
        <CardContent sx={{ p: { xs: 2, sm: 4 } }}>
          {!data ? (
            <Stack spacing={2}>
              <Skeleton variant="circular" width={96} height={96} />
              <Skeleton width="60%" />
              <Skeleton width="40%" />
            </Stack>
          ) : (
            <>
              <Stack
                direction={{ xs: 'column', sm: 'row' }}
                spacing={3}
                sx={{ alignItems: { xs: 'flex-start', sm: 'center' } }}
              >
                <ProfileAvatar name={name} pictureUrl={data.profilePictureUrl} size={96} />
                <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                  <Typography
                    variant="h5"
                    component="h2"
                    sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}
                    data-testid="profile-name"
                  >
                    {name}
                  </Typography>
                  {data.instituteName && (
                    <Typography color="text.secondary">
                      <UserText>{data.instituteName}</UserText>
                    </Typography>
                  )}
                  <Stack direction="row" spacing={1} sx={{ mt: 1, flexWrap: 'wrap', rowGap: 1 }}>
                    {data.roles.map((role) => (
                      <Chip key={role} size="small" color="primary" variant="outlined" label={t(`roles.${role}`)} />
                    ))}
                  </Stack>
                </Box>
                <Button
                  component={RouterLink}
                  to="/manage-profile"
                  variant="contained"
                  startIcon={<EditOutlinedIcon />}
                  data-testid="profile-edit"
                >
                  {t('profile.manageTitle')}
                </Button>
              </Stack>
              <Divider sx={{ my: 3 }} />
              <Field label={t('profile.fields.email')} testId="profile-email">
                {data.email}{' '}
                {!data.emailVerified && (
                  <Chip size="small" color="warning" label={t('profile.unverified')} sx={{ ml: 1 }} />
                )}
              </Field>
              <Field label={t('profile.fields.contactNumber')} testId="profile-contact">
                {data.contactNumber ?? none}
              </Field>
              {data.abilities.canSetTeacherCategory && (
                <Field label={t('profile.fields.teacherCategory')} testId="profile-category">
                  {data.teacherCategory ?? none}
                </Field>
              )}
              <Field label={t('profile.fields.language')} testId="profile-language-name">
                {UI_LANGUAGES.find((language) => language.code === data.language)?.name ?? data.language}
              </Field>
            </>
          )}
        </CardContent>
      </Card>
    </Stack>
  );
}
