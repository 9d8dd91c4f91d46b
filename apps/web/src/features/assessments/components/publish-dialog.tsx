import type { AssessmentDetail } from '@bright/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  List,
  ListItem,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { personName } from '../../../lib/format';
import { usePublish } from '../api/assessments';
import { errorText, shownError } from '../../../lib/error-text';

/** Publish (or change who it is assigned to): all students, or the ones ticked. */
export function PublishDialog({ assessment, onClose }: { assessment: AssessmentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const students = assessment.assignees?.students ?? [];
  const [mode, setMode] = useState<'ALL' | 'SOME'>(assessment.assignedToAll ? 'ALL' : 'SOME');
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(assessment.assignedToAll ? [] : students.filter((s) => s.assigned).map((s) => s.id)),
  );
  const publish = usePublish(assessment);
  const toggle = (id: string) =>
    setChosen((old) => {
      const next = new Set(old);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  const ready = mode === 'ALL' || chosen.size > 0;

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="publish-title">
      <DialogTitle id="publish-title">
        {t(assessment.published ? 'assessments.publish.assignTitle' : 'assessments.publish.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <RadioGroup value={mode} onChange={(e) => setMode(e.target.value as 'ALL' | 'SOME')}>
            <FormControlLabel
              value="ALL"
              control={<Radio slotProps={{ input: { 'data-testid': 'publish-all' } as object }} />}
              label={t('assessments.publish.all', { count: students.length })}
            />
            <FormControlLabel
              value="SOME"
              control={<Radio slotProps={{ input: { 'data-testid': 'publish-some' } as object }} />}
              label={t('assessments.publish.some')}
            />
          </RadioGroup>
          {mode === 'SOME' && (
            <>
              {students.length === 0 && (
                <Typography color="text.secondary">{t('assessments.publish.noStudents')}</Typography>
              )}
              <List dense sx={{ maxHeight: 280, overflow: 'auto' }} data-testid="publish-students">
                {students.map((student) => (
                  <ListItem key={student.id} disablePadding>
                    <FormControlLabel
                      sx={{ mx: 0 }}
                      control={
                        <Checkbox
                          checked={chosen.has(student.id)}
                          onChange={() => toggle(student.id)}
                          slotProps={{ input: { 'data-testid': 'publish-student' } as object }}
                        />
                      }
                      label={personName(student)}
                    />
                  </ListItem>
                ))}
              </List>
              <Typography variant="body2" color="text.secondary">
                {t('assessments.publish.chosen', { count: chosen.size })}
              </Typography>
            </>
          )}
          {publish.error && (
            <Alert severity="error" data-testid="publish-error">
              {errorText(t, shownError(publish.error))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assessments.common.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!ready || publish.isPending}
          data-testid="publish-confirm"
          onClick={() => publish.mutate(mode === 'ALL' ? 'ALL' : [...chosen], { onSuccess: onClose })}
        >
          {t(assessment.published ? 'assessments.publish.save' : 'assessments.publish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
