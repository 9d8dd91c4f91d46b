import { Box, Stack, Typography } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** The code in big letters, split for reading aloud, and a QR code of the phone's pairing link, drawn here. */
export function PairingCode(props: { code: string; expiresAt: string }) {
  const { t } = useTranslation();
  const [qr, setQr] = useState<string | null>(null);
  const link = `${window.location.origin}/dashboard/devices?code=${props.code}`;
  useEffect(() => {
    let live = true;
    void QRCode.toDataURL(link, { margin: 1, width: 220, errorCorrectionLevel: 'M' }).then((url) => live && setQr(url));
    return () => {
      live = false;
    };
  }, [link]);
  const minutesLeft = useMinutesLeft(props.expiresAt);
  return (
    <Stack spacing={3} sx={{ alignItems: 'center' }}>
      {/* An output, not a styled paragraph: it is the page's result, not a heading (axe p-as-heading). */}
      <Typography
        component="output"
        data-testid="pairing-code"
        data-code={props.code}
        dir="ltr"
        sx={{
          display: 'block',
          fontFamily: 'monospace',
          fontSize: { xs: 40, sm: 64 },
          letterSpacing: '0.15em',
          fontWeight: 700,
        }}
        aria-label={t('devices.codeLabel', { code: props.code.split('').join(' ') })}
      >
        {props.code.slice(0, 3)}-{props.code.slice(3)}
      </Typography>
      {qr && (
        <Box
          component="img"
          src={qr}
          alt={t('devices.qrAlt')}
          sx={{ width: 220, height: 220, bgcolor: 'common.white' }}
        />
      )}
      <Typography color="text.secondary">{t('devices.expiresIn', { count: minutesLeft })}</Typography>
    </Stack>
  );
}

const minutesUntil = (expiresAt: string) =>
  Math.max(0, Math.ceil((new Date(expiresAt).getTime() - Date.now()) / 60_000));

function useMinutesLeft(expiresAt: string) {
  const [, tick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => tick((value) => value + 1), 10_000);
    return () => clearInterval(timer);
  }, [expiresAt]);
  return minutesUntil(expiresAt);
}
