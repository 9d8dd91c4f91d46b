import type { GeneratedGroup } from '@bright/contracts';
import { Alert, Button, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyClasses } from '../../../lib/class-queries';
import { useSessionStore } from '../../../lib/session-store';
import { assessmentForLiveQuiz, importGenerated, useClassAssessments } from '../api/bright-ai';

/** The live quiz's host screen (features/live-quiz), which creates the game from the assessment. */
const liveQuizHostPath = (assessmentId: string) =>
  `/dashboard/assessment/${encodeURIComponent(assessmentId)}/live-quiz`;

/** "Play live": the quiz as a new draft assessment of the chosen class, then its live quiz host screen. */
function PlayLive({ group, classId }: { group: GeneratedGroup; classId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSessionStore((s) => s.session?.userId ?? '');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const playable = group.questions.some((question) => question.type !== 'SHORT_ANSWER');
  const play = async () => {
    setBusy(true);
    setError(null);
    try {
      const name = t('brightAiTools.liveQuizName', { time: new Date().toLocaleString() }).slice(0, 100);
      const assessmentId = await assessmentForLiveQuiz({ classId, name, createdBy: userId }, group);
      await navigate(liveQuizHostPath(assessmentId));
    } catch (failure) {
      setError((failure as Error).message);
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        variant="contained"
        onClick={() => void play()}
        disabled={!classId || !playable || busy}
        data-testid="play-live"
      >
        {t('brightAiTools.playLive')}
      </Button>
      {!playable && <Alert severity="info">{t('brightAiTools.playLiveNeedsChoices')}</Alert>}
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
}

/** "Add to assessment": importGeneratedQuestions into a draft assessment of one of the teacher's classes. */
export function AddToAssessment({ group }: { group: GeneratedGroup }) {
  const { t } = useTranslation();
  const classes = useMyClasses();
  const [classId, setClassId] = useState('');
  const [assessmentId, setAssessmentId] = useState('');
  const [added, setAdded] = useState<number | null>(null);
  const assessments = useClassAssessments(classId);
  const teaching = classes.data?.filter((klass) => klass.relation !== 'learner') ?? [];
  const add = async () => {
    await importGenerated(
      assessmentId,
      group.groupId,
      group.questions.map((question) => question.id),
    );
    setAdded(group.questions.length);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
      <FormControl size="small" sx={{ minWidth: 180 }}>
        <InputLabel id="add-class-label">{t('brightAiTools.class')}</InputLabel>
        <Select
          labelId="add-class-label"
          label={t('brightAiTools.class')}
          value={classId}
          onChange={(event) => setClassId(event.target.value)}
          data-testid="add-class"
        >
          {teaching.map((klass) => (
            <MenuItem key={klass.classId} value={klass.classId}>
              {klass.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <FormControl size="small" sx={{ minWidth: 180 }} disabled={!classId}>
        <InputLabel id="add-assessment-label">{t('brightAiTools.assessment')}</InputLabel>
        <Select
          labelId="add-assessment-label"
          label={t('brightAiTools.assessment')}
          value={assessmentId}
          onChange={(event) => setAssessmentId(event.target.value)}
          data-testid="add-assessment"
        >
          {(assessments.data?.items ?? []).map((item) => (
            <MenuItem key={item.id} value={item.id}>
              {item.name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Button variant="outlined" onClick={() => void add()} disabled={!assessmentId} data-testid="add-to-assessment">
        {t('brightAiTools.addToAssessment')}
      </Button>
      {added !== null && <Alert severity="success">{t('brightAiTools.added', { count: added })}</Alert>}
      <PlayLive group={group} classId={classId} />
    </Stack>
  );
}
