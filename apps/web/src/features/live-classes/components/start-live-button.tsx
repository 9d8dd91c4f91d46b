import { DIALOG_WIDTH, LIVE_MODES, type LiveMode } from '@bright/contracts';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyClasses } from '../../../lib/class-queries';
import { SelectField } from '../../../lib/ui/select-field';
import { useStartLiveClass } from '../api/live-classes-api';

/** "Start live class" on a lesson: a class the teacher teaches and Virtual or Audio Tutoring (SPEC §2). */
export function StartLiveButton({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const classes = useMyClasses();
  const start = useStartLiveClass();
  const teaching = (classes.data ?? []).filter((klass) => klass.relation !== 'learner');
  const [classId, setClassId] = useState('');
  const [mode, setMode] = useState<LiveMode>('VIDEO');
  const chosenClass = classId || teaching[0]?.classId || '';
  const go = () =>
    start.mutate({ lessonId, classId: chosenClass, mode }, { onSuccess: (live) => void navigate(live.joinPath) });
  return (
    <>
      <Button size="small" variant="contained" color="error" onClick={() => setOpen(true)} data-testid="start-live">
        {t('liveClass.start')}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        fullWidth
        slotProps={{ paper: { sx: { maxWidth: DIALOG_WIDTH } } }}
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('liveClass.start')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <SelectField
              label={t('liveClass.class')}
              value={chosenClass}
              options={teaching.map((klass) => ({ value: klass.classId, label: klass.name }))}
              onChange={setClassId}
              fullWidth
              testId="start-live-class"
            />
            <SelectField
              label={t('liveClass.choice')}
              value={mode}
              options={LIVE_MODES.map((value) => ({ value, label: t(`liveClass.mode.${value}`) }))}
              onChange={setMode}
              fullWidth
              testId="start-live-mode"
            />
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={() => setOpen(false)}>{t('liveClass.cancel')}</Button>
          <Button
            variant="contained"
            onClick={go}
            disabled={!chosenClass || start.isPending}
            data-testid="start-live-go"
          >
            {t('liveClass.start')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
