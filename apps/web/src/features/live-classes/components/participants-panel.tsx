import { LIVE_MAX_PUBLISHERS, type LivePanel, type LiveParticipant } from '@bright/contracts';
import {
  Alert,
  Box,
  Chip,
  FormControlLabel,
  List,
  ListItem,
  ListItemText,
  Switch,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
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
        <Box data-testid="live-video">
          <Alert severity="info">{t('liveClass.videoLimit', { count: LIVE_MAX_PUBLISHERS })}</Alert>
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t('liveClass.videoUnavailable')}
          </Typography>
        </Box>
      )}
    </Box>
  );
}
