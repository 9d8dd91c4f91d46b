import type { ClassSummary } from '@bright/contracts';
import type { ReactNode } from 'react';
import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import { useClassSummary, useMyClasses } from '../../../lib/class-queries';
import { useSessionStore } from '../../../lib/session-store';
import { BehaviourPanel } from '../components/behaviour-panel';
import { UserText } from '../../../lib/ui/user-text';

/** /feedbackBehaviour?classId=…: the behaviour feedback page inside the mobile apps; `extra` is composed in (badges). */
export function FeedbackBehaviourWebview({ extra }: { extra?: (klass: ClassSummary) => ReactNode }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSessionStore((state) => Boolean(state.session));
  const classId = params.get('classId') ?? '';
  const klass = useClassSummary(signedIn ? classId : '');
  if (!signedIn) return <Alert severity="error">{t('webview.invalidCredentials')}</Alert>;
  if (!classId) return <Alert severity="error">{t('webview.invalidClassId')}</Alert>;
  if (klass.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!klass.data) return <Alert severity="error">{t('webview.invalidClassId')}</Alert>;
  return (
    <Stack spacing={2} sx={{ maxWidth: 840, mx: 'auto' }} data-testid="feedback-behaviour-webview">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('behaviour.title')} · <UserText>{klass.data.name}</UserText>
      </Typography>
      <BehaviourPanel klass={klass.data} extra={extra?.(klass.data)} />
    </Stack>
  );
}

/** /webview/feedbackBehaviour/:classId (after the token sign-in): the class must exist, then the page. */
export function FeedbackBehaviourEntry() {
  const { t } = useTranslation();
  const { classId = '' } = useRouteParams<'classId'>('/webview/feedbackBehaviour/:classId');
  // The class is looked up among the caller's classes: an unknown id is no failed request.
  const classes = useMyClasses();
  if (classes.isPending) return <Skeleton variant="rounded" height={240} />;
  if (!classes.data?.some((klass) => klass.classId === classId))
    return (
      <Alert severity="error" data-testid="webview-message">
        {t('webview.invalidClassId')}
      </Alert>
    );
  return <Navigate to={`/feedbackBehaviour?classId=${encodeURIComponent(classId)}`} replace />;
}
