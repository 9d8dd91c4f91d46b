import type { FolderRef, LessonSpace } from '@bright/contracts';
import { Breadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../lib/ui/user-text';
import { type Dragged, useDropTarget } from './drag';

function Crumb(props: { label: string; onOpen: () => void; onDrop: (dragged: Dragged) => void }) {
  const drop = useDropTarget(props.onDrop);
  return (
    <Link
      component="button"
      type="button"
      underline="hover"
      color="inherit"
      onClick={props.onOpen}
      data-testid="crumb"
      sx={drop.over ? { bgcolor: 'action.selected', borderRadius: 1 } : undefined}
      {...drop.props}
    >
      <UserText>{props.label}</UserText>
    </Link>
  );
}

/**
 * Where the list is: the space, then each folder down to the open one. Every crumb above opens its
 * folder, and a lesson or a folder dropped on it moves there.
 */
export function FolderCrumbs(props: {
  space: LessonSpace;
  trail: FolderRef[];
  onOpen: (folderId: string | null) => void;
  onDrop: (dragged: Dragged, folderId: string | null) => void;
}) {
  const { t } = useTranslation();
  const top = t(`lessons.spaces.${props.space}`);
  const current = props.trail.at(-1);
  const above = [{ id: null, name: top }, ...props.trail.slice(0, -1)];
  return (
    <Breadcrumbs aria-label={t('lessons.breadcrumbs')} data-testid="lesson-crumbs">
      {current
        ? above.map((crumb) => (
            <Crumb
              key={crumb.id ?? 'top'}
              label={crumb.name}
              onOpen={() => props.onOpen(crumb.id)}
              onDrop={(dragged) => props.onDrop(dragged, crumb.id)}
            />
          ))
        : null}
      <Typography color="text.primary" aria-current="page" sx={{ fontWeight: 600 }}>
        <UserText>{current ? current.name : top}</UserText>
      </Typography>
    </Breadcrumbs>
  );
}
