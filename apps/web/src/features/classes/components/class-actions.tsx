import MoreVertIcon from '@mui/icons-material/MoreVert';
import { type ClassSummary, DIALOG_WIDTH } from '@bright/contracts';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Menu,
  MenuItem,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { showSnackbar } from '../../../lib/ui-store';
import { useRemoveClass, useRenameClass } from '../api/classes';
import { ClassNameDialog } from './class-name-dialog';

/** Rename and remove, for those who manage the class. */
export function ClassActions({ klass }: { klass: ClassSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [dialog, setDialog] = useState<'rename' | 'remove' | null>(null);
  const rename = useRenameClass();
  const remove = useRemoveClass();
  const close = () => {
    setDialog(null);
    rename.reset();
  };
  return (
    <>
      <IconButton
        aria-label={t('classes.actions.menu')}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="class-actions"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDialog('rename');
          }}
        >
          {t('classes.actions.rename')}
        </MenuItem>
        <MenuItem
          onClick={() => {
            setAnchor(null);
            setDialog('remove');
          }}
          sx={{ color: 'error.main' }}
        >
          {t('classes.actions.remove')}
        </MenuItem>
      </Menu>
      {dialog === 'rename' && (
        <ClassNameDialog
          open
          title={t('classes.actions.renameTitle')}
          submitLabel={t('classes.actions.save')}
          initialName={klass.name}
          busy={rename.isPending}
          serverError={rename.error instanceof ApiError ? rename.error.message : undefined}
          onClose={close}
          onSubmit={(name) =>
            rename.mutate(
              { classId: klass.classId, name },
              {
                onSuccess: () => {
                  showSnackbar(t('classes.actions.renamed'), 'success');
                  close();
                },
              },
            )
          }
        />
      )}
      <Dialog
        open={dialog === 'remove'}
        onClose={close}
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
        aria-labelledby="remove-class-title"
      >
        <DialogTitle id="remove-class-title">{t('classes.actions.removeTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('classes.actions.removeBody', { name: klass.name })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close}>{t('classes.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            disabled={remove.isPending}
            data-testid="remove-class-confirm"
            onClick={() =>
              remove.mutate(klass.classId, {
                onSuccess: () => {
                  showSnackbar(t('classes.actions.removed'), 'success');
                  void navigate('/classes', { replace: true });
                },
              })
            }
          >
            {t('classes.actions.remove')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
