import AddIcon from '@mui/icons-material/Add';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { MY_FILES_LIMITS, type QuizCard } from '@bright/contracts';
import { Button, IconButton, Paper, Radio, Stack, TextField, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The cards of a quiz-card set being edited: a question, 2 to 6 options, the right one chosen. */
export function QuizRows({ cards, onChange }: { cards: QuizCard[]; onChange: (cards: QuizCard[]) => void }) {
  const { t } = useTranslation();
  const change = (index: number, next: QuizCard) => onChange(cards.map((card, at) => (at === index ? next : card)));
  return (
    <Stack spacing={1.5} component="ol" sx={{ m: 0, p: 0, listStyle: 'none' }}>
      {cards.map((card, index) => {
        const number = index + 1;
        const setOption = (at: number, value: string) =>
          change(index, { ...card, options: card.options.map((option, i) => (i === at ? value : option)) });
        const removeOption = (at: number) =>
          change(index, {
            ...card,
            options: card.options.filter((_, i) => i !== at),
            answer: card.answer === at ? 0 : card.answer > at ? card.answer - 1 : card.answer,
          });
        return (
          <Paper key={index} component="li" variant="outlined" sx={{ p: 1.5 }} data-testid="quiz-card">
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                {t('myFiles.deck.cardNumber', { number })}
              </Typography>
              <IconButton
                size="small"
                disabled={cards.length === 1}
                onClick={() => onChange(cards.filter((_, at) => at !== index))}
                aria-label={t('myFiles.deck.removeCard', { number })}
              >
                <DeleteOutlineIcon fontSize="small" />
              </IconButton>
            </Stack>
            <TextField
              fullWidth
              multiline
              size="small"
              label={t('myFiles.quiz.question')}
              value={card.question}
              onChange={(event) => change(index, { ...card, question: event.target.value })}
              slotProps={{
                htmlInput: { maxLength: MY_FILES_LIMITS.sideMax, dir: 'auto', 'data-testid': `quiz-question-${index}` },
              }}
            />
            <Stack spacing={0.5} sx={{ mt: 1 }} role="radiogroup" aria-label={t('myFiles.quiz.answerOf', { number })}>
              {card.options.map((option, at) => (
                <Stack key={at} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
                  <Radio
                    checked={card.answer === at}
                    onChange={() => change(index, { ...card, answer: at })}
                    slotProps={{ input: { 'aria-label': t('myFiles.quiz.markCorrect', { number: at + 1 }) } }}
                  />
                  <TextField
                    fullWidth
                    size="small"
                    label={t('myFiles.quiz.option', { number: at + 1 })}
                    value={option}
                    onChange={(event) => setOption(at, event.target.value)}
                    slotProps={{
                      htmlInput: {
                        maxLength: MY_FILES_LIMITS.sideMax,
                        dir: 'auto',
                        'data-testid': `quiz-option-${index}-${at}`,
                      },
                    }}
                  />
                  <IconButton
                    size="small"
                    disabled={card.options.length <= MY_FILES_LIMITS.optionsMin}
                    onClick={() => removeOption(at)}
                    aria-label={t('myFiles.quiz.removeOption', { number: at + 1 })}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </Stack>
              ))}
            </Stack>
            <Button
              size="small"
              startIcon={<AddIcon />}
              disabled={card.options.length >= MY_FILES_LIMITS.optionsMax}
              onClick={() => change(index, { ...card, options: [...card.options, ''] })}
            >
              {t('myFiles.quiz.addOption')}
            </Button>
          </Paper>
        );
      })}
    </Stack>
  );
}
