import type { LiveClass, LivePanel } from '@bright/contracts';
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { type ComponentType, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRouteParams } from '../../../lib/route-params';
import { useSessionStore } from '../../../lib/session-store';
import { ConfirmDialog } from '../../../lib/ui/confirm-dialog';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import { useEndLiveClass, useLiveClass, useSendLink } from '../api/live-classes-api';
import { ParticipantsPanel } from '../components/participants-panel';
import { RemoteAudio, VideoPanel } from '../components/video-panel';
import { useLiveMedia } from '../hooks/use-live-media';
import { useLiveSession } from '../hooks/use-live-session';

interface SharedView {
  scale: number;
  x: number;
  y: number;
}
export interface LiveBoardProps {
  lessonId: string;
  control: {
    pageId: string | null;
    readOnly: boolean;
    onPageShown?: (pageId: string) => void;
    /** The teacher's zoom and position (zoom relative to the fitted page, the page point at the centre). */
    view?: SharedView | null;
    onViewShown?: (view: SharedView, byUser: boolean) => void;
    cursors?: Array<{ id: string; label: string; pageId: string; x: number; y: number }>;
    onPointer?: (pageId: string, x: number, y: number) => void;
  };
}
/** The board, given by the route table (features do not import each other). */
export type LiveBoardSlot = ComponentType<LiveBoardProps>;

function EndedScreen() {
  const { t } = useTranslation();
  return (
    <Box sx={{ p: 4, textAlign: 'center' }} role="alert" data-testid="live-ended">
      <Typography variant="h5" component="h1" gutterBottom>
        {t('liveClass.ended')}
      </Typography>
      <Button component={RouterLink} to="/live" variant="contained">
        {t('liveClass.backToList')}
      </Button>
    </Box>
  );
}

function LiveRoom({ live, board: Board }: { live: LiveClass; board: LiveBoardSlot }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSessionStore((store) => store.session?.userId ?? null);
  const { state, socket, showPage, showView, pointAt, grantPen } = useLiveSession(live, userId);
  const av = useLiveMedia(live, state, socket, userId);
  const [following, setFollowing] = useState(true);
  const [panel, setPanel] = useState<LivePanel>('USERS');
  const [confirmExit, setConfirmExit] = useState(false);
  const end = useEndLiveClass();
  const sendLink = useSendLink();
  const teacher = state.role === 'teacher';
  const presenterPage = useRef<string | null>(null);
  useEffect(() => {
    presenterPage.current = state.presenter?.pageId ?? null;
  }, [state.presenter?.pageId]);
  // Stable, so the board reports only the user's own page changes.
  const onPageShown = useCallback(
    (pageId: string) => {
      if (teacher) showPage(pageId);
      else if (presenterPage.current && pageId !== presenterPage.current) setFollowing(false);
    },
    [teacher, showPage],
  );
  // The teacher's zoom and pan go to the class; a student who zooms or pans on their own stops following.
  const onViewShown = useCallback(
    (view: SharedView, byUser: boolean) => {
      if (teacher) showView(view);
      else if (byUser) setFollowing(false);
    },
    [teacher, showView],
  );
  const presenter = state.presenter;
  const followedView = useMemo(
    () => (presenter?.pageId ? { scale: presenter.scale, x: presenter.x, y: presenter.y } : null),
    [presenter],
  );
  const cursors = useMemo(
    () => state.cursors.map((c) => ({ id: c.userId, label: c.userTag, pageId: c.pageId, x: c.x, y: c.y })),
    [state.cursors],
  );

  if (state.status === 'ended') return <EndedScreen />;
  if (state.status === 'refused') return <Alert severity="error">{state.refusal}</Alert>;
  const exit = () => {
    if (!teacher) return void navigate('/live');
    end.mutate(live.id, { onSuccess: () => void navigate('/live') });
  };
  const control = {
    pageId: teacher || following ? (state.presenter?.pageId ?? null) : null,
    readOnly: !teacher && !state.pen,
    onPageShown,
    view: !teacher && following ? followedView : null,
    onViewShown,
    cursors,
    onPointer: pointAt,
  };
  return (
    <Box
      sx={{ display: 'flex', flexDirection: 'column', height: '100dvh' }}
      data-testid="live-room"
      data-role={state.role ?? ''}
    >
      <Stack direction="row" spacing={1} sx={{ px: 1.5, py: 1, alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h6" component="h1" sx={{ flexGrow: 1, minWidth: 0 }} noWrap>
          <UserText>{live.lessonName}</UserText>
        </Typography>
        <Chip color="error" size="small" label={t('liveClass.liveNow')} />
        {teacher && (
          <Typography variant="body2" data-testid="live-code-shown">
            {t('liveClass.codeIs', { code: live.code })}
          </Typography>
        )}
        {teacher && (
          <Button size="small" onClick={() => sendLink.mutate(live.id)} disabled={sendLink.isPending}>
            {t('liveClass.sendLink')}
          </Button>
        )}
        {!teacher && !following && (
          <Button size="small" variant="outlined" onClick={() => setFollowing(true)} data-testid="live-follow">
            {t('liveClass.follow')}
          </Button>
        )}
        <Button
          size="small"
          color="error"
          variant="contained"
          onClick={() => setConfirmExit(true)}
          data-testid="live-exit"
        >
          {t('liveClass.exit')}
        </Button>
      </Stack>
      {state.teacherAway && <Alert severity="warning">{t('liveClass.teacherAway')}</Alert>}
      {state.pen && !teacher && <Alert severity="success">{t('liveClass.youHavePen')}</Alert>}
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, flex: 1, minHeight: 0 }}>
        <Box sx={{ flex: 1, minHeight: 360, minWidth: 0 }}>
          {state.status === 'live' ? (
            <Board lessonId={live.lessonId} control={control} />
          ) : (
            <Typography sx={{ p: 2 }}>{t('liveClass.connecting')}</Typography>
          )}
        </Box>
        <Paper square variant="outlined" sx={{ width: { xs: '100%', md: 280 }, overflowY: 'auto' }}>
          <ParticipantsPanel
            participants={state.participants}
            panel={panel}
            onPanel={setPanel}
            canGrant={teacher}
            onPen={(studentId, granted) => void grantPen(studentId, granted)}
            video={
              <VideoPanel
                participants={state.participants}
                selfId={userId}
                media={av.media}
                withVideo={av.withVideo}
                onStart={() => void av.start()}
                onStop={av.stop}
                onMic={av.toggleMic}
                onCamera={av.toggleCamera}
              />
            }
          />
          <RemoteAudio remote={av.media.remote} />
        </Paper>
      </Box>
      <ConfirmDialog
        open={confirmExit}
        title={t('liveClass.exitTitle')}
        body={teacher ? t('liveClass.exitTeacher') : t('liveClass.exitStudent')}
        confirmLabel={t('liveClass.exit')}
        cancelLabel={t('liveClass.cancel')}
        danger
        busy={end.isPending}
        onConfirm={exit}
        onClose={() => setConfirmExit(false)}
        confirmTestId="live-exit-confirm"
      />
    </Box>
  );
}

/** /live/{id}: the live class screen, the board with the user list or video panel. */
export function LiveClassPage({ board }: { board: LiveBoardSlot }) {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<'id'>('/live/:id');
  const live = useLiveClass(id);
  return (
    <QueryState query={live} errorText={t('liveClass.notFound')} empty={t('liveClass.notFound')} loadingHeight={400}>
      {(data) => (data.status === 'ENDED' ? <EndedScreen /> : <LiveRoom key={data.id} live={data} board={board} />)}
    </QueryState>
  );
}
