import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { QuestionOption, QuestionType } from '@bright/contracts';
import { Box, Button, Checkbox, IconButton, Radio, Stack, TextField, Tooltip, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  type OptionsState,
  addOption,
  moveOption,
  optionLimits,
  patchOption,
  removeOption,
  toggleCorrect,
} from '../lib/question-draft';
import { optionTitle, userTextInput } from '../../../lib/ui/user-text';

interface OptionsProps {
  type: QuestionType;
  state: OptionsState;
  onChange: (state: OptionsState) => void;
  disabled: boolean;
  /** PICTURE_CHOICE: the picture control of one option. */
  picture?: (option: QuestionOption) => ReactNode;
}

function AddOptionButton({ type, state, onChange, disabled, labelKey }: OptionsProps & { labelKey: string }) {
  const { t } = useTranslation();
  const { max } = optionLimits(type);
  if (type === 'TRUE_OR_FALSE') return null;
  return (
    <Button
      size="small"
      startIcon={<AddIcon />}
      onClick={() => onChange(addOption(type, state))}
      disabled={disabled || state.options.length >= max}
      sx={{ alignSelf: 'flex-start' }}
      data-testid="add-option"
    >
      {t(labelKey)}
    </Button>
  );
}

function RemoveButton({ type, state, onChange, disabled, id, label }: OptionsProps & { id: string; label: string }) {
  const { t } = useTranslation();
  if (type === 'TRUE_OR_FALSE') return null;
  return (
    <Tooltip title={t('assessments.question.removeOption')}>
      <span>
        <IconButton
          aria-label={`${t('assessments.question.removeOption')}: ${label}`}
          onClick={() => onChange(removeOption(type, state, id))}
          disabled={disabled || state.options.length <= optionLimits(type).min}
          size="small"
        >
          <DeleteOutlineIcon fontSize="small" />
        </IconButton>
      </span>
    </Tooltip>
  );
}

/** MCQ, True/False, Multiple select and Picture choice: options with the correct one(s) marked. */
export function ChoiceOptions(props: OptionsProps) {
  const { t } = useTranslation();
  const { type, state, onChange, disabled } = props;
  const multiple = type === 'MULTIPLE_SELECT';
  const Mark = multiple ? Checkbox : Radio;
  return (
    <Stack spacing={1} role={multiple ? 'group' : 'radiogroup'} aria-label={t('assessments.question.options')}>
      <Typography variant="subtitle2">
        {t(multiple ? 'assessments.question.markCorrectMany' : 'assessments.question.markCorrectOne')}
      </Typography>
      {state.options.map((option, index) => {
        const label = option.title || t('assessments.question.optionN', { n: index + 1 });
        return (
          <Stack key={option.id} direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="option-row">
            <Mark
              checked={state.correctOptions.includes(option.id)}
              onChange={() =>
                onChange({ ...state, correctOptions: toggleCorrect(type, state.correctOptions, option.id) })
              }
              disabled={disabled}
              slotProps={{
                input: {
                  'aria-label': t('assessments.question.correctAria', { option: label }),
                  'data-testid': 'option-correct',
                } as object,
              }}
            />
            <TextField
              size="small"
              fullWidth
              label={t('assessments.question.optionN', { n: index + 1 })}
              value={optionTitle(type, option.title, t)}
              onChange={(e) => onChange(patchOption(type, state, option.id, { title: e.target.value }))}
              disabled={disabled || type === 'TRUE_OR_FALSE'}
              slotProps={{ htmlInput: { ...userTextInput, maxLength: 2000, 'data-testid': 'option-title' } }}
            />
            {props.picture?.(option)}
            <RemoveButton {...props} id={option.id} label={label} />
          </Stack>
        );
      })}
      <AddOptionButton {...props} labelKey="assessments.question.addOption" />
    </Stack>
  );
}

/** Matching: pairs of a left side (the option's title) and its right side (match). */
export function MatchingPairs(props: OptionsProps) {
  const { t } = useTranslation();
  const { type, state, onChange, disabled } = props;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('assessments.question.pairs')}</Typography>
      {state.options.map((option, index) => (
        <Stack
          key={option.id}
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <TextField
            size="small"
            fullWidth
            label={t('assessments.question.pairLeft', { n: index + 1 })}
            value={option.title}
            onChange={(e) => onChange(patchOption(type, state, option.id, { title: e.target.value }))}
            disabled={disabled}
            slotProps={{ htmlInput: { ...userTextInput, maxLength: 2000 } }}
          />
          <TextField
            size="small"
            fullWidth
            label={t('assessments.question.pairRight', { n: index + 1 })}
            value={option.match ?? ''}
            onChange={(e) => onChange(patchOption(type, state, option.id, { match: e.target.value }))}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <Box sx={{ alignSelf: { xs: 'flex-end', sm: 'center' } }}>
            <RemoveButton {...props} id={option.id} label={option.title} />
          </Box>
        </Stack>
      ))}
      <AddOptionButton {...props} labelKey="assessments.question.addPair" />
    </Stack>
  );
}

/** Ordering: the items in their correct order; students get them shuffled. */
export function OrderingItems(props: OptionsProps) {
  const { t } = useTranslation();
  const { type, state, onChange, disabled } = props;
  const last = state.options.length - 1;
  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2">{t('assessments.question.orderHint')}</Typography>
      {state.options.map((option, index) => (
        <Stack key={option.id} direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography sx={{ width: 24, textAlign: 'center', fontWeight: 700 }}>{index + 1}</Typography>
          <TextField
            size="small"
            fullWidth
            label={t('assessments.question.itemN', { n: index + 1 })}
            value={option.title}
            onChange={(e) => onChange(patchOption(type, state, option.id, { title: e.target.value }))}
            disabled={disabled}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          <IconButton
            size="small"
            aria-label={t('assessments.question.moveUp')}
            disabled={disabled || index === 0}
            onClick={() => onChange(moveOption(type, state, index, index - 1))}
          >
            <ArrowUpwardIcon fontSize="small" />
          </IconButton>
          <IconButton
            size="small"
            aria-label={t('assessments.question.moveDown')}
            disabled={disabled || index === last}
            onClick={() => onChange(moveOption(type, state, index, index + 1))}
          >
            <ArrowDownwardIcon fontSize="small" />
          </IconButton>
          <RemoveButton {...props} id={option.id} label={option.title} />
        </Stack>
      ))}
      <AddOptionButton {...props} labelKey="assessments.question.addItem" />
    </Stack>
  );
}
