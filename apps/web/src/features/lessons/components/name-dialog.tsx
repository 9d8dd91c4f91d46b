import { DIALOG_WIDTH } from '@bright/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userTextInput } from '../../../lib/ui/user-text';

/**
 * One name to give (a new folder, a rename): an empty name is refused here with `emptyText`; any other
 * refusal (too long, taken) is the server's, passed in as `error`.
 */
export function NameDialog(props: {
  title: string;
  label: string;
  initial?: string;
  emptyText: string;
  error: string | null;
  busy: boolean;
  onSubmit: (name: string) => void;
  onClose: () => void;
  children?: ReactNode;
  testId: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const [name, setName] = useState(props.initial ?? '');
  const [empty, setEmpty] = useState(false);
  const problem = empty ? props.emptyText : props.error;
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby={titleId}
    >
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const trimmed = name.trim();
          setEmpty(!trimmed);
          if (trimmed) props.onSubmit(trimmed);
        }}
      >
        <DialogTitle id={titleId}>{props.title}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={props.label}
            value={name}
            onChange={(event) => setName(event.target.value)}
            error={Boolean(problem)}
            slotProps={{ htmlInput: { ...userTextInput, 'data-testid': `${props.testId}-input` } }}
          />
          {props.children}
          {problem && (
            <Alert severity="error" sx={{ mt: 1 }} data-testid={`${props.testId}-error`}>
              {problem}
            </Alert>
          )}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={props.onClose}>{t('lessons.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={props.busy} data-testid={`${props.testId}-save`}>
            {t('lessons.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
