import type { DeliveredMessage, DisplayState } from '@bright/contracts';
import { useEffect, useState } from 'react';
import { openDisplaySocket } from '../api/display-client';
import { type StoredDisplay, forgetDisplay } from '../api/display-store';

export type DisplayConnection = 'connecting' | 'connected' | 'offline' | 'unpaired';

/**
 * A paired display's connection: the state its owner drives (sent again at each connection, so a reload
 * resumes), the last message, and 'unpaired' once the token is revoked (unpair or the owner signed out).
 */
export function useDisplay(display: StoredDisplay | null) {
  const [state, setState] = useState<DisplayState | null>(null);
  const [message, setMessage] = useState<DeliveredMessage | null>(null);
  const [connection, setConnection] = useState<DisplayConnection>(display ? 'connecting' : 'unpaired');
  useEffect(() => {
    if (!display) return;
    const socket = openDisplaySocket({ deviceToken: display.deviceToken });
    const unpaired = () => {
      forgetDisplay();
      setConnection('unpaired');
      socket.disconnect();
    };
    socket.on('connect', () => setConnection('connected'));
    socket.on('display:state', setState);
    socket.on('device:message', setMessage);
    socket.on('UNPAIR_DEVICE', unpaired);
    socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      // A refused token is final; anything else (the server restarting) is retried by socket.io.
      if (error.data?.code) unpaired();
      else setConnection('offline');
    });
    socket.on('disconnect', (reason) => {
      if (reason === 'io server disconnect') unpaired();
      // Our own disconnect (after UNPAIR_DEVICE, or on unmount) is not a lost connection.
      else if (reason !== 'io client disconnect') setConnection('offline');
    });
    return () => {
      socket.disconnect();
    };
  }, [display]);
  return { state, message, connection };
}
