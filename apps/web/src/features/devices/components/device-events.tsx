import CastConnectedIcon from '@mui/icons-material/CastConnected';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { getSocket } from '../../../lib/socket';
import { invalidateRoutes, queryKeyFor } from '../../../lib/query-keys';
import { useRealtimeCache } from '../../../lib/use-socket';
import { showSnackbar } from '../../../lib/ui-store';
import { getPairDeviceStatusRoute, listDevicesRoute } from '@bright/contracts';
import { pairStatusQueryOptions } from '../api/devices';

/** The connected flag: false while the /controller socket is down, whatever the last status said. */
function useControllerSocketUp() {
  return useSyncExternalStore(
    (onChange) => {
      const socket = getSocket('/controller');
      socket?.on('connect', onChange);
      socket?.on('disconnect', onChange);
      return () => {
        socket?.off('connect', onChange);
        socket?.off('disconnect', onChange);
      };
    },
    () => getSocket('/controller')?.connected ?? false,
  );
}

/**
 * SPEC §4 "Device pairing" for a signed-in person: the paired status read at start (shown as a 'Device
 * connected' button in the bar, leading to the remote), PAIR_SUCCESSFUL ('Device connected'), UNPAIR_DEVICE
 * ('Device disconnected'), OPEN_REMOTE_CONTROLLER (the remote-control dialog), and on a socket disconnect the
 * connected flag becomes false and the dialog closes.
 */
export function DeviceEvents() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const status = useQuery(pairStatusQueryOptions());
  const socketUp = useControllerSocketUp();
  const [remote, setRemote] = useState<{ deviceId: string; path: string } | null>(null);
  // The dialog belongs to the page it opened on: moving elsewhere closes it.
  const remoteFor = socketUp && remote && remote.path === location.pathname ? remote.deviceId : null;
  const setRemoteFor = (deviceId: string | null) =>
    setRemote(deviceId ? { deviceId, path: window.location.pathname } : null);
  const refresh = (queryClient: Parameters<Parameters<typeof useRealtimeCache>[2]>[1]) =>
    invalidateRoutes(queryClient, [getPairDeviceStatusRoute, listDevicesRoute]);
  // Whatever happened while the socket was down is read again when it comes back.
  const resync = { resync: [queryKeyFor(getPairDeviceStatusRoute)] };
  useRealtimeCache(
    '/controller',
    'PAIR_SUCCESSFUL',
    (_event, queryClient) => {
      showSnackbar(t('devices.deviceConnected'), 'success');
      refresh(queryClient);
    },
    resync,
  );
  useRealtimeCache('/controller', 'UNPAIR_DEVICE', (event, queryClient) => {
    showSnackbar(t('devices.deviceDisconnected'), 'info');
    setRemote((open) => (open?.deviceId === event.deviceId ? null : open));
    refresh(queryClient);
  });
  useRealtimeCache('/controller', 'OPEN_REMOTE_CONTROLLER', (event) => {
    if (!window.location.pathname.startsWith(`/dashboard/controller/${event.deviceId}`)) setRemoteFor(event.deviceId);
  });
  const paired = socketUp ? status.data : null;
  return (
    <>
      {paired && (
        <IconButton
          color="inherit"
          component={RouterLink}
          to={`/dashboard/controller/${encodeURIComponent(paired.deviceId)}`}
          aria-label={`${t('devices.deviceConnected')}: ${paired.deviceName}`}
          title={paired.deviceName}
          data-testid="device-connected"
          sx={{ flexShrink: 0, p: { xs: 0.5, sm: 1 } }}
        >
          <CastConnectedIcon />
        </IconButton>
      )}
      <Dialog open={remoteFor !== null} onClose={() => setRemoteFor(null)} aria-labelledby="remote-dialog-title">
        <DialogTitle id="remote-dialog-title">{t('devices.remoteDialogTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('devices.remoteDialogText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setRemoteFor(null)}>{t('devices.notNow')}</Button>
          <Button
            variant="contained"
            onClick={() => void navigate(`/dashboard/controller/${encodeURIComponent(remoteFor ?? '')}`)}
          >
            {t('devices.openRemote')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
