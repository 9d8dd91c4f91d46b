import type { LivePanel, LiveParticipant } from '@bright/contracts';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import RecordVoiceOverIcon from '@mui/icons-material/RecordVoiceOver';
import VideocamIcon from '@mui/icons-material/Videocam';
import {
  Box,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
} from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../lib/ui/user-text';

/**
 * SPEC §4 live class panel: USERS shows the user list (with the pen switches for the teacher) and hides
 * video; VIDEO shows video and hides the list.
 */
export function ParticipantsPanel(props: {
  participants: LiveParticipant[];
  panel: LivePanel;
  onPanel: (panel: LivePanel) => void;
  canGrant: boolean;
  onPen: (userId: string, granted: boolean) => void;
  /** The VIDEO state's content (the video feature of the live class). */
  video: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-label={t('liveClass.panel')}
      sx={{ p: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={props.panel}
        onChange={(_event, value: LivePanel | null) => value && props.onPanel(value)}
        aria-label={t('liveClass.panel')}
      >
        <ToggleButton value="USERS" data-testid="live-panel-users">
          {t('liveClass.users')}
        </ToggleButton>
        <ToggleButton value="VIDEO" data-testid="live-panel-video">
          {t('liveClass.video')}
        </ToggleButton>
      </ToggleButtonGroup>
      {props.panel === 'USERS' ? (
        <List dense data-testid="live-users" aria-label={t('liveClass.users')}>
          {props.participants.map((person) => (
            <ListItem key={person.userId} disableGutters data-testid={`live-user-${person.userId}`}>
              <ListItemText
                primary={<UserText>{person.userTag}</UserText>}
                secondary={t(`liveClass.role.${person.role}`)}
              />
              <MediaMarks person={person} />
              {person.role === 'student' && props.canGrant ? (
                <FormControlLabel
                  control={
                    <Switch
                      checked={person.pen}
                      onChange={(event) => props.onPen(person.userId, event.target.checked)}
                      slotProps={{ input: { 'aria-label': t('liveClass.penFor', { name: person.userTag }) } }}
                      data-testid={`live-pen-${person.userId}`}
                    />
                  }
                  label={t('liveClass.pen')}
                />
              ) : (
                person.pen && <Chip size="small" label={t('liveClass.pen')} />
              )}
            </ListItem>
          ))}
        </List>
      ) : (
        props.video
      )}
    </Box>
  );
}

/** Who publishes, with the microphone on or off, the camera on, and who is speaking now. */
function MediaMarks({ person }: { person: LiveParticipant }) {
  const { t } = useTranslation();
  const { media } = person;
  if (!media.publishing) return null;
  return (
    <Box
      sx={{ display: 'flex', gap: 0.5, color: 'text.secondary', marginInlineEnd: 1 }}
      data-testid={`live-marks-${person.userId}`}
      data-speaking={media.speaking}
    >
      {media.speaking && (
        <RecordVoiceOverIcon fontSize="small" color="success" titleAccess={t('liveClass.av.speaking')} />
      )}
      {media.audio ? (
        <MicIcon fontSize="small" titleAccess={t('liveClass.av.micOn')} />
      ) : (
        <MicOffIcon fontSize="small" titleAccess={t('liveClass.av.micOff')} />
      )}
      {media.video && <VideocamIcon fontSize="small" titleAccess={t('liveClass.av.cameraIsOn')} />}
    </Box>
  );
}
