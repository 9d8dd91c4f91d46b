import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import { DIALOG_WIDTH, type FolderTreeRow, type LessonSpace } from '@bright/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import { useFolderTree } from '../api/lessons';

/** The folders a folder cannot go into: itself and every folder inside it. */
export function insideOf(folderId: string, rows: FolderTreeRow[]) {
  const blocked = new Set([folderId]);
  // Rows come in reading order (each after its parent), so one pass finds every descendant.
  for (const row of rows) if (row.parentId && blocked.has(row.parentId)) blocked.add(row.id);
  return blocked;
}

/**
 * "Move to": every folder of the space as an indented list, the top level first; one click chooses,
 * "Move here" moves. The keyboard and single-click way of what dragging onto a folder does (WCAG 2.5.7).
 */
export function MoveDialog(props: {
  space: LessonSpace;
  name: string;
  /** A folder being moved cannot go into itself or its own folders. */
  folderId?: string;
  currentParentId: string | null;
  error: string | null;
  busy: boolean;
  onMove: (parentId: string | null) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const tree = useFolderTree(props.space);
  const [target, setTarget] = useState<string | null>(props.currentParentId);
  const blocked = props.folderId && tree.data ? insideOf(props.folderId, tree.data.folders) : new Set<string>();
  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('lessons.move.title', { name: props.name })}</DialogTitle>
      <DialogContent>
        <QueryState query={tree} errorText={t('lessons.move.loadFailed')} empty={null} isEmpty={() => false}>
          {(data) => (
            <List dense aria-label={t('lessons.move.choices')} data-testid="move-choices">
              <ListItemButton selected={target === null} onClick={() => setTarget(null)} data-testid="move-to-top">
                <ListItemIcon>
                  <HomeOutlinedIcon />
                </ListItemIcon>
                <ListItemText primary={t(`lessons.spaces.${props.space}`)} />
              </ListItemButton>
              {data.folders.map((row) => (
                <ListItemButton
                  key={row.id}
                  selected={target === row.id}
                  disabled={blocked.has(row.id)}
                  onClick={() => setTarget(row.id)}
                  sx={{ pl: 2 + row.depth * 2.5 }}
                  data-testid="move-choice"
                >
                  <ListItemIcon>
                    <FolderOutlinedIcon />
                  </ListItemIcon>
                  <ListItemText primary={<UserText>{row.name}</UserText>} />
                </ListItemButton>
              ))}
            </List>
          )}
        </QueryState>
        {props.error && <Alert severity="error">{props.error}</Alert>}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={props.onClose}>{t('lessons.cancel')}</Button>
        <Button
          variant="contained"
          disabled={props.busy || target === props.currentParentId}
          onClick={() => props.onMove(target)}
          data-testid="move-here"
        >
          {t('lessons.move.here')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
