import { type FlashcardsResult, type GeneratedFlashcard, UI_LANGUAGES } from '@bright/contracts';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  MenuItem,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAiCapabilities } from '../api/bright-ai';
import { useGenerateFlashcards, useSaveDeck } from '../api/bright-tools';
import { EngineChip } from './engine-chip';

const COUNTS = [5, 10, 15, 20, 30];

/** Flashcards from a text (or a topic with a model), editable, then saved as a deck in My Files. */
export function FlashcardsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const caps = useAiCapabilities().data;
  const generate = useGenerateFlashcards();
  const save = useSaveDeck();
  const [source, setSource] = useState<'text' | 'topic'>('text');
  const [text, setText] = useState('');
  const [count, setCount] = useState(10);
  const [language, setLanguage] = useState(UI_LANGUAGES.some((l) => l.code === i18n.language) ? i18n.language : 'en');
  const [result, setResult] = useState<FlashcardsResult | null>(null);
  const [name, setName] = useState('');
  const run = () => {
    save.reset();
    generate.mutate(
      { ...(source === 'text' ? { text } : { topic: text }), count, language },
      {
        onSuccess: (data) => {
          setResult(data);
          setName(data.title.slice(0, 60));
        },
      },
    );
  };
  const edit = (index: number, card: GeneratedFlashcard) =>
    result && setResult({ ...result, cards: result.cards.map((item, i) => (i === index ? card : item)) });
  const cost = caps?.costPerRun ?? 0;
  const left = caps?.creditsLeft;
  const label = [
    t('brightAiTools.generate'),
    t('brightAiTools.credits', { count: cost }),
    left === null || left === undefined ? null : t('brightAiTools.left', { count: left }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="flashcards-title">
      <DialogTitle id="flashcards-title">{t('brightAiHub.flashcards.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {caps && <EngineChip engine={caps.engine} label={caps.label} />}
          <ToggleButtonGroup exclusive size="small" value={source} onChange={(_, value) => value && setSource(value)}>
            <ToggleButton value="text">{t('brightAiTools.fromText')}</ToggleButton>
            <ToggleButton value="topic" disabled={caps ? !caps.canUseTopic : false}>
              {t('brightAiTools.fromTopic')}
            </ToggleButton>
          </ToggleButtonGroup>
          {caps && !caps.canUseTopic && (
            <Typography variant="caption">{t('brightAiHub.flashcards.builtinNote')}</Typography>
          )}
          <TextField
            label={source === 'text' ? t('brightAiTools.text') : t('brightAiTools.topic')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline={source === 'text'}
            minRows={source === 'text' ? 5 : undefined}
            slotProps={{ htmlInput: { dir: 'auto', 'data-testid': 'flashcards-source' } }}
          />
          <Stack direction="row" sx={{ gap: 2, flexWrap: 'wrap' }}>
            <TextField
              select
              size="small"
              sx={{ minWidth: 120 }}
              label={t('brightAiHub.flashcards.count')}
              value={count}
              onChange={(event) => setCount(Number(event.target.value))}
            >
              {COUNTS.map((value) => (
                <MenuItem key={value} value={value}>
                  {value}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              size="small"
              sx={{ minWidth: 140 }}
              label={t('brightAiTools.language')}
              value={language}
              onChange={(event) => setLanguage(event.target.value)}
            >
              {UI_LANGUAGES.map((item) => (
                <MenuItem key={item.code} value={item.code}>
                  {item.name}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {generate.isError && <Alert severity="error">{generate.error.message}</Alert>}
          {result && (
            <Stack spacing={1.5} data-testid="flashcards-result">
              <EngineChip engine={result.engine} label={result.label} />
              {result.cards.map((card, index) => (
                <CardEditor key={index} card={card} index={index} onChange={(next) => edit(index, next)} />
              ))}
              <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
                <TextField
                  size="small"
                  label={t('brightAiHub.flashcards.deckName')}
                  value={name}
                  onChange={(event) => setName(event.target.value)}
                  slotProps={{ htmlInput: { dir: 'auto', maxLength: 200, 'data-testid': 'deck-name' } }}
                  sx={{ flex: 1 }}
                />
                <Button
                  variant="outlined"
                  disabled={
                    save.isPending ||
                    !name.trim() ||
                    result.cards.some((card) => !card.front.trim() || !card.back.trim())
                  }
                  onClick={() => save.mutate({ name, cards: result.cards.map(({ front, back }) => ({ front, back })) })}
                  data-testid="save-deck"
                >
                  {t('brightAiHub.flashcards.save')}
                </Button>
              </Stack>
              {save.isError && <Alert severity="error">{save.error.message}</Alert>}
              {save.data && (
                <Alert severity="success" data-testid="deck-saved">
                  {t('brightAiHub.flashcards.saved')}{' '}
                  <Link component={RouterLink} to={`/flashcards/${save.data.id}`}>
                    {t('brightAiHub.flashcards.open')}
                  </Link>
                </Alert>
              )}
            </Stack>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('brightAiTools.close')}</Button>
        <Button
          variant="contained"
          color="secondary"
          onClick={run}
          disabled={generate.isPending || !text.trim()}
          data-testid="flashcards-run"
        >
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function CardEditor(props: { card: GeneratedFlashcard; index: number; onChange: (card: GeneratedFlashcard) => void }) {
  const { t } = useTranslation();
  const { card } = props;
  return (
    <Card variant="outlined" data-testid="flashcard">
      <CardContent>
        <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 2fr' } }}>
          <TextField
            size="small"
            label={t('brightAiHub.flashcards.front')}
            value={card.front}
            onChange={(event) => props.onChange({ ...card, front: event.target.value })}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: 1000, 'data-testid': `card-front-${props.index}` } }}
          />
          <TextField
            size="small"
            multiline
            label={t('brightAiHub.flashcards.back')}
            value={card.back}
            onChange={(event) => props.onChange({ ...card, back: event.target.value })}
            slotProps={{ htmlInput: { dir: 'auto', maxLength: 1000 } }}
          />
        </Box>
        <Chip
          size="small"
          variant="outlined"
          sx={{ mt: 1 }}
          label={t(`brightAiHub.flashcards.source.${card.source}`)}
          data-testid="card-source"
        />
      </CardContent>
    </Card>
  );
}
