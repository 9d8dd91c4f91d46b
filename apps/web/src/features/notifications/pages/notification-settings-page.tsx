import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/ui/query-state';
import { usePreferences } from '../api/preferences';
import { PreferencesForm } from '../components/preferences-form';
import { PushToggle } from '../components/push-toggle';

/** /dashboard/notifications/settings: what may ping this person, and when. */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const preferences = usePreferences();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('notifications.settings.title')}
      </Typography>
      <PushToggle />
      <QueryState query={preferences} errorText={t('notifications.loadFailed')} empty={null}>
        {(saved) => <PreferencesForm saved={saved} />}
      </QueryState>
    </Stack>
  );
}
