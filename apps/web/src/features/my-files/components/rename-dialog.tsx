import { DIALOG_WIDTH, MY_FILES_LIMITS, type MyFileItem } from '@bright/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, shownError } from '../../../lib/error-text';
import { useRenameFile } from '../api/my-files';

/** A new name for a file, unique in its folder (the server says when it is not). */
export function RenameDialog({ item, onClose }: { item: MyFileItem; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const rename = useRenameFile();
  const [name, setName] = useState(item.name);
  const trimmed = name.trim();
  const save = () => rename.mutate({ fileId: item.id, name: trimmed }, { onSuccess: onClose });
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby={titleId}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (trimmed) save();
        }}
      >
        <DialogTitle id={titleId}>{t('myFiles.rename.title')}</DialogTitle>
        <DialogContent>
          <TextField
            autoFocus
            fullWidth
            margin="dense"
            label={t('myFiles.rename.label')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{
              htmlInput: { maxLength: MY_FILES_LIMITS.nameMax, 'data-testid': 'rename-input', dir: 'auto' },
            }}
          />
          {rename.error && <Alert severity="error">{errorText(t, shownError(rename.error))}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={onClose}>{t('myFiles.cancel')}</Button>
          <Button type="submit" variant="contained" disabled={!trimmed || rename.isPending} data-testid="rename-save">
            {t('myFiles.save')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
