import FolderOutlinedIcon from '@mui/icons-material/FolderOutlined';
import SlideshowOutlinedIcon from '@mui/icons-material/SlideshowOutlined';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import type { FolderItem, LessonItem, LessonSearchItem } from '@bright/contracts';
import {
  Box,
  Card,
  CardActionArea,
  Chip,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateTime } from '../../../lib/format';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { lessonPath } from '../api/lessons';
import { type Dragged, dragProps, lessonDragProps, useDropTarget } from './drag';
import { type FolderAction, FolderMenu, type LessonAction, LessonMenu } from './lesson-menu';

export type ItemsView = 'list' | 'grid';

interface ItemsProps {
  folders: FolderItem[];
  lessons: (LessonItem | LessonSearchItem)[];
  view: ItemsView;
  onFolder: (folder: FolderItem, action: FolderAction) => void;
  onLesson: (lesson: LessonItem, action: LessonAction) => void;
  /** A lesson or a folder dropped on a folder: moved into it. */
  onDropInto: (dragged: Dragged, folderId: string) => void;
}

function lessonMeta(lesson: LessonItem | LessonSearchItem, t: TFunction, language: string) {
  const path = 'path' in lesson && lesson.path.length > 0 ? lesson.path.map((folder) => folder.name).join(' / ') : null;
  return [
    t(`lessons.types.${lesson.lessonType}`),
    t('lessons.pageCount', { count: lesson.pageCount }),
    path,
    formatDateTime(lesson.updatedAt, language),
  ];
}

function PublishedBadge({ lesson }: { lesson: LessonItem }) {
  const { t } = useTranslation();
  if (lesson.publishedTo.length === 0) return null;
  return (
    <Chip
      size="small"
      color="success"
      variant="outlined"
      label={t('lessons.published', { count: lesson.publishedTo.length })}
      data-testid="published-badge"
    />
  );
}

const LessonIcon = ({ lesson }: { lesson: LessonItem }) =>
  lesson.lessonType === 'CONTENT' ? (
    <DescriptionOutlinedIcon color="secondary" />
  ) : (
    <SlideshowOutlinedIcon color="primary" />
  );

function FolderEntry({
  folder,
  props,
  children,
}: {
  folder: FolderItem;
  props: ItemsProps;
  children: (over: boolean, drop: object) => ReactNode;
}) {
  const drop = useDropTarget((dragged) => props.onDropInto(dragged, folder.id));
  return <>{children(drop.over, { ...drop.props, ...dragProps({ kind: 'folder', id: folder.id }) })}</>;
}

function ListRows(props: ItemsProps) {
  const { t, i18n } = useTranslation();
  return (
    <List disablePadding data-testid="lesson-list">
      {props.folders.map((folder) => (
        <FolderEntry key={folder.id} folder={folder} props={props}>
          {(over, drop) => (
            <ListItem
              disablePadding
              divider
              secondaryAction={<FolderMenu folder={folder} onAction={(action) => props.onFolder(folder, action)} />}
              data-testid="folder-row"
              data-name={folder.name}
              sx={over ? { bgcolor: 'action.selected' } : undefined}
              {...drop}
            >
              <ListItemButton onClick={() => props.onFolder(folder, 'open')} sx={{ pr: 7 }}>
                <ListItemIcon sx={{ minWidth: 44 }}>
                  <FolderOutlinedIcon />
                </ListItemIcon>
                <ListItemText
                  primary={<UserText>{folder.name}</UserText>}
                  secondary={t('lessons.folderCount', { count: folder.lessonCount })}
                />
              </ListItemButton>
            </ListItem>
          )}
        </FolderEntry>
      ))}
      {props.lessons.map((lesson) => (
        <ListItem
          key={lesson.id}
          disablePadding
          divider
          secondaryAction={<LessonMenu lesson={lesson} onAction={(action) => props.onLesson(lesson, action)} />}
          data-testid="lesson-row"
          data-name={lesson.name}
          {...(lesson.abilities.canEdit ? lessonDragProps(lesson.id) : {})}
        >
          <ListItemButton component={RouterLink} to={lessonPath(lesson.id)} sx={{ pr: 7 }}>
            <ListItemIcon sx={{ minWidth: 44 }}>
              <LessonIcon lesson={lesson} />
            </ListItemIcon>
            <ListItemText
              primary={
                <Stack direction="row" sx={{ gap: 1, alignItems: 'center', minWidth: 0 }}>
                  <Typography noWrap component="span">
                    <UserText>{lesson.name}</UserText>
                  </Typography>
                  <PublishedBadge lesson={lesson} />
                </Stack>
              }
              secondary={<MetaLine parts={lessonMeta(lesson, t, i18n.language)} />}
              slotProps={{ primary: { component: 'div' } }}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </List>
  );
}

function GridTiles(props: ItemsProps) {
  const { t, i18n } = useTranslation();
  const tile = (
    key: string,
    testId: string,
    name: string,
    extra: object,
    body: ReactNode,
    menu: ReactNode,
    sx?: object,
  ) => (
    <Card
      key={key}
      variant="outlined"
      component="li"
      data-testid={testId}
      data-name={name}
      sx={{ listStyle: 'none', display: 'flex', ...sx }}
      {...extra}
    >
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{body}</Box>
      <Box sx={{ pt: 0.5 }}>{menu}</Box>
    </Card>
  );
  return (
    <Box
      component="ul"
      data-testid="lesson-grid"
      sx={{
        m: 0,
        p: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 200px), 1fr))',
      }}
    >
      {props.folders.map((folder) => (
        <FolderEntry key={folder.id} folder={folder} props={props}>
          {(over, drop) =>
            tile(
              folder.id,
              'folder-row',
              folder.name,
              drop,
              <CardActionArea onClick={() => props.onFolder(folder, 'open')} sx={{ p: 1.5, height: '100%' }}>
                <FolderOutlinedIcon fontSize="large" color="action" />
                <Typography noWrap sx={{ fontWeight: 600 }}>
                  <UserText>{folder.name}</UserText>
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {t('lessons.folderCount', { count: folder.lessonCount })}
                </Typography>
              </CardActionArea>,
              <FolderMenu folder={folder} onAction={(action) => props.onFolder(folder, action)} />,
              over ? { bgcolor: 'action.selected' } : undefined,
            )
          }
        </FolderEntry>
      ))}
      {props.lessons.map((lesson) =>
        tile(
          lesson.id,
          'lesson-row',
          lesson.name,
          lesson.abilities.canEdit ? lessonDragProps(lesson.id) : {},
          <CardActionArea component={RouterLink} to={lessonPath(lesson.id)} sx={{ p: 1.5, height: '100%' }}>
            <LessonIcon lesson={lesson} />
            <Typography noWrap sx={{ fontWeight: 600 }}>
              <UserText>{lesson.name}</UserText>
            </Typography>
            <Typography variant="caption" color="text.secondary" component="p">
              <MetaLine parts={lessonMeta(lesson, t, i18n.language).slice(0, 2)} />
            </Typography>
            <PublishedBadge lesson={lesson} />
          </CardActionArea>,
          <LessonMenu lesson={lesson} onAction={(action) => props.onLesson(lesson, action)} />,
        ),
      )}
    </Box>
  );
}

/** A folder's folders then its lessons, as a list or a grid; lessons drag onto folders to move. */
export function LessonItems(props: ItemsProps) {
  return props.view === 'grid' ? <GridTiles {...props} /> : <ListRows {...props} />;
}
