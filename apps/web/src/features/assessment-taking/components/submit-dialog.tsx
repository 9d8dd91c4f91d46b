import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** Asks before submitting, naming the questions still unanswered; shows the server's refusal, if any. */
export function SubmitDialog({
  open,
  unanswered,
  error,
  busy,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  /** 1-based question numbers. */
  unanswered: number[];
  error: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={busy ? undefined : onCancel} fullWidth maxWidth="xs" data-testid="submit-dialog">
      <DialogTitle>{t('assessmentTaking.submitTitle')}</DialogTitle>
      <DialogContent>
        {unanswered.length > 0 ? (
          <Alert severity="warning" data-testid="submit-unanswered">
            {t('assessmentTaking.unansweredList', { count: unanswered.length, list: unanswered.join(', ') })}
          </Alert>
        ) : (
          <Typography>{t('assessmentTaking.allAnswered')}</Typography>
        )}
        <Typography sx={{ mt: 2 }}>{t('assessmentTaking.submitBody')}</Typography>
        {error && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="submit-error">
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          {t('assessmentTaking.keepWorking')}
        </Button>
        <Button variant="contained" onClick={onConfirm} disabled={busy} data-testid="submit-confirm">
          {t('assessmentTaking.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
