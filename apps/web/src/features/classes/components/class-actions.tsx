import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { ClassSummary } from '@bright/contracts';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
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
      <ConfirmDialog
        open={dialog === 'remove'}
        title={t('classes.actions.removeTitle')}
        body={t('classes.actions.removeBody', { name: klass.name })}
        confirmLabel={t('classes.actions.remove')}
        cancelLabel={t('classes.cancel')}
        danger
        busy={remove.isPending}
        confirmTestId="remove-class-confirm"
        onClose={close}
        onConfirm={() =>
          remove.mutate(klass.classId, {
            onSuccess: () => {
              showSnackbar(t('classes.actions.removed'), 'success');
              void navigate('/classes', { replace: true });
            },
          })
        }
      />
    </>
  );
}
