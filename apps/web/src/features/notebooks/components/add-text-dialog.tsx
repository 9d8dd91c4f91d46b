import { UI_LANGUAGES } from '@bright/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, shownError } from '../../../lib/error-text';
import { useNotebookActions } from '../api/notebooks';

/** A pasted text, or a pasted .vtt/.srt transcript, with its title and language. */
export function AddTextDialog({ notebookId, onClose }: { notebookId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const actions = useNotebookActions();
  const [title, setTitle] = useState('');
  const [text, setText] = useState('');
  const [kind, setKind] = useState<'user' | 'YOUTUBE_TRANSCRIPT'>('user');
  const [language, setLanguage] = useState(i18n.language);
  const [failure, setFailure] = useState<string | null>(null);
  async function save() {
    setFailure(null);
    try {
      await actions.addText.mutateAsync({ notebookId, title: title.trim(), text, kind, language: language as 'en' });
      onClose();
    } catch (error) {
      setFailure(errorText(t, shownError(error)));
    }
  }
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="add-text-title">
      <DialogTitle id="add-text-title">{t('notebooks.addText')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <RadioGroup
            row
            value={kind}
            onChange={(event) => setKind(event.target.value as typeof kind)}
            aria-label={t('notebooks.kindLabel')}
          >
            <FormControlLabel value="user" control={<Radio />} label={t('notebooks.kinds.user')} />
            <FormControlLabel value="YOUTUBE_TRANSCRIPT" control={<Radio />} label={t('notebooks.pastedTranscript')} />
          </RadioGroup>
          <TextField
            label={t('notebooks.sourceTitle')}
            value={title}
            onChange={(event) => setTitle(event.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 200, dir: 'auto', 'data-testid': 'source-title' } }}
          />
          <TextField
            label={kind === 'user' ? t('notebooks.text') : t('notebooks.transcriptText')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={6}
            maxRows={14}
            required
            slotProps={{ htmlInput: { dir: 'auto', 'data-testid': 'source-text' } }}
          />
          <TextField
            select
            label={t('notebooks.language')}
            value={language}
            onChange={(event) => setLanguage(event.target.value)}
          >
            {UI_LANGUAGES.map((each) => (
              <MenuItem key={each.code} value={each.code}>
                {each.name}
              </MenuItem>
            ))}
          </TextField>
          {failure && <Alert severity="error">{failure}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('notebooks.cancel')}</Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={!title.trim() || !text.trim() || actions.addText.isPending}
          data-testid="save-source"
        >
          {t('notebooks.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
