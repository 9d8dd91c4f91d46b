import FiberManualRecordIcon from '@mui/icons-material/FiberManualRecord';
import StopIcon from '@mui/icons-material/Stop';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  List,
  ListItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import type { AiNote } from '@bright/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, shownError } from '../../../lib/error-text';
import { userTextBlock, userTextInput } from '../../../lib/ui/user-text';
import { type RecorderChunk, formatTimer, useChunkRecorder } from '../hooks/use-chunk-recorder';
import { defaultLanguage, sortedLanguages } from './language-names';

const CHUNK_COLOUR: Record<RecorderChunk['state'], 'default' | 'success' | 'warning' | 'error' | 'info'> = {
  UPLOADING: 'info',
  TRANSCRIBED: 'success',
  WAITING_FOR_MODEL: 'warning',
  FAILED: 'error',
  ERROR: 'error',
};

/** The recorder: language, optional title, record and stop, the mm:ss timer and each chunk as it lands. */
export function RecorderCard(props: { lessonId?: string; classId?: string; onSaved: (note: AiNote) => void }) {
  const { t, i18n } = useTranslation();
  const languages = useMemo(() => sortedLanguages(i18n.language), [i18n.language]);
  const [language, setLanguage] = useState(() => defaultLanguage(i18n.language));
  const [title, setTitle] = useState('');
  const recorder = useChunkRecorder({ failureMessage: t('aiNotes.uploadFailed'), onSaved: props.onSaved });
  const busy = recorder.phase !== 'idle';
  const problem = recorder.error
    ? recorder.error instanceof DOMException
      ? t('aiNotes.micDenied')
      : errorText(t, shownError(recorder.error))
    : null;

  const start = () =>
    void recorder.start({
      language: language as never,
      ...(title.trim() ? { title: title.trim() } : {}),
      ...(props.lessonId ? { lessonId: props.lessonId } : {}),
      ...(props.classId ? { classId: props.classId } : {}),
    });

  return (
    <Card variant="outlined" data-testid="ai-notes-recorder">
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {t('aiNotes.recorder.title')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              select
              label={t('aiNotes.recorder.language')}
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
              disabled={busy}
              size="small"
              sx={{ minWidth: 200 }}
              slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'ai-notes-language' } }}
            >
              {languages.map((option) => (
                <option key={option.code} value={option.code}>
                  {option.name}
                </option>
              ))}
            </TextField>
            <TextField
              label={t('aiNotes.recorder.noteTitle')}
              value={title}
              onChange={(event) => setTitle(event.target.value)}
              disabled={busy}
              size="small"
              sx={{ flexGrow: 1 }}
              slotProps={{ htmlInput: { ...userTextInput, maxLength: 200, 'data-testid': 'ai-notes-title' } }}
            />
          </Stack>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
            {recorder.phase === 'recording' ? (
              <Button
                variant="contained"
                color="error"
                startIcon={<StopIcon />}
                onClick={() => void recorder.stop()}
                data-testid="ai-notes-stop"
              >
                {t('aiNotes.recorder.stop')}
              </Button>
            ) : (
              <Button
                variant="contained"
                startIcon={<FiberManualRecordIcon />}
                onClick={start}
                disabled={busy}
                data-testid="ai-notes-record"
              >
                {recorder.phase === 'saving' ? t('aiNotes.recorder.saving') : t('aiNotes.recorder.record')}
              </Button>
            )}
            <Typography
              component="time"
              role="timer"
              aria-label={t('aiNotes.recorder.elapsed')}
              sx={{ fontVariantNumeric: 'tabular-nums', fontSize: '1.5rem', fontWeight: 700 }}
              data-testid="ai-notes-timer"
              dir="ltr"
            >
              {formatTimer(recorder.elapsed)}
            </Typography>
          </Stack>
          {problem && <Alert severity="error">{problem}</Alert>}
          {recorder.chunks.length > 0 && (
            <Box aria-live="polite">
              <Typography variant="subtitle2" component="h3">
                {t('aiNotes.recorder.chunks')}
              </Typography>
              <List dense data-testid="ai-notes-chunks">
                {recorder.chunks.map((chunk) => (
                  <ListItem
                    key={chunk.index}
                    disableGutters
                    data-testid="ai-notes-chunk"
                    data-state={chunk.state}
                    sx={{ gap: 1, alignItems: 'flex-start' }}
                  >
                    <Chip
                      size="small"
                      color={CHUNK_COLOUR[chunk.state]}
                      label={t(`aiNotes.chunkState.${chunk.state}`)}
                    />
                    <Typography variant="body2" {...userTextBlock}>
                      {chunk.text ??
                        (chunk.state === 'WAITING_FOR_MODEL' ? t('aiNotes.waitingForModel') : (chunk.note ?? ''))}
                    </Typography>
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
