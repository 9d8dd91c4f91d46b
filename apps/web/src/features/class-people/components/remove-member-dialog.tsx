import { DIALOG_WIDTH } from '@bright/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useTranslation } from 'react-i18next';

export function RemoveMemberDialog(props: {
  name: string | null;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog
      open={props.name !== null}
      onClose={props.onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby="remove-member-title"
    >
      <DialogTitle id="remove-member-title">{t('classPeople.remove.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('classPeople.remove.body', { name: props.name ?? '' })}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t('classPeople.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disabled={props.busy}
          onClick={props.onConfirm}
          data-testid="remove-member-confirm"
        >
          {t('classPeople.remove.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
