import { DEVICE_MESSAGES, isValidDeviceCode } from '@bright/contracts';
import { Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showSnackbar } from '../../../lib/ui-store';
import { usePairDevice } from '../api/devices';

/** 'Enter device Id': the code the display shows (5 or 7 characters, SPEC §5), prefilled from a scanned QR link. */
export function PairForm(props: { initialCode?: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [code, setCode] = useState(props.initialCode ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const pair = usePairDevice();
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const typed = code.replace(/[\s-]/g, '');
    if (!typed) return setProblem(t('devices.enterDeviceId'));
    if (!isValidDeviceCode(typed)) return setProblem(t('devices.deviceIdLength'));
    setProblem(null);
    pair.mutate(typed, {
      onSuccess: (device) => {
        showSnackbar(t('devices.deviceConnected'), 'success');
        void navigate(`/dashboard/controller/${encodeURIComponent(device.deviceId)}`);
      },
      // SPEC §8: the server's message is shown (by the API client) and the typed id is cleared.
      onError: () => setCode(''),
    });
  };
  return (
    <Stack component="form" direction={{ xs: 'column', sm: 'row' }} spacing={2} onSubmit={submit} noValidate>
      <TextField
        label={t('devices.deviceIdLabel')}
        value={code}
        onChange={(event) => setCode(event.target.value.toUpperCase())}
        error={Boolean(problem)}
        helperText={problem ?? t('devices.deviceIdHelp')}
        slotProps={{
          htmlInput: {
            maxLength: 9,
            autoCapitalize: 'characters',
            autoComplete: 'off',
            dir: 'ltr',
            'data-testid': 'device-code-input',
          },
        }}
        sx={{ minWidth: 240 }}
      />
      <Button
        type="submit"
        variant="contained"
        disabled={pair.isPending}
        sx={{ alignSelf: { sm: 'flex-start' }, mt: { sm: 1 } }}
      >
        {t('devices.pair')}
      </Button>
    </Stack>
  );
}

/** The texts SPEC §5 gives, kept equal to the server's. */
export const PAIR_FORM_MESSAGES = [DEVICE_MESSAGES.enterDeviceId, DEVICE_MESSAGES.deviceIdLength];
