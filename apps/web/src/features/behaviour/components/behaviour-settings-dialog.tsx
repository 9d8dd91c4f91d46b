import { BEHAVIOUR_RETENTION_MAX_DAYS, BEHAVIOUR_RETENTION_MIN_DAYS } from '@bright/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { useUpdateBehaviourSettings } from '../api/behaviour';

/** Admins: how long behaviour records are kept; older ones are removed at once. */
export function BehaviourSettingsDialog({
  retentionDays,
  onClose,
}: {
  retentionDays: number | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const update = useUpdateBehaviourSettings();
  const [limited, setLimited] = useState(retentionDays !== null);
  const [days, setDays] = useState(String(retentionDays ?? 365));
  const value = Number(days);
  const valid =
    !limited ||
    (Number.isInteger(value) && value >= BEHAVIOUR_RETENTION_MIN_DAYS && value <= BEHAVIOUR_RETENTION_MAX_DAYS);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{t('behaviour.retention.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <FormControlLabel
            control={<Switch checked={limited} onChange={(event) => setLimited(event.target.checked)} />}
            label={t('behaviour.retention.limit')}
          />
          {limited && (
            <TextField
              type="number"
              label={t('behaviour.retention.days')}
              value={days}
              onChange={(event) => setDays(event.target.value)}
              error={!valid}
              helperText={t('behaviour.retention.range', {
                min: BEHAVIOUR_RETENTION_MIN_DAYS,
                max: BEHAVIOUR_RETENTION_MAX_DAYS,
              })}
            />
          )}
          <Alert severity="info">{t('behaviour.retention.warning')}</Alert>
          {update.error && (
            <Alert severity="error">
              {update.error instanceof ApiError ? update.error.message : t('behaviour.failed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('behaviour.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!valid || update.isPending}
          onClick={() => update.mutate(limited ? value : null, { onSuccess: onClose })}
        >
          {t('behaviour.retention.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
