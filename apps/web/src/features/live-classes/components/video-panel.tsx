import { LIVE_MAX_PUBLISHERS, type LiveParticipant } from '@bright/contracts';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import VideocamIcon from '@mui/icons-material/Videocam';
import VideocamOffIcon from '@mui/icons-material/VideocamOff';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../lib/ui/user-text';
import type { LiveMedia } from '../hooks/use-live-media';

/** Binds a stream to a media element (React has no prop for srcObject). */
export function bindStream(stream: MediaStream | null) {
  return (element: HTMLMediaElement | null) => {
    if (element && element.srcObject !== stream) element.srcObject = stream;
  };
}

/** The voices of the others: always playing, whichever panel is shown. */
export function RemoteAudio({ remote }: { remote: Map<string, MediaStream> }) {
  return (
    <Box sx={{ display: 'none' }} aria-hidden>
      {[...remote].map(([userId, stream]) => (
        <audio key={userId} autoPlay ref={bindStream(stream)} data-testid={`live-audio-${userId}`} />
      ))}
    </Box>
  );
}

function Tile({ person, stream, self }: { person: LiveParticipant; stream: MediaStream | null; self: boolean }) {
  const { t } = useTranslation();
  const { media } = person;
  return (
    <Box
      data-testid={`live-tile-${person.userId}`}
      data-speaking={media.speaking}
      data-audio={media.audio}
      data-video={media.video}
      sx={{
        position: 'relative',
        aspectRatio: '4 / 3',
        bgcolor: 'grey.900',
        borderRadius: 1,
        overflow: 'hidden',
        outline: media.speaking ? '3px solid' : 'none',
        outlineColor: 'success.main',
      }}
    >
      {media.video && stream && (
        <video
          autoPlay
          playsInline
          muted
          ref={bindStream(stream)}
          style={{ width: '100%', height: '100%', objectFit: 'cover', transform: self ? 'scaleX(-1)' : undefined }}
        />
      )}
      <Stack
        direction="row"
        spacing={0.5}
        sx={{
          position: 'absolute',
          insetInlineStart: 4,
          bottom: 4,
          bgcolor: 'rgba(0,0,0,0.7)',
          color: '#fff',
          px: 0.75,
          borderRadius: 0.5,
          alignItems: 'center',
        }}
      >
        {media.audio ? (
          <MicIcon fontSize="inherit" titleAccess={t('liveClass.av.micOn')} />
        ) : (
          <MicOffIcon fontSize="inherit" titleAccess={t('liveClass.av.micOff')} />
        )}
        <Typography variant="caption">
          <UserText>{person.userTag}</UserText>
          {self && ` (${t('liveClass.av.you')})`}
        </Typography>
      </Stack>
    </Box>
  );
}

/** SPEC §4 VIDEO: the publishers' video (or their names in Audio Tutoring), this user's controls and the limit. */
export function VideoPanel(props: {
  participants: LiveParticipant[];
  selfId: string | null;
  media: LiveMedia;
  withVideo: boolean;
  onStart: () => void;
  onStop: () => void;
  onMic: () => void;
  onCamera: () => void;
}) {
  const { t } = useTranslation();
  const { media } = props;
  const publishers = props.participants.filter((person) => person.media.publishing);
  const full = publishers.length >= LIVE_MAX_PUBLISHERS;
  return (
    <Box data-testid="live-video" sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
      {media.local ? (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={props.onMic}
            startIcon={media.micOn ? <MicOffIcon /> : <MicIcon />}
            data-testid="live-mic"
          >
            {media.micOn ? t('liveClass.av.mute') : t('liveClass.av.unmute')}
          </Button>
          {props.withVideo && (
            <Button
              size="small"
              variant="outlined"
              onClick={props.onCamera}
              startIcon={media.cameraOn ? <VideocamOffIcon /> : <VideocamIcon />}
              data-testid="live-camera"
            >
              {media.cameraOn ? t('liveClass.av.cameraOff') : t('liveClass.av.cameraOn')}
            </Button>
          )}
          <Button size="small" color="error" onClick={props.onStop} data-testid="live-av-stop">
            {t('liveClass.av.stop')}
          </Button>
        </Stack>
      ) : (
        <Button variant="contained" onClick={props.onStart} disabled={media.busy || full} data-testid="live-av-start">
          {props.withVideo ? t('liveClass.av.startVideo') : t('liveClass.av.startAudio')}
        </Button>
      )}
      {media.error && (
        <Alert severity="error" data-testid="live-av-error">
          {media.error}
        </Alert>
      )}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))', gap: 1 }}>
        {publishers.map((person) => {
          const self = person.userId === props.selfId;
          return (
            <Tile
              key={person.userId}
              person={person}
              self={self}
              stream={self ? media.local : (media.remote.get(person.userId) ?? null)}
            />
          );
        })}
      </Box>
      {publishers.length === 0 && <Typography variant="body2">{t('liveClass.av.nobody')}</Typography>}
      <Alert severity="info" data-testid="live-av-limit">
        {t('liveClass.videoLimit', { count: LIVE_MAX_PUBLISHERS - 1 })}
      </Alert>
    </Box>
  );
}
