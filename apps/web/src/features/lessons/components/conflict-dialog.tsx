import { DIALOG_WIDTH, type NameConflictBody } from '@bright/contracts';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { lessonErrorText } from '../api/lesson-error';
import { useResolveConflict } from '../api/lesson-mutations';
import type { PendingAction } from '../api/lessons';

/**
 * A lesson name already taken where the lesson was going: replace the other lesson (it is deleted) or
 * keep both (this one takes the next free name). Nothing is saved until one is chosen.
 */
export function ConflictDialog(props: {
  name: string;
  conflict: NameConflictBody;
  pending: PendingAction;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const resolve = useResolveConflict();
  const choose = (how: 'replace' | 'keepBoth') =>
    resolve.mutate({ how, body: props.pending }, { onSuccess: props.onDone });
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby={titleId}
      data-testid="conflict-dialog"
    >
      <DialogTitle id={titleId}>{t('lessons.conflict.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('lessons.conflict.body', { name: props.name })}</DialogContentText>
        <DialogContentText sx={{ mt: 1 }}>
          {t('lessons.conflict.keepBothHint', { name: props.conflict.suggestedName })}
        </DialogContentText>
        {resolve.error && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {lessonErrorText(t, resolve.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={props.onClose}>{t('lessons.cancel')}</Button>
        <Button
          variant="outlined"
          color="error"
          disabled={resolve.isPending}
          onClick={() => choose('replace')}
          data-testid="conflict-replace"
        >
          {t('lessons.conflict.replace')}
        </Button>
        <Button
          variant="contained"
          disabled={resolve.isPending}
          onClick={() => choose('keepBoth')}
          data-testid="conflict-keep-both"
        >
          {t('lessons.conflict.keepBoth')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
