import type { NumericAnswer } from '@bright/contracts';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { blankMarks, insertBlank, parseAnswerList, syncBlanks } from '../lib/question-draft';

/** A list of answers typed as "a, b" or one per line; saved parsed, shown as typed. */
export function AnswerListField(props: {
  label: string;
  helper?: string;
  value: string[];
  onChange: (answers: string[]) => void;
  disabled: boolean;
  testId?: string;
}) {
  const [text, setText] = useState(props.value.join(', '));
  return (
    <TextField
      size="small"
      fullWidth
      label={props.label}
      helperText={props.helper}
      value={text}
      disabled={props.disabled}
      onChange={(e) => {
        setText(e.target.value);
        props.onChange(parseAnswerList(e.target.value));
      }}
      slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': props.testId } }}
    />
  );
}

/** Fill in the blank: insert {{n}} marks in the text; accepted answers per blank. */
export function BlanksEditor(props: {
  description: string;
  blanks: string[][];
  onDescription: (text: string) => void;
  onBlanks: (blanks: string[][]) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const marks = blankMarks(props.description);
  const blanks = syncBlanks(props.description, props.blanks);
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="subtitle2">{t('assessments.question.blanksHint')}</Typography>
        <Button
          size="small"
          onClick={() => props.onDescription(insertBlank(props.description))}
          disabled={props.disabled}
        >
          {t('assessments.question.insertBlank')}
        </Button>
      </Stack>
      {marks.map((mark, index) => (
        <AnswerListField
          key={`${mark}-${index}`}
          label={t('assessments.question.blankN', { n: mark })}
          helper={t('assessments.question.acceptedHelp')}
          value={blanks[index] ?? []}
          disabled={props.disabled}
          onChange={(answers) => props.onBlanks(blanks.map((b, i) => (i === index ? answers : b)))}
        />
      ))}
    </Stack>
  );
}

/** Numeric: the value and how far an answer may be from it. */
export function NumericEditor(props: {
  value: NumericAnswer | null | undefined;
  onChange: (value: NumericAnswer) => void;
  disabled: boolean;
}) {
  const { t } = useTranslation();
  const [value, setValue] = useState(props.value ? String(props.value.value) : '');
  const [tolerance, setTolerance] = useState(props.value ? String(props.value.tolerance) : '0');
  const send = (v: string, tol: string) => {
    const number = Number(v);
    const margin = Number(tol || '0');
    if (v.trim() !== '' && Number.isFinite(number) && Number.isFinite(margin) && margin >= 0)
      props.onChange({ value: number, tolerance: margin });
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
      <TextField
        size="small"
        type="number"
        label={t('assessments.question.numericValue')}
        value={value}
        disabled={props.disabled}
        onChange={(e) => {
          setValue(e.target.value);
          send(e.target.value, tolerance);
        }}
        slotProps={{ htmlInput: { step: 'any', 'data-testid': 'numeric-value' } }}
      />
      <TextField
        size="small"
        type="number"
        label={t('assessments.question.numericTolerance')}
        value={tolerance}
        disabled={props.disabled}
        onChange={(e) => {
          setTolerance(e.target.value);
          send(value, e.target.value);
        }}
        slotProps={{ htmlInput: { step: 'any', min: 0 } }}
      />
    </Stack>
  );
}
