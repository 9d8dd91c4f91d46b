import { Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for a name (a notebook's or a folder's). */
export function NameDialog(props: {
  title: string;
  label: string;
  onSave: (name: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const save = async () => {
    setBusy(true);
    try {
      await props.onSave(name.trim());
      props.onClose();
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="name-dialog-title">
      <DialogTitle id="name-dialog-title">{props.title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          label={props.label}
          value={name}
          onChange={(event) => setName(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && name.trim()) void save();
          }}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { maxLength: 200, dir: 'auto', 'data-testid': 'name-input' } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('notebooks.cancel')}</Button>
        <Button variant="contained" disabled={!name.trim() || busy} onClick={() => void save()} data-testid="name-save">
          {t('notebooks.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
