import { Alert, Button, Paper, Stack, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { showSnackbar } from '../../../lib/ui-store';
import { readDisplay } from '../api/display-store';
import { DisplayMessageNote } from '../components/display-message';
import { DisplayLesson, type RenderPage } from '../components/display-stage';
import { useDisplay } from '../hooks/use-display';

/** /deviceLoginSuccess: the paired display, showing what its owner drives from the phone. */
export function DisplayPage(props: { renderPage: RenderPage }) {
  const { t } = useTranslation();
  const [display] = useState(readDisplay);
  const { state, message, connection } = useDisplay(display);
  useEffect(() => {
    if (connection === 'unpaired' && display) showSnackbar(t('devices.deviceDisconnected'), 'info');
  }, [connection, display, t]);

  if (connection === 'unpaired' || !display)
    return (
      <Paper component="section" sx={{ p: 4, maxWidth: 640, mx: 'auto', my: 4, textAlign: 'center' }}>
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          <Typography variant="h4" component="h1" data-testid="display-status">
            {t('devices.deviceDisconnected')}
          </Typography>
          <Button component={RouterLink} to={`/deviceLogin/${display?.deviceId ?? newDeviceId()}`} variant="contained">
            {t('devices.pairAgain')}
          </Button>
        </Stack>
      </Paper>
    );

  return (
    <Stack component="section" spacing={2} sx={{ p: 2 }}>
      <Typography variant="h4" component="h1" data-testid="display-status">
        {t('devices.deviceConnected')}
      </Typography>
      <Typography dir="auto">
        {t('devices.pairedWith', { name: display.ownerName, device: display.deviceName })}
      </Typography>
      {connection === 'offline' && <Alert severity="warning">{t('devices.reconnecting')}</Alert>}
      <DisplayMessageNote state={state} message={message} />
      {state?.view === 'LESSON' ? (
        <DisplayLesson deviceToken={display.deviceToken} state={state} renderPage={props.renderPage} />
      ) : (
        <Typography color="text.secondary">{t('devices.waitingForLesson')}</Typography>
      )}
    </Stack>
  );
}

const newDeviceId = () => crypto.randomUUID().replace(/-/g, '').slice(0, 12);
