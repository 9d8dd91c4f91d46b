import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import CloudSyncOutlinedIcon from '@mui/icons-material/CloudSyncOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import { Stack, Tooltip, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { type SaveBoard, useCombinedSaveStatus } from '../hooks/use-autosave';
import { errorText } from '../../../lib/error-text';

/** 'Saving...' then 'All changes saved' (SPEC §4), or the failure, read out politely. */
export function SaveStatusLine({ board }: { board: SaveBoard }) {
  const { t } = useTranslation();
  const { status, error: raw } = useCombinedSaveStatus(board);
  const error = raw ? errorText(t, raw) : raw;
  const Icon =
    status === 'error' ? ErrorOutlineIcon : status === 'saving' ? CloudSyncOutlinedIcon : CloudDoneOutlinedIcon;
  const color = status === 'error' ? 'error.main' : status === 'saving' ? 'text.secondary' : 'success.main';
  return (
    <Stack
      direction="row"
      spacing={0.5}
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={status}
      sx={{ alignItems: 'center', color, minHeight: 24 }}
    >
      {status !== 'idle' && <Icon fontSize="small" aria-hidden />}
      {status === 'saving' && <Typography variant="body2">{t('assessments.save.saving')}</Typography>}
      {status === 'saved' && <Typography variant="body2">{t('assessments.save.saved')}</Typography>}
      {status === 'error' && (
        <Tooltip title={error ?? ''}>
          <Typography variant="body2">{t('assessments.save.error', { message: error ?? '' })}</Typography>
        </Tooltip>
      )}
    </Stack>
  );
}
