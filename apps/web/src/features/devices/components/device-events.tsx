import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { getSocket } from '../../../lib/socket';
import { invalidateRoutes } from '../../../lib/query-keys';
import { useRealtimeCache } from '../../../lib/use-socket';
import { showSnackbar } from '../../../lib/ui-store';
import { getPairDeviceStatusRoute, listDevicesRoute } from '@bright/contracts';

/**
 * SPEC §4 "Device pairing" for a signed-in person: the paired status read at start, PAIR_SUCCESSFUL
 * ('Device connected'), UNPAIR_DEVICE ('Device disconnected'), OPEN_REMOTE_CONTROLLER (the remote-control
 * dialog), and on a socket disconnect the dialog closes.
 */
export function DeviceEvents() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [remote, setRemote] = useState<{ deviceId: string; path: string } | null>(null);
  // The dialog belongs to the page it opened on: moving elsewhere closes it.
  const remoteFor = remote && remote.path === location.pathname ? remote.deviceId : null;
  const setRemoteFor = (deviceId: string | null) =>
    setRemote(deviceId ? { deviceId, path: window.location.pathname } : null);
  const refresh = (queryClient: Parameters<Parameters<typeof useRealtimeCache>[2]>[1]) =>
    invalidateRoutes(queryClient, [getPairDeviceStatusRoute, listDevicesRoute]);
  useRealtimeCache('/controller', 'PAIR_SUCCESSFUL', (_event, queryClient) => {
    showSnackbar(t('devices.deviceConnected'), 'success');
    refresh(queryClient);
  });
  useRealtimeCache('/controller', 'UNPAIR_DEVICE', (event, queryClient) => {
    showSnackbar(t('devices.deviceDisconnected'), 'info');
    setRemote((open) => (open?.deviceId === event.deviceId ? null : open));
    refresh(queryClient);
  });
  useRealtimeCache('/controller', 'OPEN_REMOTE_CONTROLLER', (event) => {
    if (!window.location.pathname.startsWith(`/dashboard/controller/${event.deviceId}`)) setRemoteFor(event.deviceId);
  });
  useEffect(() => {
    const socket = getSocket('/controller');
    const closed = () => setRemote(null);
    socket?.on('disconnect', closed);
    return () => void socket?.off('disconnect', closed);
  }, []);
  return (
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
  );
}
