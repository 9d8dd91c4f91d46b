import { userClassesWithInstituteRoute } from '@bright/contracts';
import { Alert, Skeleton, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useSearchParams } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { myClassesQueryOptions, useClassSummary, useMyClasses } from '../../../lib/class-queries';
import { useRouteParams } from '../../../lib/route-params';
import { queryKeyFor } from '../../../lib/query-keys';
import { useSessionStore } from '../../../lib/session-store';
import { SchedulerView } from '../components/scheduler-view';
import { UserText } from '../../../lib/ui/user-text';

function Message({ text }: { text: string }) {
  return (
    <Alert severity="error" data-testid="webview-message">
      {text}
    </Alert>
  );
}

/** /scheduler-webview?classId=…: a class's schedule in the mobile apps. */
export function SchedulerWebview() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const signedIn = useSessionStore((state) => Boolean(state.session));
  const classId = params.get('classId') ?? '';
  const klass = useClassSummary(signedIn ? classId : '');
  if (!signedIn) return <Message text={t('webview.invalidCredentials')} />;
  if (!classId) return <Message text={t('webview.invalidClassId')} />;
  if (klass.isPending) return <Skeleton variant="rounded" height={320} />;
  if (!klass.data) return <Message text={t('webview.invalidClassId')} />;
  return (
    <Stack spacing={2} data-testid="scheduler-webview">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('scheduler.title')} · <UserText>{klass.data.name}</UserText>
      </Typography>
      <SchedulerView classId={classId} classes={klass.data.abilities.canTeach ? [klass.data] : []} />
    </Stack>
  );
}

/** /webview/scheduler/:classId (after the token sign-in): 'Invalid class id' when the class is missing (SPEC §2). */
export function SchedulerEntry() {
  const { t } = useTranslation();
  const { classId = '' } = useRouteParams<'classId'>('/webview/scheduler/:classId');
  // The class is looked up among the caller's classes: an unknown id is no failed request.
  const classes = useMyClasses();
  if (classes.isPending) return <Skeleton variant="rounded" height={320} />;
  if (!classes.data?.some((klass) => klass.classId === classId)) return <Message text={t('webview.invalidClassId')} />;
  return <Navigate to={`/scheduler-webview?classId=${encodeURIComponent(classId)}`} replace />;
}

/** /schedulerGlobal-webview[?createSchedulesDialog=true]: every class of the user in one calendar. */
export function GlobalSchedulerWebview() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const session = useSessionStore((state) => state.session);
  const classes = useQuery({ ...myClassesQueryOptions(), enabled: Boolean(session) });
  if (!session) return <Message text={t('webview.invalidCredentials')} />;
  if (classes.isPending) return <Skeleton variant="rounded" height={320} />;
  return (
    <Stack spacing={2} data-testid="global-scheduler-webview">
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('scheduler.title')}
      </Typography>
      <SchedulerView
        userId={session.userId}
        classes={(classes.data ?? []).filter((klass) => klass.abilities.canTeach)}
        openCreate={params.get('createSchedulesDialog') === 'true'}
      />
    </Stack>
  );
}

/** /webview/GlobalScheduler (after the token sign-in): loads the classes with the institute, then the calendar. */
export function GlobalSchedulerEntry() {
  const [params] = useSearchParams();
  const loaded = useQuery({
    queryKey: queryKeyFor(userClassesWithInstituteRoute),
    queryFn: () => callApi(userClassesWithInstituteRoute, {}),
  });
  if (loaded.isPending) return <Skeleton variant="rounded" height={320} />;
  const create = params.get('createSchedulesDialog') === 'true' ? '?createSchedulesDialog=true' : '';
  return <Navigate to={`/schedulerGlobal-webview${create}`} replace />;
}
