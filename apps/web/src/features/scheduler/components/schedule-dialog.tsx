import { type ClassSummary, type Frequency, type Schedule, WEEKDAYS, type Weekday } from '@bright/contracts';
import {
  Alert,
  Button,
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
} from '@mui/material';
import { Controller, type FieldError, type Path, type RegisterOptions, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/class-queries';
import { errorText, shownError } from '../../../lib/error-text';
import { formProblemText } from '../../../lib/field-problem';
import { textFieldProps, useSchemaForm, useSchemaValid } from '../../../lib/forms/schema-form';
import { serverErrorField, setServerError } from '../../../lib/forms/server-error';
import { useSaveSchedule } from '../api/scheduler';
import { localInstant, weekdayOfDay } from '../calendar';
import {
  type Ends,
  SCHEDULE_FIELDS_BY_CODE,
  SCHEDULE_PAGE_KEYS,
  ScheduleFormSchema,
  type ScheduleFormValues,
  scheduleFields,
  scheduleFormValues,
  weeklyDays,
} from '../schedule-form';

/** Checked again when the repeat or its kind of end changes. */
const REPEAT_END_FIELDS: Path<ScheduleFormValues>[] = ['until', 'count'];

interface Props {
  /** The classes a schedule may be made for (those the user teaches). */
  classes: ClassSummary[];
  /** Editing an existing schedule (its whole series). */
  schedule?: Schedule;
  /** A new one starting at this time. */
  start?: Date;
  onClose: () => void;
}

/** Creating or changing a schedule: times in the user's zone, repeating daily or weekly on chosen days. */
export function ScheduleDialog(props: Props) {
  const { t } = useTranslation();
  const save = useSaveSchedule();
  // Checked as it is typed, as before: Save stays off while the end is not after the start.
  const form = useSchemaForm(ScheduleFormSchema, {
    mode: 'onChange',
    reValidateMode: 'onChange',
    defaultValues: scheduleFormValues(props.classes, props.schedule, props.start),
  });
  const valid = useSchemaValid(form, ScheduleFormSchema);
  const [date, frequency, ends] = useWatch({ control: form.control, name: ['date', 'frequency', 'ends'] });
  const startDay = weekdayOfDay(localInstant(date, '12:00'));
  const messageOf = (error: FieldError) => formProblemText(t, error, SCHEDULE_PAGE_KEYS);
  const field = (name: Path<ScheduleFormValues>, rules?: RegisterOptions<ScheduleFormValues>) =>
    textFieldProps(form, name, messageOf, undefined, rules);

  const submit = form.handleSubmit((values) => {
    const fields = scheduleFields(values, browserTimeZone());
    const input = props.schedule
      ? { update: { scheduleId: props.schedule.scheduleId, ...fields } }
      : { create: { classId: values.classId, ...fields } };
    save.mutate(input, {
      onSuccess: props.onClose,
      onError: (error) => setServerError(form, error, SCHEDULE_FIELDS_BY_CODE),
    });
  });
  const failure = save.error && !serverErrorField(save.error, SCHEDULE_FIELDS_BY_CODE) ? save.error : null;

  return (
    <Dialog
      open
      onClose={props.onClose}
      fullWidth
      maxWidth="sm"
      data-testid="schedule-dialog"
      slotProps={{ paper: { component: 'form', noValidate: true, onSubmit: submit } as object }}
    >
      <DialogTitle>{props.schedule ? t('scheduler.form.editTitle') : t('scheduler.form.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!props.schedule && props.classes.length > 1 && (
            <Controller
              control={form.control}
              name="classId"
              render={({ field: input }) => (
                <FormControl fullWidth>
                  <InputLabel id="schedule-class">{t('scheduler.form.class')}</InputLabel>
                  <Select
                    labelId="schedule-class"
                    label={t('scheduler.form.class')}
                    value={input.value}
                    onChange={input.onChange}
                    data-testid="schedule-class"
                  >
                    {props.classes.map((klass) => (
                      <MenuItem key={klass.classId} value={klass.classId}>
                        {klass.name}
                      </MenuItem>
                    ))}
                  </Select>
                </FormControl>
              )}
            />
          )}
          <TextField
            label={t('scheduler.form.title')}
            {...field('title')}
            required
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'schedule-title' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('scheduler.form.date')}
              {...field('date', { deps: ['endTime', 'until'] })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-date' } }}
              fullWidth
            />
            <TextField
              type="time"
              label={t('scheduler.form.start')}
              {...field('startTime', { deps: ['endTime'] })}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-start' } }}
              fullWidth
            />
            <TextField
              type="time"
              label={t('scheduler.form.end')}
              {...field('endTime')}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-end' } }}
              fullWidth
            />
          </Stack>
          <Controller
            control={form.control}
            name="frequency"
            rules={{ deps: REPEAT_END_FIELDS }}
            render={({ field: input }) => (
              <FormControl fullWidth>
                <InputLabel id="schedule-repeat">{t('scheduler.form.repeat')}</InputLabel>
                <Select
                  labelId="schedule-repeat"
                  label={t('scheduler.form.repeat')}
                  value={input.value}
                  onChange={(event) => input.onChange(event.target.value as Frequency)}
                  data-testid="schedule-repeat"
                >
                  {(['NONE', 'DAILY', 'WEEKLY'] as const).map((repeat) => (
                    <MenuItem key={repeat} value={repeat} data-testid={`repeat-${repeat}`}>
                      {t(`scheduler.repeat.${repeat}`)}
                    </MenuItem>
                  ))}
                </Select>
              </FormControl>
            )}
          />
          {frequency === 'WEEKLY' && (
            <Controller
              control={form.control}
              name="weekdays"
              render={({ field: input }) => (
                <ToggleButtonGroup
                  value={weeklyDays(input.value, startDay)}
                  onChange={(_event, days: Weekday[]) => input.onChange(days)}
                  aria-label={t('scheduler.form.weekdays')}
                  size="small"
                  sx={{ flexWrap: 'wrap' }}
                >
                  {WEEKDAYS.map((day) => (
                    <ToggleButton
                      key={day}
                      value={day}
                      disabled={day === startDay}
                      data-testid={`weekday-${day}`}
                      sx={{ minWidth: 44 }}
                    >
                      {t(`scheduler.weekdays.${day}`)}
                    </ToggleButton>
                  ))}
                </ToggleButtonGroup>
              )}
            />
          )}
          {frequency !== 'NONE' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={form.control}
                name="ends"
                rules={{ deps: REPEAT_END_FIELDS }}
                render={({ field: input }) => (
                  <FormControl fullWidth>
                    <InputLabel id="schedule-ends">{t('scheduler.form.ends')}</InputLabel>
                    <Select
                      labelId="schedule-ends"
                      label={t('scheduler.form.ends')}
                      value={input.value}
                      onChange={(event) => input.onChange(event.target.value as Ends)}
                      data-testid="schedule-ends"
                    >
                      <MenuItem value="never">{t('scheduler.ends.never')}</MenuItem>
                      <MenuItem value="until">{t('scheduler.ends.until')}</MenuItem>
                      <MenuItem value="count">{t('scheduler.ends.count')}</MenuItem>
                    </Select>
                  </FormControl>
                )}
              />
              {ends === 'until' && (
                <TextField
                  type="date"
                  label={t('scheduler.ends.until')}
                  {...field('until')}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-until' } }}
                  fullWidth
                />
              )}
              {ends === 'count' && (
                <TextField
                  type="number"
                  label={t('scheduler.ends.times')}
                  {...field('count')}
                  slotProps={{ htmlInput: { min: 1, max: 500, 'data-testid': 'schedule-count' } }}
                  fullWidth
                />
              )}
            </Stack>
          )}
          <TextField
            label={t('scheduler.form.link')}
            {...field('meetingLink')}
            placeholder="https://"
            slotProps={{ htmlInput: { inputMode: 'url', dir: 'ltr', 'data-testid': 'schedule-link' } }}
          />
          <TextField
            label={t('scheduler.form.description')}
            {...field('description')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000, 'data-testid': 'schedule-description' } }}
          />
          {failure && (
            <Alert severity="error" data-testid="schedule-error">
              {failure instanceof ApiError ? errorText(t, shownError(failure)) : t('scheduler.failed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('behaviour.cancel')}</Button>
        <Button type="submit" variant="contained" disabled={!valid || save.isPending} data-testid="schedule-save">
          {t('scheduler.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
