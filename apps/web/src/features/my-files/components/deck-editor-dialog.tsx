import AddIcon from '@mui/icons-material/Add';
import {
  type Flashcard,
  FlashcardList,
  MY_FILES_LIMITS,
  MyFileName,
  type MyFileDetail,
  type QuizCard,
  QuizCardList,
  codeMessage,
} from '@bright/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ShownError, errorText, shownError } from '../../../lib/error-text';
import { type DeckInput, useSaveDeck } from '../api/my-files';
import { FlashcardRows } from './flashcard-rows';
import { QuizRows } from './quiz-rows';

export type DeckKind = 'FLASHCARD' | 'QUIZCARD';

const blankFlashcard = (): Flashcard => ({ front: '', back: '' });
const blankQuizCard = (): QuizCard => ({ question: '', options: ['', ''], answer: 0 });

/** The first problem the contract finds, with its catalogue code so it shows translated. */
function firstProblem(input: DeckInput): ShownError | null {
  const name = MyFileName.safeParse(input.name);
  const cards = (input.kind === 'FLASHCARD' ? FlashcardList : QuizCardList).safeParse(input.cards);
  const issue =
    (!name.success ? name.error.issues[0] : undefined) ?? (!cards.success ? cards.error.issues[0] : undefined);
  return issue ? (codeMessage(issue.message) ?? { message: issue.message }) : null;
}

/** Making or editing a flashcard deck or a quiz-card set: its name and its cards. */
export function DeckEditorDialog(props: {
  kind: DeckKind;
  existing: MyFileDetail | null;
  folderId?: string | undefined;
  onClose: () => void;
  onSaved?: (saved: MyFileDetail) => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const save = useSaveDeck(props.existing);
  const [name, setName] = useState(props.existing?.name ?? '');
  const [flashcards, setFlashcards] = useState<Flashcard[]>(props.existing?.flashcards ?? [blankFlashcard()]);
  const [quizcards, setQuizcards] = useState<QuizCard[]>(props.existing?.quizcards ?? [blankQuizCard()]);
  const [problem, setProblem] = useState<ShownError | null>(null);
  const isFlash = props.kind === 'FLASHCARD';
  const count = isFlash ? flashcards.length : quizcards.length;
  const input: DeckInput = isFlash
    ? { kind: 'FLASHCARD', name, cards: flashcards, folderId: props.folderId }
    : { kind: 'QUIZCARD', name, cards: quizcards, folderId: props.folderId };
  const submit = () => {
    const found = firstProblem(input);
    setProblem(found);
    if (found) return;
    save.mutate(input, {
      onSuccess: (saved) => {
        props.onSaved?.(saved);
        props.onClose();
      },
    });
  };
  const addCard = () =>
    isFlash ? setFlashcards([...flashcards, blankFlashcard()]) : setQuizcards([...quizcards, blankQuizCard()]);
  const shown = problem ?? (save.error ? shownError(save.error) : null);
  const prefix = isFlash ? 'myFiles.deck' : 'myFiles.quiz';
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t(props.existing ? `${prefix}.editTitle` : `${prefix}.newTitle`)}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={2}>
          <TextField
            autoFocus
            label={t('myFiles.deck.name')}
            value={name}
            onChange={(event) => setName(event.target.value)}
            slotProps={{ htmlInput: { maxLength: MY_FILES_LIMITS.nameMax, dir: 'auto', 'data-testid': 'deck-name' } }}
          />
          {isFlash ? (
            <FlashcardRows cards={flashcards} onChange={setFlashcards} />
          ) : (
            <QuizRows cards={quizcards} onChange={setQuizcards} />
          )}
          <Button
            startIcon={<AddIcon />}
            onClick={addCard}
            disabled={count >= MY_FILES_LIMITS.cardsMax}
            sx={{ alignSelf: 'flex-start' }}
            data-testid="deck-add-card"
          >
            {t('myFiles.deck.addCard')}
          </Button>
          {shown && (
            <Alert severity="error" data-testid="deck-error">
              {errorText(t, shown)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button onClick={props.onClose}>{t('myFiles.cancel')}</Button>
        <Button variant="contained" onClick={submit} disabled={save.isPending} data-testid="deck-save">
          {t('myFiles.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
