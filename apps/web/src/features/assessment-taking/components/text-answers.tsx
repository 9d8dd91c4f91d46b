import { Box, MenuItem, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { splitBlanks } from '../lib/blanks';
import type { AnswerInputProps } from './question-types';

/** Short answer (one line) and Long answer (several). */
export function TextAnswer({ question, value, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation();
  const long = question.type === 'LONG_ANSWER';
  return (
    <TextField
      label={t('assessmentTaking.yourAnswer')}
      value={value?.text ?? ''}
      onChange={(event) => onChange({ text: event.target.value })}
      disabled={disabled}
      fullWidth
      multiline={long}
      minRows={long ? 6 : undefined}
      slotProps={{ htmlInput: { maxLength: long ? 20000 : 2000, 'data-testid': 'answer-text' } }}
    />
  );
}

/** Fill in the blank: an input inline in the sentence at each `{{n}}` mark. */
export function BlanksAnswer({ question, value, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation();
  const parts = splitBlanks(question.description);
  const blanks = value?.blanks ?? [];
  const setBlank = (index: number, text: string) => {
    const count = Math.max(blanks.length, index);
    const next = Array.from({ length: count }, (_, i) => blanks[i] ?? '');
    next[index - 1] = text;
    onChange({ blanks: next });
  };
  return (
    <Typography component="div" sx={{ lineHeight: 3, fontSize: '1.1rem' }} data-testid="blanks-sentence">
      {parts.map((part, i) =>
        part.kind === 'text' ? (
          <span key={i}>{part.text}</span>
        ) : (
          <TextField
            key={i}
            size="small"
            value={blanks[part.index - 1] ?? ''}
            onChange={(event) => setBlank(part.index, event.target.value)}
            disabled={disabled}
            sx={{ mx: 0.5, width: { xs: 120, sm: 160 }, verticalAlign: 'middle' }}
            slotProps={{
              htmlInput: {
                'aria-label': t('assessmentTaking.blankN', { n: part.index }),
                maxLength: 500,
                'data-testid': `blank-${part.index}`,
              },
            }}
          />
        ),
      )}
    </Typography>
  );
}

/** Numeric: a number, typed freely ('3.' on the way to '3.5'); saved as a number or as nothing. */
export function NumericAnswer({ value, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(typeof value?.number === 'number' ? String(value.number) : '');
  const invalid = text.trim() !== '' && !Number.isFinite(Number(text.replace(',', '.')));
  return (
    <TextField
      label={t('assessmentTaking.yourNumber')}
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        const parsed = Number(event.target.value.replace(',', '.'));
        const empty = event.target.value.trim() === '';
        onChange({ number: empty || !Number.isFinite(parsed) ? null : parsed });
      }}
      error={invalid}
      helperText={invalid ? t('assessmentTaking.notANumber') : ' '}
      disabled={disabled}
      sx={{ maxWidth: 280 }}
      slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr', 'data-testid': 'answer-number' } }}
    />
  );
}

/** Matching: for each left-hand item, one of the shuffled right-hand sides. */
export function MatchingAnswer({ question, value, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation();
  const pairs = value?.pairs ?? {};
  const choices = question.matchChoices ?? [];
  const setPair = (optionId: string, match: string) => {
    const next = { ...pairs };
    if (match) next[optionId] = match;
    else delete next[optionId];
    onChange({ pairs: next });
  };
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {question.options.map((option, index) => (
        <Box
          key={option.id}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'center',
            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
          }}
        >
          <Typography id={`match-left-${option.id}`} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {option.title || t('assessmentTaking.optionN', { n: index + 1 })}
          </Typography>
          <TextField
            select
            size="small"
            label={t('assessmentTaking.matchWith')}
            value={pairs[option.id] ?? ''}
            onChange={(event) => setPair(option.id, event.target.value)}
            disabled={disabled}
            slotProps={{ htmlInput: { 'data-testid': `match-${option.id}` } }}
          >
            <MenuItem value="">
              <em>{t('assessmentTaking.noMatch')}</em>
            </MenuItem>
            {choices.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {choice}
              </MenuItem>
            ))}
          </TextField>
        </Box>
      ))}
    </Box>
  );
}
