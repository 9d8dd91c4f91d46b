import MoreVertIcon from '@mui/icons-material/MoreVert';
import type { FeedPost } from '@bright/contracts';
import {
  Alert,
  Avatar,
  Button,
  Card,
  CardContent,
  CardHeader,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  IconButton,
  Menu,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { formatDateTime, initials, personName } from '../../../lib/format';
import { useDeletePost, useUpdatePost } from '../api/feed';
import { Attachments } from './attachments';
import { Comments } from './comments';

function EditDialog({ post, onClose }: { post: FeedPost; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdatePost(post.classId);
  const [text, setText] = useState(post.text);
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('classFeed.edit')}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          value={text}
          onChange={(event) => setText(event.target.value)}
          sx={{ mt: 1 }}
          slotProps={{ htmlInput: { 'aria-label': t('classFeed.edit'), 'data-testid': 'edit-post-text' } }}
        />
        {update.error && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {update.error instanceof ApiError ? update.error.message : t('classFeed.errors.post')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('behaviour.cancel')}</Button>
        <Button
          variant="contained"
          disabled={update.isPending}
          onClick={() => update.mutate({ postId: post.id, text }, { onSuccess: onClose })}
          data-testid="edit-post-save"
        >
          {t('classFeed.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/** One post: author, time, "edited" when changed (SPEC §4), text, files, its menu and comments. */
export function PostCard({ post }: { post: FeedPost }) {
  const { t, i18n } = useTranslation();
  const remove = useDeletePost(post.classId);
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const name = post.author ? personName(post.author) : t('classFeed.someone');
  return (
    <Card variant="outlined" data-testid="feed-post-card">
      <CardHeader
        avatar={
          <Avatar sx={{ bgcolor: post.authorIsTeacher ? 'primary.main' : 'grey.500' }}>
            {post.author ? initials(post.author) : '?'}
          </Avatar>
        }
        title={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            <Typography sx={{ fontWeight: 700 }}>
              <bdi>{name}</bdi>
            </Typography>
            {post.authorIsTeacher && (
              <Chip size="small" label={t('classFeed.teacher')} color="primary" variant="outlined" />
            )}
          </Stack>
        }
        subheader={
          <span>
            {formatDateTime(post.createdAt, i18n.language)}
            {post.edited && (
              <span data-testid="post-edited">
                {' · '}
                {t('classFeed.edited')}
              </span>
            )}
          </span>
        }
        action={
          (post.abilities.canEdit || post.abilities.canDelete) && (
            <IconButton
              aria-label={t('classFeed.actions')}
              onClick={(event) => setMenu(event.currentTarget)}
              data-testid="post-menu"
            >
              <MoreVertIcon />
            </IconButton>
          )
        }
      />
      <CardContent sx={{ pt: 0 }}>
        <Stack spacing={1.5}>
          {post.text && (
            <Typography dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }} data-testid="post-text">
              {post.text}
            </Typography>
          )}
          <Attachments files={post.attachments} />
          <Comments post={post} />
        </Stack>
      </CardContent>
      <Menu anchorEl={menu} open={Boolean(menu)} onClose={() => setMenu(null)}>
        {post.abilities.canEdit && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setEditing(true);
            }}
            data-testid="post-edit"
          >
            {t('classFeed.edit')}
          </MenuItem>
        )}
        {post.abilities.canDelete && (
          <MenuItem
            onClick={() => {
              setMenu(null);
              setConfirming(true);
            }}
            data-testid="post-delete"
          >
            {t('classFeed.delete')}
          </MenuItem>
        )}
      </Menu>
      {editing && <EditDialog post={post} onClose={() => setEditing(false)} />}
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('classFeed.deleteTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('classFeed.deleteText')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('behaviour.cancel')}</Button>
          <Button
            color="error"
            variant="contained"
            onClick={() => remove.mutate(post.id, { onSuccess: () => setConfirming(false) })}
            data-testid="post-delete-confirm"
          >
            {t('classFeed.delete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Card>
  );
}
