import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import {
  Alert,
  Button,
  List,
  ListItem,
  ListItemButton,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
  useTheme,
} from '@mui/material';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRouteParams } from '../../../lib/route-params';
import { QueryState } from '../../../lib/ui/query-state';
import { UserText } from '../../../lib/ui/user-text';
import { useMyFile, useMyFiles } from '../api/my-files';
import { DeckView } from '../components/deck-view';

/** One deck by id: loading, not found (another's or deleted), or the viewer. */
function DeckById({ fileId }: { fileId: string }) {
  const { t } = useTranslation();
  const deck = useMyFile(fileId);
  if (deck.isPending) return <Skeleton variant="rounded" height={320} aria-busy="true" />;
  if (!deck.data || deck.data.kind === 'FILE' || deck.data.kind === 'LESSON')
    return (
      <Alert severity="error" data-testid="deck-missing">
        {t('myFiles.viewer.missing')}
      </Alert>
    );
  return <DeckView deck={deck.data} />;
}

/** /flashcards/:fileId: a signed-in teacher's deck, opened from My Files. */
export function FlashcardViewerPage() {
  const { t } = useTranslation();
  const rtl = useTheme().direction === 'rtl';
  const { fileId = '' } = useRouteParams<'fileId'>('/flashcards/:fileId');
  return (
    <Stack spacing={2}>
      <Button
        component={RouterLink}
        to="/dashboard/my-files"
        startIcon={<ArrowBackIcon sx={rtl ? { transform: 'scaleX(-1)' } : undefined} />}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('myFiles.viewer.backToFiles')}
      </Button>
      <DeckById fileId={fileId} />
    </Stack>
  );
}

/** The caller's decks and quiz cards, from every folder, to pick one. */
function DeckPicker() {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const decks = useMyFiles({ all: true, sort: 'NAME' });
  const cards = decks.data?.filter((item) => item.kind === 'FLASHCARD' || item.kind === 'QUIZCARD');
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800 }}>
        {t('myFiles.viewer.pickTitle')}
      </Typography>
      <QueryState
        query={{ ...decks, data: cards }}
        errorText={t('myFiles.loadFailed')}
        empty={t('myFiles.viewer.noDecks')}
      >
        {(items) => (
          <List data-testid="deck-picker">
            {items.map((item) => (
              // Each button sits in its own <li>: a <ul> may hold list items only.
              <ListItem key={item.id} disablePadding divider>
                <ListItemButton
                  onClick={() =>
                    setParams((params) => {
                      params.set('fileId', item.id);
                      return params;
                    })
                  }
                >
                  <ListItemText
                    primary={<UserText>{item.name}</UserText>}
                    secondary={t('myFiles.cardCount', { count: item.cardCount })}
                  />
                </ListItemButton>
              </ListItem>
            ))}
          </List>
        )}
      </QueryState>
    </Stack>
  );
}

/** /webview/flashcard-viewer?token=…&fileId=… (after the token sign-in): the deck, or a list to pick one. */
export function FlashcardViewerEntry() {
  const [params] = useSearchParams();
  const fileId = params.get('fileId');
  return fileId ? <DeckById fileId={fileId} /> : <DeckPicker />;
}
