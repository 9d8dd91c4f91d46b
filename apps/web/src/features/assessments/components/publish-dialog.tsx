import { type AssessmentDetail, TIME_LIMIT_MAX } from '@bright/contracts';
import {
  Alert,
  Button,
  Checkbox,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  FormHelperText,
  List,
  ListItem,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, shownError } from '../../../lib/error-text';
import { formProblemText } from '../../../lib/field-problem';
import { personName } from '../../../lib/format';
import { fieldErrorOf, textFieldProps, useSchemaForm, useSchemaValid } from '../../../lib/forms/schema-form';
import { serverErrorField, setServerError } from '../../../lib/forms/server-error';
import { usePublish, useSaveSettings } from '../api/assessments';
import { PUBLISH_FIELDS_BY_CODE, PublishFormSchema, publishFormValues } from '../lib/publish-form';

/** The time limit's own wording of its problem (SPEC §9: its default is one minute). */
const TIME_LIMIT_KEYS = { 'assessment.timeLimit': 'assessments.settings.timeLimitHelp' };

const toggled = (chosen: readonly string[], id: string) =>
  chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id];

/** Publish (or change who it is assigned to): all students, or the ones ticked; and the time limit. */
export function PublishDialog({ assessment, onClose }: { assessment: AssessmentDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const students = assessment.assignees?.students ?? [];
  const publish = usePublish(assessment);
  const saveSettings = useSaveSettings(assessment.id);
  // Checked as it is typed, as before: Publish stays off while the time limit or the choice is not right.
  const form = useSchemaForm(PublishFormSchema, {
    mode: 'onChange',
    reValidateMode: 'onChange',
    defaultValues: publishFormValues(assessment),
  });
  const valid = useSchemaValid(form, PublishFormSchema);
  const [limit, mode, chosen] = useWatch({ control: form.control, name: ['timeLimit', 'mode', 'chosen'] });

  const submit = form.handleSubmit(async (values) => {
    try {
      if (values.timeLimit !== assessment.settings.timeLimit) {
        await saveSettings.mutateAsync({ timeLimit: values.timeLimit });
      }
      await publish.mutateAsync(values.mode === 'ALL' ? 'ALL' : values.chosen);
      onClose();
    } catch (error) {
      setServerError(form, error, PUBLISH_FIELDS_BY_CODE);
    }
  });
  const failed = publish.error ?? saveSettings.error;
  const failure = failed && !serverErrorField(failed, PUBLISH_FIELDS_BY_CODE) ? failed : null;
  const chosenError = fieldErrorOf(form, 'chosen');

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      aria-labelledby="publish-title"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle id="publish-title">
        {t(assessment.published ? 'assessments.publish.assignTitle' : 'assessments.publish.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={1.5}>
          <TextField
            type="number"
            label={t('publishLimit.label')}
            {...textFieldProps(
              form,
              'timeLimit',
              (error) => formProblemText(t, error, TIME_LIMIT_KEYS, { max: TIME_LIMIT_MAX }),
              t('publishLimit.help', { count: Number(limit) }),
            )}
            slotProps={{ htmlInput: { min: 1, max: TIME_LIMIT_MAX, 'data-testid': 'publish-time-limit' } }}
            sx={{ maxWidth: 320 }}
          />
          <Controller
            control={form.control}
            name="mode"
            rules={{ deps: ['chosen'] }}
            render={({ field: input }) => (
              <RadioGroup value={input.value} onChange={(event) => input.onChange(event.target.value)}>
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
            )}
          />
          {mode === 'SOME' && (
            <>
              {students.length === 0 && (
                <Typography color="text.secondary">{t('assessments.publish.noStudents')}</Typography>
              )}
              <Controller
                control={form.control}
                name="chosen"
                render={({ field: input }) => (
                  <List dense sx={{ maxHeight: 280, overflow: 'auto' }} data-testid="publish-students">
                    {students.map((student) => (
                      <ListItem key={student.id} disablePadding>
                        <FormControlLabel
                          sx={{ mx: 0 }}
                          control={
                            <Checkbox
                              checked={input.value.includes(student.id)}
                              onChange={() => input.onChange(toggled(input.value, student.id))}
                              slotProps={{ input: { 'data-testid': 'publish-student' } as object }}
                            />
                          }
                          label={personName(student)}
                        />
                      </ListItem>
                    ))}
                  </List>
                )}
              />
              <Typography variant="body2" color="text.secondary">
                {t('assessments.publish.chosen', { count: chosen.length })}
              </Typography>
            </>
          )}
          {chosenError && (
            <FormHelperText error data-testid="publish-students-error">
              {formProblemText(t, chosenError)}
            </FormHelperText>
          )}
          {failure && (
            <Alert severity="error" data-testid="publish-error">
              {errorText(t, shownError(failure))}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('assessments.common.cancel')}</Button>
        <Button
          type="submit"
          variant="contained"
          disabled={!valid || publish.isPending || saveSettings.isPending}
          data-testid="publish-confirm"
        >
          {t(assessment.published ? 'assessments.publish.save' : 'assessments.publish.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
