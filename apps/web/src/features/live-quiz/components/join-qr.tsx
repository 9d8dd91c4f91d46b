import { Box } from '@mui/material';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';

/** The join link as a QR code, drawn here (no outside service sees the code). */
export function JoinQr({ url, label }: { url: string; label: string }) {
  const [svg, setSvg] = useState('');
  useEffect(() => {
    let live = true;
    void QRCode.toString(url, { type: 'svg', margin: 1, width: 200 }).then((drawn) => live && setSvg(drawn));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Box
      role="img"
      aria-label={label}
      sx={{ width: 200, height: 200, bgcolor: '#fff', '& svg': { width: '100%', height: '100%' } }}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  );
}
