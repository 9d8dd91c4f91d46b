import { type AssessmentDetail, TIME_LIMIT_MAX, TOTAL_SCORE_MAX } from '@bright/contracts';
import { Box, FormControlLabel, MenuItem, Paper, Stack, Switch, TextField, Typography } from '@mui/material';
import { format } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSaveSettings } from '../api/assessments';
import { useAutosave } from '../hooks/use-autosave';

export const THEMES = ['default', 'ocean', 'forest', 'sunset', 'contrast'] as const;

/** An ISO instant as the value of a datetime-local input, in the user's zone. */
export const toLocalInput = (iso: string | null) => (iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '');
/** A datetime-local value (the user's zone) as an ISO instant with offset, or null. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);

/** The Settings tab: every field saves on its own (setting/update). */
export function SettingsTab({
  assessment,
  onRename,
}: {
  assessment: AssessmentDetail;
  onRename: (name: string) => void;
}) {
  const { t } = useTranslation();
  const saveSettings = useSaveSettings(assessment.id);
  const autosave = useAutosave(`settings:${assessment.id}`, (patch) => saveSettings.mutateAsync(patch));
  const [s, setS] = useState(assessment.settings);
  const [name, setName] = useState(assessment.name);
  const [due, setDue] = useState(toLocalInput(assessment.settings.dueOn));
  const [timeLimit, setTimeLimit] = useState(String(assessment.settings.timeLimit));
  const [total, setTotal] = useState(
    assessment.settings.totalScore === null ? '' : String(assessment.settings.totalScore),
  );
  const edit = (patch: Partial<typeof s>) => {
    setS((old) => ({ ...old, ...patch }));
    autosave.edit(patch);
  };
  const toggle = (
    field: 'shuffleQuestions' | 'shuffleAnswerOptions' | 'requireAllAnswered' | 'resultsReleased',
    testId: string,
  ) => (
    <FormControlLabel
      control={
        <Switch
          checked={s[field]}
          onChange={(e) => edit({ [field]: e.target.checked })}
          slotProps={{ input: { 'data-testid': testId } as object }}
        />
      }
      label={t(`assessments.settings.${field}`)}
    />
  );
  const limitInvalid = !/^\d+$/.test(timeLimit) || Number(timeLimit) < 1 || Number(timeLimit) > TIME_LIMIT_MAX;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Stack spacing={2.5} data-testid="settings-tab">
        <TextField
          label={t('assessments.settings.name')}
          value={name}
          onChange={(e) => {
            setName(e.target.value);
            if (e.target.value.trim()) onRename(e.target.value.trim());
          }}
          error={!name.trim()}
          helperText={!name.trim() ? t('assessments.settings.nameRequired') : ' '}
          slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'settings-name' } }}
        />
        <TextField
          label={t('assessments.settings.description')}
          multiline
          minRows={3}
          value={s.description}
          onChange={(e) => edit({ description: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 5000, 'data-testid': 'settings-description' } }}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            type="datetime-local"
            label={t('assessments.settings.dueOn')}
            value={due}
            onChange={(e) => {
              setDue(e.target.value);
              edit({ dueOn: fromLocalInput(e.target.value) });
            }}
            helperText={t('assessments.settings.dueHelp')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'settings-due' } }}
          />
          <TextField
            type="number"
            label={t('assessments.settings.timeLimit')}
            value={timeLimit}
            error={limitInvalid}
            helperText={t('assessments.settings.timeLimitHelp', { max: TIME_LIMIT_MAX })}
            onChange={(e) => {
              setTimeLimit(e.target.value);
              const minutes = Number(e.target.value);
              if (/^\d+$/.test(e.target.value) && minutes >= 1 && minutes <= TIME_LIMIT_MAX)
                edit({ timeLimit: minutes });
            }}
            slotProps={{ htmlInput: { min: 1, max: TIME_LIMIT_MAX, 'data-testid': 'settings-time-limit' } }}
          />
        </Stack>
        <Box>
          <Typography variant="subtitle2">{t('assessments.settings.behaviour')}</Typography>
          <Stack>
            {toggle('shuffleQuestions', 'settings-shuffle-questions')}
            {toggle('shuffleAnswerOptions', 'settings-shuffle-options')}
            {toggle('requireAllAnswered', 'settings-require-all')}
            {toggle('resultsReleased', 'settings-release')}
          </Stack>
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            select
            label={t('assessments.settings.theme')}
            value={s.theme ?? 'default'}
            onChange={(e) => edit({ theme: e.target.value === 'default' ? null : e.target.value })}
            sx={{ minWidth: 200 }}
          >
            {THEMES.map((theme) => (
              <MenuItem key={theme} value={theme}>
                {t(`assessments.theme.${theme}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            type="number"
            label={t('assessments.settings.totalScore')}
            value={total}
            helperText={t('assessments.settings.totalScoreHelp')}
            onChange={(e) => {
              setTotal(e.target.value);
              const value = Number(e.target.value);
              if (e.target.value === '') edit({ totalScore: null });
              else if (value > 0 && value <= TOTAL_SCORE_MAX) edit({ totalScore: value });
            }}
            slotProps={{ htmlInput: { min: 0, max: TOTAL_SCORE_MAX } }}
          />
        </Stack>
        <TextField
          label={t('assessments.settings.scoringGuide')}
          multiline
          minRows={3}
          value={s.scoringGuide ?? ''}
          onChange={(e) => edit({ scoringGuide: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 10000 } }}
        />
      </Stack>
    </Paper>
  );
}
