import MoreVertIcon from '@mui/icons-material/MoreVert';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import type { MyFileItem } from '@bright/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { canPreview } from './file-kind';

export type FileAction = 'open' | 'download' | 'editCards' | 'rename' | 'delete' | 'moveToContent';

/** What a row offers, by its kind and the abilities the server gave it. */
export function actionsOf(item: MyFileItem): FileAction[] {
  const actions: FileAction[] = [];
  if (item.kind === 'FLASHCARD' || item.kind === 'QUIZCARD' || canPreview(item)) actions.push('open');
  if (item.kind === 'FILE') actions.push('download');
  if (item.abilities.canEditCards) actions.push('editCards');
  if (item.abilities.canRename) actions.push('rename');
  if (item.abilities.canMoveToContent) actions.push('moveToContent');
  if (item.abilities.canDelete) actions.push('delete');
  return actions;
}

/** The "more" menu of a row. */
export function FileActionsMenu({ item, onAction }: { item: MyFileItem; onAction: (action: FileAction) => void }) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const actions = actionsOf(item);
  if (actions.length === 0) return null;
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('myFiles.actions.menu', { name: item.name })}
        data-testid="file-menu"
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              onAction(action);
            }}
            data-testid={`file-action-${action}`}
          >
            <ListItemText>{t(`myFiles.actions.${action}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
