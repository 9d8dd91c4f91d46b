import CloseIcon from '@mui/icons-material/Close';
import ReplayIcon from '@mui/icons-material/Replay';
import { Alert, Box, Button, IconButton, LinearProgress, Paper, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../lib/error-text';
import { UserText } from '../../../lib/ui/user-text';
import type { UploadEntry } from '../api/upload-queue';

/** Each file being sent: its progress, then done or why it failed, with cancel, retry and dismiss. */
export function UploadList(props: {
  entries: UploadEntry[];
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
  onClearDone: () => void;
}) {
  const { t } = useTranslation();
  if (props.entries.length === 0) return null;
  const anyDone = props.entries.some((entry) => entry.status === 'SUCCESS');
  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="upload-list">
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="subtitle2" component="h2">
          {t('myFiles.upload.title')}
        </Typography>
        {anyDone && (
          <Button size="small" onClick={props.onClearDone}>
            {t('myFiles.upload.clearDone')}
          </Button>
        )}
      </Stack>
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {props.entries.map((entry) => (
          <UploadRow key={entry.id} entry={entry} {...props} />
        ))}
      </Stack>
    </Paper>
  );
}

function UploadRow({
  entry,
  onCancel,
  onRetry,
  onDismiss,
}: {
  entry: UploadEntry;
  onCancel: (id: string) => void;
  onRetry: (id: string) => void;
  onDismiss: (id: string) => void;
}) {
  const { t } = useTranslation();
  const name = entry.file.name;
  return (
    <Box component="li" data-testid="upload-entry" data-status={entry.status} data-progress={entry.progress}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2" noWrap sx={{ flexGrow: 1, minWidth: 0 }}>
          <UserText>{name}</UserText>
        </Typography>
        <Typography variant="caption" color="text.secondary" data-testid="upload-status">
          {entry.status === 'IN_PROGRESS'
            ? t('myFiles.upload.percent', { percent: entry.progress })
            : t(`myFiles.upload.status.${entry.status}`)}
        </Typography>
        {entry.status === 'IN_PROGRESS' && (
          <IconButton size="small" onClick={() => onCancel(entry.id)} aria-label={t('myFiles.upload.cancel', { name })}>
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
        {entry.status === 'FAILED' && (
          <IconButton size="small" onClick={() => onRetry(entry.id)} aria-label={t('myFiles.upload.retry', { name })}>
            <ReplayIcon fontSize="small" />
          </IconButton>
        )}
        {entry.status !== 'IN_PROGRESS' && (
          <IconButton
            size="small"
            onClick={() => onDismiss(entry.id)}
            aria-label={t('myFiles.upload.dismiss', { name })}
          >
            <CloseIcon fontSize="small" />
          </IconButton>
        )}
      </Stack>
      <LinearProgress
        variant="determinate"
        value={entry.progress}
        color={entry.status === 'FAILED' ? 'error' : entry.status === 'SUCCESS' ? 'success' : 'primary'}
        aria-label={t('myFiles.upload.progressOf', { name })}
        sx={{ mt: 0.5 }}
      />
      {entry.error && (
        <Alert severity="error" sx={{ mt: 0.5, py: 0 }} data-testid="upload-error">
          {errorText(t, entry.error)}
        </Alert>
      )}
    </Box>
  );
}
