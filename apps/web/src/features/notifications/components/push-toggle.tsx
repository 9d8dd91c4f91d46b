import { Alert, FormControlLabel, Paper, Switch, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useWebPush } from '../hooks/use-web-push';

/** Web push on this browser: a switch that asks the browser's permission, or why it cannot work here. */
export function PushToggle() {
  const { t } = useTranslation();
  const { state, setOn } = useWebPush();
  return (
    <Paper component="section" sx={{ p: 3 }} aria-labelledby="push-heading" data-testid="web-push">
      <Typography id="push-heading" variant="h6" component="h2">
        {t('webPush.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('webPush.help')}
      </Typography>
      {state.kind === 'unavailable' && (
        <Alert severity="info" data-testid="web-push-unavailable">
          {t(state.reason === 'insecure' ? 'webPush.insecure' : 'webPush.unsupported')}
        </Alert>
      )}
      {state.kind !== 'unavailable' && (
        <FormControlLabel
          control={
            <Switch
              checked={state.kind === 'ready' && state.on}
              disabled={state.kind === 'checking' || state.busy}
              onChange={(event) => void setOn(event.target.checked)}
              slotProps={{ input: { 'data-testid': 'web-push-switch' } as object }}
            />
          }
          label={t('webPush.on')}
        />
      )}
      {state.kind === 'ready' && state.problem && (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="web-push-problem">
          {t(state.problem === 'denied' ? 'webPush.denied' : 'webPush.failed')}
        </Alert>
      )}
    </Paper>
  );
}
