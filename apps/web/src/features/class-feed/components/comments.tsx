import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import SendIcon from '@mui/icons-material/Send';
import { FEED_COMMENT_MAX, type FeedPost } from '@bright/contracts';
import { Avatar, Box, IconButton, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, initials, personName } from '../../../lib/format';
import { useCreateComment, useDeleteComment } from '../api/feed';

/** A post's comments, oldest first, and a field to add one. */
export function Comments({ post }: { post: FeedPost }) {
  const { t, i18n } = useTranslation();
  const create = useCreateComment(post.classId);
  const remove = useDeleteComment(post.classId);
  const [text, setText] = useState('');
  const send = () => create.mutate({ postId: post.id, text: text.trim() }, { onSuccess: () => setText('') });
  return (
    <Stack spacing={1} sx={{ pt: 1 }} data-testid="feed-comments">
      {post.comments.map((comment) => (
        <Stack
          key={comment.id}
          direction="row"
          spacing={1}
          sx={{ alignItems: 'flex-start' }}
          data-testid="feed-comment"
        >
          <Avatar sx={{ width: 28, height: 28, fontSize: 12 }}>
            {comment.author ? initials(comment.author) : '?'}
          </Avatar>
          <Box sx={{ bgcolor: 'action.hover', borderRadius: 2, px: 1.5, py: 0.75, minWidth: 0, flex: 1 }}>
            <Typography variant="caption" color="text.secondary">
              <bdi>{comment.author ? personName(comment.author) : t('classFeed.someone')}</bdi> ·{' '}
              <bdi>{formatDateTime(comment.createdAt, i18n.language)}</bdi>
            </Typography>
            <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              {comment.text}
            </Typography>
          </Box>
          {comment.abilities.canDelete && (
            <IconButton
              size="small"
              aria-label={t('classFeed.deleteComment')}
              onClick={() => remove.mutate(comment.id)}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          )}
        </Stack>
      ))}
      {post.abilities.canComment && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            size="small"
            fullWidth
            placeholder={t('classFeed.commentPlaceholder')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !event.shiftKey && text.trim()) {
                event.preventDefault();
                send();
              }
            }}
            slotProps={{
              htmlInput: {
                maxLength: FEED_COMMENT_MAX,
                'aria-label': t('classFeed.commentPlaceholder'),
                'data-testid': 'comment-text',
              },
            }}
          />
          <IconButton
            color="primary"
            aria-label={t('classFeed.sendComment')}
            onClick={send}
            disabled={!text.trim() || create.isPending}
            data-testid="comment-send"
          >
            <SendIcon sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none') }} />
          </IconButton>
        </Stack>
      )}
    </Stack>
  );
}
