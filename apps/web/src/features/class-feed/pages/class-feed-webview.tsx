import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useRouteParams } from '../../../lib/route-params';
import { useMyClasses } from '../../../lib/class-queries';
import { ClassFeed } from '../components/class-feed';
import { UserText } from '../../../lib/ui/user-text';

/** /webview/classFeed/full/:classId (after the token sign-in): the class's whole feed. */
export function ClassFeedWebview() {
  const { t } = useTranslation();
  const { classId = '' } = useRouteParams<'classId'>('/webview/classFeed/full/:classId');
  // The class is looked up among the caller's classes: an unknown id is no failed request.
  const classes = useMyClasses();
  const klass = classes.data?.find((entry) => entry.classId === classId);
  if (classes.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!klass)
    return (
      <Alert severity="error" data-testid="webview-message">
        {t('webview.invalidClassId')}
      </Alert>
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto' }} data-testid="class-feed-webview">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('classFeed.title')} · <UserText>{klass.name}</UserText>
      </Typography>
      <ClassFeed classId={classId} />
    </Stack>
  );
}
