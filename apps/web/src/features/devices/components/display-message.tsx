import type { DeliveredMessage, DisplayState } from '@bright/contracts';
import { Alert } from '@mui/material';
import { useTranslation } from 'react-i18next';

/**
 * What the display says about a message from its owner. A live class or a live quiz is not built on
 * this display yet: it says so, rather than pretending.
 */
export function DisplayMessageNote(props: { state: DisplayState | null; message: DeliveredMessage | null }) {
  const { t } = useTranslation();
  if (props.state?.view === 'LIVE_CLASS')
    return (
      <Alert severity="info" data-testid="display-note">
        {t('devices.liveClassNotYet')}
      </Alert>
    );
  const message = props.message;
  if (!message) return null;
  const kind = t(`devices.messageType.${message.type}`);
  const notYet = [
    'EXPORT_LIVE_QUIZ_PDF',
    'CLOSE_LIVE_QUIZ',
    'CLOSE_WHITEBOARD_CHAT',
    'CLOSE_WHITEBOARD_CHAT_WITH_MESSAGE',
    'OPEN_BRIGHT_APP',
    'COPY_TO_LESSON',
  ];
  return (
    <Alert severity="info" data-testid="display-note">
      {kind}
      {message.message && (
        <>
          {': '}
          <bdi dir="auto">{message.message}</bdi>
        </>
      )}
      {notYet.includes(message.type) ? ` — ${t('devices.notOnDisplayYet')}` : ''}
    </Alert>
  );
}
