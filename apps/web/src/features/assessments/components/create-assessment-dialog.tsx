import { type AssessmentCategory, type AssessmentType, AssessmentName, firstProblem } from '@bright/contracts';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormLabel,
  MenuItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useMyClasses } from '../../../lib/class-queries';
import { useSessionStore } from '../../../lib/session-store';
import { useCreateAssessment } from '../api/assessments';
import { editorPath } from '../lib/paths';
import { type ShownError, errorText, shownError } from '../../../lib/error-text';
import { UserText } from '../../../lib/ui/user-text';

/** New test or assignment: class, name, Subjective (default) or Objective; opens the editor. */
export function CreateAssessmentDialog(props: {
  open: boolean;
  onClose: () => void;
  category: AssessmentCategory;
  classId?: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = useSessionStore((s) => s.session?.userId ?? '');
  const classes = useMyClasses();
  const teachable = (classes.data ?? []).filter((c) => c.abilities.canTeach);
  const [classId, setClassId] = useState(props.classId ?? '');
  const [name, setName] = useState('');
  const [type, setType] = useState<AssessmentType>('SUBJECTIVE');
  const [nameError, setNameError] = useState<ShownError | null>(null);
  const create = useCreateAssessment();
  const chosenClass = classId || (teachable.length === 1 ? teachable[0]!.classId : '');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = firstProblem(AssessmentName, name);
    if (problem) {
      setNameError(problem);
      return;
    }
    setNameError(null);
    create.mutate(
      { classId: chosenClass, name: AssessmentName.parse(name), createdBy: userId, type, category: props.category },
      { onSuccess: (detail) => void navigate(editorPath(detail.id)) },
    );
  };

  return (
    <Dialog open={props.open} onClose={props.onClose} fullWidth maxWidth="xs" aria-labelledby="create-assessment-title">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="create-assessment-title">
          {t(props.category === 'TEST' ? 'assessments.create.titleTest' : 'assessments.create.titleAssignment')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {!props.classId && (
              <TextField
                select
                required
                label={t('assessments.create.class')}
                value={chosenClass}
                onChange={(e) => setClassId(e.target.value)}
                slotProps={{ htmlInput: { 'data-testid': 'create-assessment-class' } }}
                helperText={classes.isSuccess && teachable.length === 0 ? t('assessments.create.noClasses') : ' '}
              >
                {teachable.map((c) => (
                  <MenuItem key={c.classId} value={c.classId}>
                    <UserText>{c.name}</UserText>
                  </MenuItem>
                ))}
              </TextField>
            )}
            <TextField
              autoFocus
              required
              label={t('assessments.create.name')}
              value={name}
              onChange={(e) => setName(e.target.value)}
              error={Boolean(nameError)}
              helperText={nameError ? errorText(t, nameError) : ' '}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'create-assessment-name' } }}
            />
            <Stack>
              <FormLabel id="create-assessment-type">{t('assessments.create.type')}</FormLabel>
              <RadioGroup
                row
                aria-labelledby="create-assessment-type"
                value={type}
                onChange={(e) => setType(e.target.value as AssessmentType)}
              >
                <FormControlLabel value="SUBJECTIVE" control={<Radio />} label={t('assessments.type.SUBJECTIVE')} />
                <FormControlLabel value="MCQ" control={<Radio />} label={t('assessments.type.MCQ')} />
              </RadioGroup>
            </Stack>
            {create.error && (
              <Alert severity="error" data-testid="create-assessment-error">
                {errorText(t, shownError(create.error))}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={props.onClose}>{t('assessments.common.cancel')}</Button>
          <Button
            type="submit"
            variant="contained"
            disabled={create.isPending || !chosenClass}
            data-testid="create-assessment-submit"
          >
            {t('assessments.create.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
