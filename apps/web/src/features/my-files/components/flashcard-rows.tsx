import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { MY_FILES_LIMITS, type Flashcard } from '@bright/contracts';
import { IconButton, Paper, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The cards of a flashcard deck being edited: a front and a back each, in any script. */
export function FlashcardRows({ cards, onChange }: { cards: Flashcard[]; onChange: (cards: Flashcard[]) => void }) {
  const { t } = useTranslation();
  const set = (index: number, side: keyof Flashcard, value: string) =>
    onChange(cards.map((card, at) => (at === index ? { ...card, [side]: value } : card)));
  return (
    <Stack spacing={1.5} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {cards.map((card, index) => (
        <Paper key={index} component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="deck-card">
          <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
            <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
              {t('myFiles.deck.cardNumber', { number: index + 1 })}
            </Typography>
            <IconButton
              size="small"
              disabled={cards.length === 1}
              onClick={() => onChange(cards.filter((_, at) => at !== index))}
              aria-label={t('myFiles.deck.removeCard', { number: index + 1 })}
            >
              <DeleteOutlineIcon fontSize="small" />
            </IconButton>
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {(['front', 'back'] as const).map((side) => (
              <TextField
                key={side}
                fullWidth
                multiline
                minRows={2}
                size="small"
                label={t(`myFiles.deck.${side}`)}
                value={card[side]}
                onChange={(event) => set(index, side, event.target.value)}
                slotProps={{
                  htmlInput: {
                    maxLength: MY_FILES_LIMITS.sideMax,
                    dir: 'auto',
                    'data-testid': `card-${side}-${index}`,
                  },
                }}
              />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
