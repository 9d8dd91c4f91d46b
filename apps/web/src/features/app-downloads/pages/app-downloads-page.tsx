import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import { Paper, Stack, Typography } from '@mui/material';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { siteConfig } from '../../../lib/site-config';
import { detectDevice } from '../device';

/** SPEC §2 /appDownloads: Android to the teacher app's store page, iOS to the App Store, others a message. */
export function AppDownloadsPage() {
  const { t } = useTranslation();
  const device = detectDevice(navigator.userAgent, navigator.maxTouchPoints);
  const target = device === 'android' ? siteConfig.androidAppUrl : device === 'ios' ? siteConfig.iosAppUrl : null;

  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, maxWidth: 480, textAlign: 'center' }}>
      <Stack spacing={2} sx={{ alignItems: 'center' }}>
        <PhoneIphoneIcon color="primary" sx={{ fontSize: 56 }} aria-hidden />
        <Typography variant="h6" component="h1" data-testid="app-downloads-message">
          {target ? t('appDownloads.redirecting') : t('appDownloads.scanOnMobile')}
        </Typography>
      </Stack>
    </Paper>
  );
}
