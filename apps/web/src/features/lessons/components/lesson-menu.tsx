import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { FolderItem, LessonItem } from '@bright/contracts';
import { IconButton, ListItemText, Menu, MenuItem } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

export type LessonAction =
  'open' | 'present' | 'rename' | 'duplicate' | 'move' | 'toFiles' | 'type' | 'publish' | 'delete';
export type FolderAction = 'open' | 'rename' | 'move' | 'delete';

/** What a lesson offers: its author may change it (a Content lesson may go to My Files); a reader only opens it. */
export function lessonActions(lesson: LessonItem): LessonAction[] {
  if (!lesson.abilities.canEdit) return ['open', 'present'];
  const toFiles: LessonAction[] = lesson.lessonType === 'CONTENT' ? ['toFiles'] : [];
  return ['open', 'present', 'rename', 'duplicate', 'move', ...toFiles, 'type', 'publish', 'delete'];
}

const FOLDER_ACTIONS: FolderAction[] = ['open', 'rename', 'move', 'delete'];

function ActionsMenu<A extends string>(props: {
  name: string;
  actions: A[];
  labelOf: (action: A) => string;
  onAction: (action: A) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <IconButton
        onClick={(event) => setAnchor(event.currentTarget)}
        aria-label={t('lessons.actions.menu', { name: props.name })}
        data-testid={props.testId}
      >
        <MoreVertIcon />
      </IconButton>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {props.actions.map((action) => (
          <MenuItem
            key={action}
            onClick={() => {
              setAnchor(null);
              props.onAction(action);
            }}
            data-testid={`${props.testId}-${action}`}
          >
            <ListItemText>{props.labelOf(action)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

export function LessonMenu({ lesson, onAction }: { lesson: LessonItem; onAction: (action: LessonAction) => void }) {
  const { t } = useTranslation();
  const labelOf = (action: LessonAction) =>
    action === 'type'
      ? t(lesson.lessonType === 'CONTENT' ? 'lessons.actions.makeTeach' : 'lessons.actions.makeContent')
      : t(`lessons.actions.${action}`);
  return (
    <ActionsMenu
      name={lesson.name}
      actions={lessonActions(lesson)}
      labelOf={labelOf}
      onAction={onAction}
      testId="lesson-menu"
    />
  );
}

export function FolderMenu({ folder, onAction }: { folder: FolderItem; onAction: (action: FolderAction) => void }) {
  const { t } = useTranslation();
  return (
    <ActionsMenu
      name={folder.name}
      actions={FOLDER_ACTIONS}
      labelOf={(action) => t(`lessons.folderActions.${action}`)}
      onAction={onAction}
      testId="folder-menu"
    />
  );
}
