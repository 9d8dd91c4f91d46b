import { DIALOG_WIDTH } from '@bright/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { classNameProblem } from '../class-name';

/**
 * Asks for a class name (create and rename). The server's refusal ('Duplicate class name') is shown
 * in the dialog, under the field.
 */
export function ClassNameDialog(props: {
  open: boolean;
  title: string;
  submitLabel: string;
  initialName?: string;
  busy: boolean;
  serverError?: string;
  onSubmit: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(props.initialName ?? '');
  const [problem, setProblem] = useState<string>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = classNameProblem(name);
    setProblem(found);
    if (!found) props.onSubmit(name.trim());
  };
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      fullWidth
      slotProps={{
        paper: { component: 'form', noValidate: true, onSubmit: submit, sx: { maxWidth: DIALOG_WIDTH } } as object,
      }}
      aria-labelledby="class-name-title"
    >
      <DialogTitle id="class-name-title">{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          required
          label={t('classes.form.name')}
          placeholder={t('classes.form.placeholder')}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={Boolean(problem || props.serverError)}
          helperText={problem ? t(problem) : ' '}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 120, 'data-testid': 'class-name-input' } }}
        />
        {props.serverError && (
          <Alert severity="error" data-testid="class-name-error">
            {props.serverError}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t('classes.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={props.busy} data-testid="class-name-submit">
          {props.submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
