import type { DeviceMessageType } from '@bright/contracts';
import {
  Button,
  ButtonGroup,
  FormControlLabel,
  MenuItem,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { useRouteParams } from '../../../lib/route-params';
import { useRealtimeCache } from '../../../lib/use-socket';
import { showSnackbar } from '../../../lib/ui-store';
import { QueryState } from '../../../lib/ui/query-state';
import {
  deviceStateQueryOptions,
  useDeviceCommand,
  useDeviceState,
  useMyLessons,
  useSendDeviceMessage,
  useUnpairDevice,
} from '../api/devices';

/** Message types a teacher sends from here (SPEC §7); the display says which it cannot show yet. */
const REMOTE_MESSAGES: DeviceMessageType[] = [
  'START_LIVE_CLASS',
  'CLOSE_LIVE_QUIZ',
  'EXPORT_LIVE_QUIZ_PDF',
  'CLOSE_WHITEBOARD_CHAT',
];

/** /dashboard/controller/{deviceId}: the phone drives the display: a lesson, its pages, present mode. */
export function ControllerPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { deviceId = '' } = useRouteParams<'deviceId'>('/dashboard/controller/:deviceId');
  const state = useDeviceState(deviceId);
  const lessons = useMyLessons();
  const command = useDeviceCommand(deviceId);
  const send = useSendDeviceMessage(deviceId);
  const unpair = useUnpairDevice();
  const [lessonId, setLessonId] = useState('');
  useRealtimeCache('/controller', 'display:state', (event) => {
    if (event.deviceId === deviceId) queryClient.setQueryData(deviceStateQueryOptions(deviceId).queryKey, event.state);
  });
  // SPEC §2: after unpairing, whether it succeeds or fails, go to /dashboard/create (a failure shows the server's message).
  const disconnect = () =>
    unpair.mutate(deviceId, {
      onSuccess: () => showSnackbar(t('devices.deviceDisconnected'), 'info'),
      onSettled: () => void navigate('/dashboard/create'),
    });
  const notFound = state.error instanceof ApiError && state.error.status === 404;
  return (
    <Stack spacing={3}>
      <Typography variant="h4" component="h1">
        {t('devices.remoteTitle')}
      </Typography>
      {notFound && <Typography data-testid="controller-gone">{t('devices.notPaired')}</Typography>}
      <QueryState query={state} errorText={t('devices.notPaired')} empty={t('devices.notPaired')}>
        {(display) => (
          <>
            <Paper component="section" sx={{ p: 3 }} aria-labelledby="lesson-heading">
              <Typography id="lesson-heading" variant="h6" component="h2" gutterBottom>
                {t('devices.lessonHeading')}
              </Typography>
              <Typography dir="auto" data-testid="controller-lesson" sx={{ mb: 2 }}>
                {display.lessonName
                  ? `${display.lessonName} · ${t('devices.pageOf', { page: display.pageIndex + 1, count: display.pageIds.length })}`
                  : t('devices.noLesson')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  select
                  label={t('devices.chooseLesson')}
                  value={lessonId}
                  onChange={(event) => setLessonId(event.target.value)}
                  sx={{ minWidth: 260 }}
                  slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'lesson-select' } as object } }}
                >
                  {(lessons.data ?? []).map((lesson) => (
                    <MenuItem key={lesson.id} value={lesson.id}>
                      <bdi dir="auto">{lesson.name}</bdi>
                    </MenuItem>
                  ))}
                </TextField>
                <Button
                  variant="contained"
                  disabled={!lessonId || command.isPending}
                  onClick={() => command.mutate({ type: 'OPEN_LESSON', lessonId })}
                >
                  {t('devices.openOnDisplay')}
                </Button>
              </Stack>
            </Paper>
            <Paper component="section" sx={{ p: 3 }} aria-labelledby="pages-heading">
              <Typography id="pages-heading" variant="h6" component="h2" gutterBottom>
                {t('devices.pagesHeading')}
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
                <ButtonGroup variant="outlined" disabled={!display.lessonId || command.isPending}>
                  <Button onClick={() => command.mutate({ type: 'PREVIOUS_PAGE' })}>{t('devices.previousPage')}</Button>
                  <Button onClick={() => command.mutate({ type: 'NEXT_PAGE' })}>{t('devices.nextPage')}</Button>
                </ButtonGroup>
                <FormControlLabel
                  control={
                    <Switch
                      checked={display.present}
                      disabled={!display.lessonId}
                      onChange={(event) => command.mutate({ type: 'SET_PRESENT', present: event.target.checked })}
                    />
                  }
                  label={t('devices.presentMode')}
                />
                <Button disabled={!display.lessonId} onClick={() => command.mutate({ type: 'CLOSE_LESSON' })}>
                  {t('devices.closeLesson')}
                </Button>
              </Stack>
            </Paper>
            <Paper component="section" sx={{ p: 3 }} aria-labelledby="more-heading">
              <Typography id="more-heading" variant="h6" component="h2" gutterBottom>
                {t('devices.moreHeading')}
              </Typography>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                {REMOTE_MESSAGES.map((type) => (
                  <Button key={type} variant="outlined" disabled={send.isPending} onClick={() => send.mutate({ type })}>
                    {t(`devices.messageType.${type}`)}
                  </Button>
                ))}
              </Stack>
            </Paper>
          </>
        )}
      </QueryState>
      <Button
        color="error"
        variant="outlined"
        onClick={disconnect}
        disabled={unpair.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('devices.unpair')}
      </Button>
    </Stack>
  );
}
