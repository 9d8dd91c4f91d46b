import { Box, CircularProgress } from '@mui/material';
import { type ReactNode, useEffect, useState } from 'react';
import { ensureTokenSession } from '../api/token-login';

type GateState = 'checking' | 'ready' | 'refused';

/**
 * Webview entry pages: sign in with the `token` query parameter first. The failure view is the
 * caller's (SPEC §2 shows 'Invalid credentials'). Callers key it by token, so a new token starts over.
 */
export function TokenGate({ token, children, refused }: { token: string; children: ReactNode; refused: ReactNode }) {
  const [state, setState] = useState<GateState>('checking');
  useEffect(() => {
    let live = true;
    ensureTokenSession(token).then(
      () => live && setState('ready'),
      () => live && setState('refused'),
    );
    return () => {
      live = false;
    };
  }, [token]);
  if (state === 'checking') {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 8 }}>
        <CircularProgress size={40} thickness={3.6} aria-label="loading" />
      </Box>
    );
  }
  return state === 'ready' ? children : refused;
}
