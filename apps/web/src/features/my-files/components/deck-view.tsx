import type { MyFileDetail } from '@bright/contracts';
import { Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { UserText } from '../../../lib/ui/user-text';
import { FlashcardViewer, type ViewerCard } from './flashcard-viewer';

const LETTERS = 'ABCDEF';

/** A quiz card as a flashcard: the question with its lettered options, and the right one behind. */
function quizAsCards(deck: MyFileDetail, answerLabel: string): ViewerCard[] {
  return (deck.quizcards ?? []).map((card) => ({
    front: [card.question, '', ...card.options.map((option, index) => `${LETTERS[index]}. ${option}`)].join('\n'),
    back: `${answerLabel}: ${LETTERS[card.answer]}. ${card.options[card.answer] ?? ''}`,
  }));
}

/** A deck's title and its cards in the viewer (quiz cards too: question in front, answer behind). */
export function DeckView({ deck }: { deck: MyFileDetail }) {
  const { t } = useTranslation();
  const cards = deck.kind === 'QUIZCARD' ? quizAsCards(deck, t('myFiles.viewer.answer')) : (deck.flashcards ?? []);
  return (
    <Stack spacing={2} sx={{ maxWidth: 720, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 800, textAlign: 'center' }} data-testid="deck-title">
        <UserText>{deck.name}</UserText>
      </Typography>
      <FlashcardViewer key={deck.id + deck.updatedAt} cards={cards} />
    </Stack>
  );
}
