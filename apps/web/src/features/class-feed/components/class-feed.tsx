import { Alert, Button, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useFeed } from '../api/feed';
import { Composer } from './composer';
import { PostCard } from './post-card';

/** A class's feed: the composer, then posts newest first, ten at a time. */
export function ClassFeed({ classId }: { classId: string }) {
  const { t } = useTranslation();
  const feed = useFeed(classId);
  const posts = feed.data?.pages.flatMap((page) => page.posts) ?? [];
  const canPost = feed.data?.pages[0]?.abilities.canPost ?? false;
  return (
    <Stack spacing={2} data-testid="class-feed">
      {canPost && <Composer classId={classId} />}
      {feed.isPending && <Skeleton variant="rounded" height={160} />}
      {feed.isError && <Alert severity="error">{t('classFeed.errors.load')}</Alert>}
      {feed.isSuccess && posts.length === 0 && <Typography color="text.secondary">{t('classFeed.empty')}</Typography>}
      {posts.map((post) => (
        <PostCard key={post.id} post={post} />
      ))}
      {feed.hasNextPage && (
        <Button onClick={() => void feed.fetchNextPage()} disabled={feed.isFetchingNextPage} data-testid="feed-more">
          {t('classFeed.more')}
        </Button>
      )}
    </Stack>
  );
}
