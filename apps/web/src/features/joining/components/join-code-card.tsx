import AutorenewIcon from '@mui/icons-material/Autorenew';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { DIALOG_WIDTH, joinPath } from '@bright/contracts';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSnackbar } from '../../../lib/ui-store';
import { useJoinCode, useRotateJoinCode } from '../api/joining';

/** The class's join code and link for students, with copy and rotate (for those who manage the class). */
export function JoinCodeCard({ classId, canManage }: { classId: string; canManage: boolean }) {
  // Only who manages the class may read its code: nobody else's page asks for it.
  return canManage && classId ? <JoinCode classId={classId} /> : null;
}

function JoinCode({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const code = useJoinCode(classId);
  const rotate = useRotateJoinCode(classId);
  const [confirming, setConfirming] = useState(false);
  const link = code.data ? `${window.location.origin}${joinPath(code.data.joinCode)}` : '';
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      showSnackbar(t('joining.code.copied'), 'success');
    } catch {
      showSnackbar(t('joining.code.copyFailed'), 'error');
    }
  };
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 }, bgcolor: 'action.hover' }} data-testid="join-code-card">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {t('joining.code.title')}
          </Typography>
          {code.isPending ? (
            <Skeleton width={160} height={40} />
          ) : (
            <Typography
              variant="h5"
              component="div"
              sx={{ fontFamily: 'monospace', fontWeight: 800, letterSpacing: 3 }}
              data-testid="join-code"
            >
              {code.data?.joinCode}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }} data-testid="join-link">
            {link}
          </Typography>
        </Box>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={() => void copy()} disabled={!link}>
            {t('joining.code.copy')}
          </Button>
          <Button startIcon={<AutorenewIcon />} onClick={() => setConfirming(true)} data-testid="rotate-join-code">
            {t('joining.code.rotate')}
          </Button>
        </Stack>
      </Stack>
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      >
        <DialogTitle>{t('joining.code.rotateTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('joining.code.rotateBody')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setConfirming(false)}>{t('joining.cancel')}</Button>
          <Button
            variant="contained"
            disabled={rotate.isPending}
            onClick={() => rotate.mutate(undefined, { onSettled: () => setConfirming(false) })}
            data-testid="rotate-confirm"
          >
            {t('joining.code.rotateConfirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
