import { Alert, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import type { PairingTicket } from '@bright/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import { showSnackbar } from '../../../lib/ui-store';
import { askPairingCode, openDisplaySocket } from '../api/display-client';
import { readDisplay, saveDisplay } from '../api/display-store';
import { PairingCode } from '../components/pairing-code';

/** Asks for a code, and a new one each time the socket (which dies with the code) closes. */
function usePairing(deviceId: string) {
  const navigate = useNavigate();
  const { t } = useTranslation();
  const [ticket, setTicket] = useState<PairingTicket | null>(null);
  const [failed, setFailed] = useState(false);
  const [round, setRound] = useState(0);
  useEffect(() => {
    if (!deviceId) return;
    let live = true;
    let socket: ReturnType<typeof openDisplaySocket> | null = null;
    askPairingCode(deviceId).then(
      (next) => {
        if (!live) return;
        setTicket(next);
        setFailed(false);
        socket = openDisplaySocket({ pairingSecret: next.pairingSecret });
        socket.on('PAIR_SUCCESSFUL', (event) => {
          if (!event.deviceToken) return;
          saveDisplay({
            deviceId,
            deviceToken: event.deviceToken,
            deviceName: event.deviceName,
            ownerName: event.ownerName,
          });
          showSnackbar(t('devices.deviceConnected'), 'success');
          void navigate('/deviceLoginSuccess', { replace: true });
        });
        socket.on('disconnect', (reason) => {
          if (reason === 'io server disconnect' && live) setRound((value) => value + 1);
        });
        socket.on('connect_error', () => live && setRound((value) => value + 1));
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      socket?.disconnect();
    };
  }, [deviceId, round, navigate, t]);
  return { ticket, failed, retry: () => setRound((value) => value + 1) };
}

/** /deviceLogin/{deviceId}: the classroom display shows a code (and its QR code) for a teacher to claim. */
export function DeviceLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { deviceId = '' } = useRouteParams<'deviceId'>('/deviceLogin/:deviceId');
  const stored = readDisplay();
  const alreadyPaired = stored?.deviceId === deviceId;
  useEffect(() => {
    if (alreadyPaired) void navigate('/deviceLoginSuccess', { replace: true });
  }, [alreadyPaired, navigate]);
  const { ticket, failed } = usePairing(alreadyPaired ? '' : deviceId);
  return (
    <Paper component="section" sx={{ p: { xs: 3, sm: 5 }, maxWidth: 640, mx: 'auto', my: 4, textAlign: 'center' }}>
      <Stack spacing={3} sx={{ alignItems: 'center' }}>
        <Typography variant="h4" component="h1">
          {t('devices.displayTitle')}
        </Typography>
        <Typography>{t('devices.displayHelp')}</Typography>
        {failed && <Alert severity="error">{t('devices.codeFailed')}</Alert>}
        {!ticket && !failed && <CircularProgress aria-label={t('devices.loadingCode')} />}
        {ticket && <PairingCode code={ticket.deviceCode} expiresAt={ticket.expiresAt} />}
        <Typography variant="body2" color="text.secondary" dir="auto">
          {t('devices.deviceIdIs', { deviceId })}
        </Typography>
      </Stack>
    </Paper>
  );
}
