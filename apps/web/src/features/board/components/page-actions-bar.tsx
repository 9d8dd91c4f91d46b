import Add from '@mui/icons-material/Add';
import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import ContentCopy from '@mui/icons-material/ContentCopy';
import Delete from '@mui/icons-material/Delete';
import DeleteSweep from '@mui/icons-material/DeleteSweep';
import { Box, IconButton, LinearProgress, Tooltip } from '@mui/material';
import { BOARD_FILE } from '@bright/contracts';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import type { usePageActions } from './use-page-actions';

type Actions = ReturnType<typeof usePageActions>;

function Action(props: { label: string; icon: ReactNode; onClick: () => void; disabled?: boolean; testId?: string }) {
  return (
    <Tooltip title={props.label}>
      <span>
        <IconButton
          size="small"
          aria-label={props.label}
          onClick={props.onClick}
          disabled={props.disabled}
          data-testid={props.testId}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** Buttons for the open page: add, duplicate, move earlier or later, background, clear, delete. */
export function PageActionsBar(props: { actions: Actions; pageCount: number }) {
  const { t } = useTranslation();
  const { actions, pageCount } = props;
  const file = useRef<HTMLInputElement>(null);
  const [confirm, setConfirm] = useState<'clear' | null>(null);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap' }}>
      <Action label={t('board.addPage')} icon={<Add />} onClick={actions.addPage} testId="board-add-page" />
      <Action label={t('board.duplicatePage')} icon={<ContentCopy />} onClick={actions.duplicate} />
      <Action
        label={t('board.moveEarlier')}
        icon={<ArrowUpward />}
        onClick={actions.moveEarlier}
        disabled={actions.index <= 0}
      />
      <Action
        label={t('board.moveLater')}
        icon={<ArrowDownward />}
        onClick={actions.moveLater}
        disabled={actions.index >= pageCount - 1}
      />
      <Action
        label={t('board.background')}
        icon={<AddPhotoAlternate />}
        onClick={() => file.current?.click()}
        testId="board-background"
      />
      <Action
        label={t('board.clearPage')}
        icon={<DeleteSweep />}
        onClick={() => setConfirm('clear')}
        testId="board-clear-page"
      />
      <Action
        label={t('board.deletePage')}
        icon={<Delete />}
        onClick={actions.deletePage}
        disabled={pageCount <= 1}
        testId="board-delete-page"
      />
      <input
        ref={file}
        type="file"
        hidden
        accept={BOARD_FILE.types.join(',')}
        data-testid="board-background-file"
        onChange={(event) => {
          const chosen = event.target.files?.[0];
          event.target.value = '';
          if (chosen) actions.upload(chosen);
        }}
      />
      {actions.uploading !== null && (
        <LinearProgress
          variant="determinate"
          value={actions.uploading}
          aria-label={t('board.uploading')}
          sx={{ width: 80, mx: 1 }}
        />
      )}
      <ConfirmDialog
        open={confirm === 'clear'}
        title={t('board.clearTitle')}
        body={t('board.clearBody')}
        confirmLabel={t('board.clearPage')}
        cancelLabel={t('board.cancel')}
        danger
        confirmTestId="board-clear-confirm"
        onClose={() => setConfirm(null)}
        onConfirm={() => {
          setConfirm(null);
          actions.clear();
        }}
      />
    </Box>
  );
}
