import {
  Box,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Skeleton,
  Typography,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useAuthedFile } from '../../../lib/authed-file';
import type { AnswerInputProps, TakingOption } from './question-types';
import { optionTitle, userTextBlock } from '../../../lib/ui/user-text';

function OptionPicture({ url, alt }: { url: string; alt: string }) {
  const file = useAuthedFile(url);
  if (!file.data) return <Skeleton variant="rounded" width={160} height={110} />;
  return (
    <Box
      component="img"
      src={file.data}
      alt={alt}
      sx={{ display: 'block', maxWidth: '100%', width: 200, maxHeight: 150, objectFit: 'contain', borderRadius: 1 }}
    />
  );
}

function OptionLabel({ option, index, questionType }: { option: TakingOption; index: number; questionType: string }) {
  const { t } = useTranslation();
  const name = option.title || t('assessmentTaking.optionN', { n: index + 1 });
  return (
    <Box sx={{ py: 0.5 }}>
      {option.image && <OptionPicture url={option.image} alt={name} />}
      {option.title && (
        <Typography {...userTextBlock} sx={{ overflowWrap: 'anywhere' }}>
          {optionTitle(questionType, option.title, t)}
        </Typography>
      )}
    </Box>
  );
}

const cardSx = (checked: boolean) => ({
  px: 1.5,
  py: 0.5,
  borderColor: checked ? 'primary.main' : 'divider',
  borderWidth: checked ? 2 : 1,
  bgcolor: checked ? 'action.selected' : 'background.paper',
});

/** MCQ, True/False and Picture choice: one option, as radio cards (arrow keys move between them). */
export function SingleChoiceAnswer({ question, value, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation();
  const selected = value?.selected?.[0] ?? '';
  const picture = question.type === 'PICTURE_CHOICE';
  return (
    <FormControl component="fieldset" fullWidth disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('assessmentTaking.chooseOne')}
      </FormLabel>
      <RadioGroup
        value={selected}
        onChange={(event) => onChange({ selected: [event.target.value] })}
        sx={{ display: 'grid', gap: 1, gridTemplateColumns: picture ? 'repeat(auto-fill, minmax(200px, 1fr))' : '1fr' }}
      >
        {question.options.map((option, index) => (
          <Paper key={option.id} variant="outlined" sx={cardSx(selected === option.id)}>
            <FormControlLabel
              value={option.id}
              control={<Radio />}
              label={<OptionLabel option={option} index={index} questionType={question.type} />}
              sx={{ width: '100%', m: 0 }}
              data-testid={`option-${option.id}`}
            />
          </Paper>
        ))}
      </RadioGroup>
    </FormControl>
  );
}

/** Multiple select: any number of options, as checkbox cards. */
export function MultipleSelectAnswer({ question, value, onChange, disabled }: AnswerInputProps) {
  const { t } = useTranslation();
  const selected = value?.selected ?? [];
  const toggle = (id: string, on: boolean) => {
    const next = on ? [...selected.filter((s) => s !== id), id] : selected.filter((s) => s !== id);
    // Kept in the options' order, so the same choice is always the same answer.
    onChange({ selected: question.options.map((o) => o.id).filter((o) => next.includes(o)) });
  };
  return (
    <FormControl component="fieldset" fullWidth disabled={disabled}>
      <FormLabel component="legend" sx={{ mb: 1 }}>
        {t('assessmentTaking.chooseAll')}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gap: 1 }}>
        {question.options.map((option, index) => {
          const checked = selected.includes(option.id);
          return (
            <Paper key={option.id} variant="outlined" sx={cardSx(checked)}>
              <FormControlLabel
                control={<Checkbox checked={checked} onChange={(event) => toggle(option.id, event.target.checked)} />}
                label={<OptionLabel option={option} index={index} questionType={question.type} />}
                sx={{ width: '100%', m: 0 }}
                data-testid={`option-${option.id}`}
              />
            </Paper>
          );
        })}
      </FormGroup>
    </FormControl>
  );
}
