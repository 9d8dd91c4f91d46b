import {
  AI_QUESTION_TYPES,
  type AiQuestionType,
  BLOOM_LEVELS,
  type BloomLevel,
  DIFFICULTY_LEVELS,
  type DifficultyLevel,
  type GeneratedGroup,
  MAX_QUESTIONS,
  UI_LANGUAGES,
} from '@bright/contracts';
import {
  Alert,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAiCapabilities, useGenerateQuestions } from '../api/bright-ai';
import { countDisabled, toggleLevel } from '../bloom-rule';
import { AddToAssessment } from './add-to-assessment';
import { EngineChip } from './engine-chip';
import { GeneratedList } from './generated-list';

/** The AI question generator (SPEC §2, §3, §5): source, options, cost on the button, editable results. */
export function QuestionGeneratorDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const capabilities = useAiCapabilities();
  const generate = useGenerateQuestions();
  const [source, setSource] = useState<'text' | 'topic'>('text');
  const [text, setText] = useState('');
  const [type, setType] = useState<AiQuestionType>('MCQ');
  const [difficulty, setDifficulty] = useState<DifficultyLevel>('MEDIUM');
  const [levels, setLevels] = useState<BloomLevel[]>(['REMEMBER']);
  const [count, setCount] = useState(3);
  const [language, setLanguage] = useState(UI_LANGUAGES.some((l) => l.code === i18n.language) ? i18n.language : 'en');
  const [group, setGroup] = useState<GeneratedGroup | null>(null);
  const caps = capabilities.data;
  const allowed = caps?.bloomLevels ?? BLOOM_LEVELS;
  const cost = caps?.costPerRun ?? 0;
  const left = caps?.creditsLeft;

  const pick = (level: BloomLevel) => {
    const next = toggleLevel(levels, level, count);
    if (next.levels.length === 0) return;
    setLevels(next.levels);
    setCount(next.count);
  };
  const run = () =>
    generate.mutate(
      {
        ...(source === 'text' ? { text } : { topic: text }),
        typeOfQuestion: type,
        difficultyLevel: difficulty,
        bloomsTaxonomyLevels: levels,
        noOfQuestion: count,
        language,
      },
      { onSuccess: setGroup },
    );
  const label = [
    t('brightAiTools.generate'),
    t('brightAiTools.credits', { count: cost }),
    left === null || left === undefined ? null : t('brightAiTools.left', { count: left }),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="question-generator-title">
      <DialogTitle id="question-generator-title">{t('brightAiTools.questionGenerator')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {caps && <EngineChip label={caps.label} engine={caps.engine} />}
          <ToggleButtonGroup exclusive size="small" value={source} onChange={(_, value) => value && setSource(value)}>
            <ToggleButton value="text">{t('brightAiTools.fromText')}</ToggleButton>
            <ToggleButton value="topic" disabled={caps ? !caps.canUseTopic : false}>
              {t('brightAiTools.fromTopic')}
            </ToggleButton>
          </ToggleButtonGroup>
          {caps && !caps.canUseTopic && <Typography variant="caption">{t('brightAiTools.needsModel')}</Typography>}
          <TextField
            label={source === 'text' ? t('brightAiTools.text') : t('brightAiTools.topic')}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline={source === 'text'}
            minRows={source === 'text' ? 5 : undefined}
            slotProps={{ htmlInput: { dir: 'auto', 'data-testid': 'generator-source' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <Choice
              label={t('brightAiTools.typeLabel')}
              value={type}
              values={AI_QUESTION_TYPES}
              onChange={setType}
              prefix="type"
            />
            <Choice
              label={t('brightAiTools.difficultyLabel')}
              value={difficulty}
              values={DIFFICULTY_LEVELS}
              onChange={setDifficulty}
              prefix="difficulty"
            />
            <FormControl size="small" sx={{ minWidth: 120 }}>
              <InputLabel id="count-label">{t('brightAiTools.count')}</InputLabel>
              <Select
                labelId="count-label"
                label={t('brightAiTools.count')}
                value={count}
                onChange={(event) => setCount(Number(event.target.value))}
                data-testid="generator-count"
              >
                {Array.from({ length: MAX_QUESTIONS }, (_, index) => index + 1).map((value) => (
                  <MenuItem key={value} value={value} disabled={countDisabled(value, levels)}>
                    {value}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
            <FormControl size="small" sx={{ minWidth: 140 }}>
              <InputLabel id="language-label">{t('brightAiTools.language')}</InputLabel>
              <Select
                labelId="language-label"
                label={t('brightAiTools.language')}
                value={language}
                onChange={(event) => setLanguage(event.target.value)}
              >
                {UI_LANGUAGES.map((item) => (
                  <MenuItem key={item.code} value={item.code}>
                    {item.name}
                  </MenuItem>
                ))}
              </Select>
            </FormControl>
          </Stack>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label={t('brightAiTools.bloom')}>
            {BLOOM_LEVELS.map((level) => (
              <Chip
                key={level}
                label={t(`brightAiTools.bloomLevel.${level}`)}
                color={levels.includes(level) ? 'secondary' : 'default'}
                variant={levels.includes(level) ? 'filled' : 'outlined'}
                disabled={!allowed.includes(level)}
                onClick={() => pick(level)}
                aria-pressed={levels.includes(level)}
                data-testid={`bloom-${level}`}
              />
            ))}
          </Stack>
          {group && <GeneratedList group={group} onChange={setGroup} />}
          {group && <AddToAssessment group={group} />}
          {generate.isError && <Alert severity="error">{generate.error.message}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('brightAiTools.close')}</Button>
        <Button
          variant="contained"
          color="secondary"
          onClick={run}
          disabled={generate.isPending || !text.trim()}
          data-testid="generator-run"
        >
          {label}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Choice<T extends string>(props: {
  label: string;
  value: T;
  values: readonly T[];
  onChange: (value: T) => void;
  prefix: string;
}) {
  const { t } = useTranslation();
  const id = `${props.prefix}-label`;
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id={id}>{props.label}</InputLabel>
      <Select
        labelId={id}
        label={props.label}
        value={props.value}
        onChange={(event) => props.onChange(event.target.value as T)}
      >
        {props.values.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`brightAiTools.${props.prefix}.${value}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}
