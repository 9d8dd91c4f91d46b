import type { EngineKind, LessonPlanArtefact } from '@bright/contracts';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { capabilitiesKey, streamLessonPlan, useAiCapabilities } from '../api/bright-ai';
import { downloadPlanPpt } from '../api/bright-tools';
import { EngineChip } from './engine-chip';

type Phase = LessonPlanArtefact['phases'][number];

/** A 5E lesson plan streamed as it is written, with a stop button that ends the model call. */
export function LessonPlanDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const caps = useAiCapabilities().data;
  const [topic, setTopic] = useState('');
  const [text, setText] = useState('');
  const [phases, setPhases] = useState<Phase[]>([]);
  const [plan, setPlan] = useState<LessonPlanArtefact | null>(null);
  const [draft, setDraft] = useState('');
  const [engine, setEngine] = useState<{ engine: EngineKind; label: string } | null>(null);
  const [error, setError] = useState('');
  const [running, setRunning] = useState(false);
  const stopper = useRef<AbortController | null>(null);

  const start = async () => {
    stopper.current = new AbortController();
    setPhases([]);
    setPlan(null);
    setDraft('');
    setError('');
    setRunning(true);
    try {
      await streamLessonPlan(
        { topic, text: text || undefined },
        {
          onEvent: (event, data) => {
            const payload = data as {
              engine: EngineKind;
              label: string;
              text: string;
              plan: LessonPlanArtefact;
              message: string;
            } & Phase;
            if (event === 'meta') setEngine(payload);
            if (event === 'phase') setPhases((current) => [...current, payload]);
            if (event === 'delta') setDraft((current) => current + payload.text);
            if (event === 'done') {
              setPhases(payload.plan.phases);
              setPlan(payload.plan);
            }
            if (event === 'error') setError(payload.message);
          },
        },
        stopper.current.signal,
      );
    } catch (caught) {
      if (!stopper.current.signal.aborted) setError((caught as Error).message);
    } finally {
      setRunning(false);
      void client.invalidateQueries({ queryKey: capabilitiesKey });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="lesson-plan-title">
      <DialogTitle id="lesson-plan-title">{t('brightAiTools.lessonPlan')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {caps && <EngineChip engine={caps.engine} label={caps.label} />}
          <TextField
            label={t('brightAiTools.topic')}
            value={topic}
            onChange={(event) => setTopic(event.target.value)}
            slotProps={{ htmlInput: { dir: 'auto', 'data-testid': 'plan-topic' } }}
          />
          <TextField
            label={t('brightAiTools.text')}
            helperText={caps && !caps.canUseTopic ? t('brightAiTools.needsModel') : undefined}
            value={text}
            onChange={(event) => setText(event.target.value)}
            multiline
            minRows={4}
            slotProps={{ htmlInput: { dir: 'auto', 'data-testid': 'plan-text' } }}
          />
          <Typography variant="body2">{t('brightAiTools.structure')}</Typography>
          {engine && <EngineChip engine={engine.engine} label={engine.label} />}
          {draft && phases.length === 0 && (
            <Box
              component="pre"
              sx={{ whiteSpace: 'pre-wrap', fontSize: 12, maxHeight: 200, overflow: 'auto' }}
              data-testid="plan-draft"
            >
              {draft}
            </Box>
          )}
          <Stack spacing={1} data-testid="plan-phases" aria-live="polite">
            {phases.map((phase) => (
              <Box key={phase.phase} data-testid="plan-phase">
                <Typography sx={{ fontWeight: 700 }}>
                  {t(`brightAiTools.phase.${phase.phase}`)} · {t('brightAiTools.minutes', { count: phase.minutes })}
                </Typography>
                <Typography variant="body2" dir="auto">
                  {phase.teacherPrompt}
                </Typography>
                <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-line', color: 'text.secondary' }}>
                  {phase.activity}
                </Typography>
              </Box>
            ))}
          </Stack>
          {error && <Alert severity="error">{error}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('brightAiTools.close')}</Button>
        {plan && !running && (
          <Button
            variant="outlined"
            onClick={() => downloadPlanPpt(plan).catch((caught: Error) => setError(caught.message))}
            data-testid="plan-ppt"
          >
            {t('brightAiHub.downloadPpt')}
          </Button>
        )}
        {running ? (
          <Button color="warning" variant="outlined" onClick={() => stopper.current?.abort()} data-testid="plan-stop">
            {t('brightAiTools.stop')}
          </Button>
        ) : (
          <Button
            variant="contained"
            color="secondary"
            onClick={() => void start()}
            disabled={!topic.trim()}
            data-testid="plan-run"
          >
            {[t('brightAiTools.generate'), t('brightAiTools.credits', { count: caps?.costPerRun ?? 0 })].join(' · ')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
