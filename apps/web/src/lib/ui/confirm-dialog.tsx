import { DIALOG_WIDTH } from '@bright/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId } from 'react';

/**
 * "Are you sure?": a title, what will happen, Cancel and the action. A text body is shown as dialog
 * text; anything else (a summary, a list) is shown as given. `danger` paints the action red.
 */
export function ConfirmDialog(props: {
  open: boolean;
  title: string;
  body: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  danger?: boolean;
  confirmTestId?: string;
}) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{props.title}</DialogTitle>
      <DialogContent>
        {typeof props.body === 'string' ? <DialogContentText>{props.body}</DialogContentText> : props.body}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{props.cancelLabel}</Button>
        <Button
          color={props.danger ? 'error' : 'primary'}
          variant="contained"
          disabled={props.busy}
          onClick={props.onConfirm}
          data-testid={props.confirmTestId}
        >
          {props.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
