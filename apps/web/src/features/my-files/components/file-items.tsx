import {
  Box,
  ButtonBase,
  Card,
  List,
  ListItem,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Typography,
} from '@mui/material';
import type { MyFileItem } from '@bright/contracts';
import { useTranslation } from 'react-i18next';
import { useAuthedFile } from '../../../lib/authed-file';
import { formatDateTime } from '../../../lib/format';
import { MetaLine, UserText } from '../../../lib/ui/user-text';
import { type FileAction, FileActionsMenu, actionsOf } from './file-actions';
import { KindIcon, formatSize, kindKey } from './file-kind';

export type FileView = 'list' | 'grid';

function useMeta(item: MyFileItem) {
  const { t, i18n } = useTranslation();
  return [
    t(`myFiles.kinds.${kindKey(item)}`),
    item.kind === 'FILE' ? formatSize(item.size, i18n.language) : null,
    item.kind === 'FLASHCARD' || item.kind === 'QUIZCARD' ? t('myFiles.cardCount', { count: item.cardCount }) : null,
    formatDateTime(item.updatedAt, i18n.language),
  ];
}

const primaryAction = (item: MyFileItem): FileAction | null => (actionsOf(item).includes('open') ? 'open' : null);

function Row({ item, onAction }: { item: MyFileItem; onAction: (item: MyFileItem, action: FileAction) => void }) {
  const meta = useMeta(item);
  const open = primaryAction(item);
  const text = (
    <>
      <ListItemIcon sx={{ minWidth: 44 }}>
        <KindIcon item={item} />
      </ListItemIcon>
      <ListItemText
        primary={<UserText>{item.name}</UserText>}
        secondary={<MetaLine parts={meta} />}
        slotProps={{ primary: { noWrap: true } }}
      />
    </>
  );
  return (
    <ListItem
      disablePadding
      divider
      secondaryAction={<FileActionsMenu item={item} onAction={(action) => onAction(item, action)} />}
      data-testid="file-row"
      data-kind={item.kind}
    >
      {open ? (
        <ListItemButton onClick={() => onAction(item, open)} sx={{ pr: 7 }}>
          {text}
        </ListItemButton>
      ) : (
        <Box sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, pr: 7, width: '100%' }}>{text}</Box>
      )}
    </ListItem>
  );
}

function Thumbnail({ item }: { item: MyFileItem }) {
  const picture = useAuthedFile(item.contentType?.startsWith('image/') ? item.url : null);
  return (
    <Box sx={{ height: 110, display: 'grid', placeItems: 'center', bgcolor: 'action.hover', overflow: 'hidden' }}>
      {picture.data ? (
        <Box component="img" src={picture.data} alt="" sx={{ width: '100%', height: '100%', objectFit: 'cover' }} />
      ) : (
        <KindIcon item={item} fontSize="large" />
      )}
    </Box>
  );
}

function Tile({ item, onAction }: { item: MyFileItem; onAction: (item: MyFileItem, action: FileAction) => void }) {
  const meta = useMeta(item);
  const open = primaryAction(item);
  return (
    <Card variant="outlined" component="li" data-testid="file-row" data-kind={item.kind} sx={{ listStyle: 'none' }}>
      <ButtonBase
        disabled={!open}
        onClick={() => open && onAction(item, open)}
        aria-label={item.name}
        sx={{ display: 'block', width: '100%', textAlign: 'start' }}
      >
        <Thumbnail item={item} />
      </ButtonBase>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', p: 1, gap: 0.5 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
            <UserText>{item.name}</UserText>
          </Typography>
          <Typography variant="caption" color="text.secondary" component="p">
            <MetaLine parts={meta.slice(0, 2)} />
          </Typography>
        </Box>
        <FileActionsMenu item={item} onAction={(action) => onAction(item, action)} />
      </Box>
    </Card>
  );
}

/** The rows of My Files as a list or a grid of tiles (pictures show a thumbnail). */
export function FileItems(props: {
  items: MyFileItem[];
  view: FileView;
  onAction: (item: MyFileItem, action: FileAction) => void;
}) {
  if (props.view === 'grid') {
    return (
      <Box
        component="ul"
        data-testid="file-grid"
        sx={{
          m: 0,
          p: 0,
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 170px), 1fr))',
        }}
      >
        {props.items.map((item) => (
          <Tile key={item.id} item={item} onAction={props.onAction} />
        ))}
      </Box>
    );
  }
  return (
    <List disablePadding data-testid="file-list">
      {props.items.map((item) => (
        <Row key={item.id} item={item} onAction={props.onAction} />
      ))}
    </List>
  );
}
