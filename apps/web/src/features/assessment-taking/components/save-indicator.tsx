import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudOffOutlinedIcon from '@mui/icons-material/CloudOffOutlined';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { SaveState } from '../hooks/use-answer-saver';

/** 'Saving…', 'All answers saved' or 'Offline: answers kept on this device', read out politely. */
export function SaveIndicator({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  if (state === 'idle') return <span role="status" data-testid="save-state" data-state={state} />;
  const Icon =
    state === 'saved' ? CloudDoneOutlinedIcon : state === 'saving' ? CloudSyncOutlinedIcon : CloudOffOutlinedIcon;
  const color = state === 'saved' ? 'success.main' : state === 'saving' ? 'text.secondary' : 'warning.main';
  return (
    <Stack
      direction="row"
      spacing={0.5}
      sx={{ alignItems: 'center', color }}
      role="status"
      data-testid="save-state"
      data-state={state}
    >
      <Icon fontSize="small" aria-hidden />
      <Typography variant="body2">{t(`assessmentTaking.save.${state}`)}</Typography>
    </Stack>
  );
}
