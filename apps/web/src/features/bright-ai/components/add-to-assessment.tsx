import type { GeneratedGroup } from '@bright/contracts';
import { Alert, Button, FormControl, InputLabel, MenuItem, Select, Stack } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyClasses } from '../../../lib/class-queries';
import { importGenerated, useClassAssessments } from '../api/bright-ai';

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
    </Stack>
  );
}
