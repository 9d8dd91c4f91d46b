import { Button, List, ListItem, ListItemText, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { QueryState } from '../../../lib/ui/query-state';
import { useDevices, useUnpairDevice } from '../api/devices';
import { PairForm } from '../components/pair-form';

/** /dashboard/devices: pair a classroom display, and the teacher's paired displays with unpair and unpair all. */
export function DevicesPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const devices = useDevices();
  const unpair = useUnpairDevice();
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('devices.title')}
      </Typography>
      <Paper component="section" sx={{ p: 3 }} aria-labelledby="pair-heading">
        <Typography id="pair-heading" variant="h6" component="h2" gutterBottom>
          {t('devices.pairHeading')}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('devices.pairHelp')}
        </Typography>
        <PairForm initialCode={search.get('code') ?? ''} />
      </Paper>
      <Paper component="section" sx={{ p: 3 }} aria-labelledby="paired-heading">
        <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography id="paired-heading" variant="h6" component="h2">
            {t('devices.pairedHeading')}
          </Typography>
          {(devices.data?.length ?? 0) > 1 && (
            <Button color="error" onClick={() => unpair.mutate(undefined)} disabled={unpair.isPending}>
              {t('devices.unpairAll')}
            </Button>
          )}
        </Stack>
        <QueryState
          query={devices}
          errorText={t('devices.loadFailed')}
          empty={t('devices.none')}
          isEmpty={(list) => list.length === 0}
        >
          {(list) => (
            <List>
              {list.map((device) => (
                <ListItem key={device.deviceId} divider data-testid="paired-device">
                  <ListItemText
                    primary={<bdi dir="auto">{device.deviceName}</bdi>}
                    secondary={`${device.online ? t('devices.online') : t('devices.offline')} · ${t('devices.pairedAt', { when: formatDateTime(device.pairedAt, i18n.language) })}`}
                  />
                  <Stack direction="row" spacing={1}>
                    <Button component={RouterLink} to={`/dashboard/controller/${encodeURIComponent(device.deviceId)}`}>
                      {t('devices.openRemote')}
                    </Button>
                    <Button color="error" onClick={() => unpair.mutate(device.deviceId)} disabled={unpair.isPending}>
                      {t('devices.unpair')}
                    </Button>
                  </Stack>
                </ListItem>
              ))}
            </List>
          )}
        </QueryState>
      </Paper>
    </Stack>
  );
}
