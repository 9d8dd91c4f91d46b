import {
  type ClassSummary,
  type Frequency,
  type Recurrence,
  type Schedule,
  WEEKDAYS,
  type Weekday,
} from '@bright/contracts';
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
import { addHours } from 'date-fns';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client';
import { browserTimeZone } from '../../../lib/class-queries';
import { useSaveSchedule } from '../api/scheduler';
import { defaultSlot, localInstant, slotFrom, toDateInput, toTimeInput, weekdayOfDay } from '../calendar';

type Ends = 'never' | 'until' | 'count';

interface Props {
  /** The classes a schedule may be made for (those the user teaches). */
  classes: ClassSummary[];
  /** Editing an existing schedule (its whole series). */
  schedule?: Schedule;
  /** A new one starting at this time. */
  start?: Date;
  onClose: () => void;
}

function initialState(props: Props) {
  const schedule = props.schedule;
  const { start, end } = schedule
    ? { start: new Date(schedule.start), end: new Date(schedule.end) }
    : props.start
      ? slotFrom(props.start)
      : defaultSlot(new Date());
  const recurrence = schedule?.recurrence;
  return {
    classId: schedule?.classId ?? props.classes[0]?.classId ?? '',
    title: schedule?.title ?? '',
    date: toDateInput(start),
    startTime: toTimeInput(start),
    endTime: toTimeInput(end),
    frequency: (recurrence?.frequency ?? 'NONE') as Frequency,
    // The start's own weekday is always in; these are the others chosen.
    weekdays: recurrence?.weekdays ?? ([] as Weekday[]),
    ends: (recurrence?.until ? 'until' : recurrence?.count ? 'count' : 'never') as Ends,
    until: recurrence?.until ?? toDateInput(addHours(start, 24 * 90)),
    count: String(recurrence?.count ?? 10),
    meetingLink: schedule?.meetingLink ?? '',
    description: schedule?.description ?? '',
  };
}

/** Creating or changing a schedule: times in the user's zone, repeating daily or weekly on chosen days. */
export function ScheduleDialog(props: Props) {
  const { t } = useTranslation();
  const save = useSaveSchedule();
  const [form, setForm] = useState(() => initialState(props));
  const set = <K extends keyof typeof form>(key: K, value: (typeof form)[K]) =>
    setForm((current) => ({ ...current, [key]: value }));
  const start = localInstant(form.date, form.startTime);
  const end = localInstant(form.date, form.endTime);
  const startDay = weekdayOfDay(start);
  const problem = !form.title.trim()
    ? t('scheduler.form.titleRequired')
    : !(end > start)
      ? t('scheduler.form.endBeforeStart')
      : null;
  const recurrence = (): Recurrence => {
    if (form.frequency === 'NONE') return { frequency: 'NONE' };
    return {
      frequency: form.frequency,
      ...(form.frequency === 'WEEKLY'
        ? { weekdays: WEEKDAYS.filter((day) => form.weekdays.includes(day) || day === startDay) }
        : {}),
      ...(form.ends === 'until' ? { until: form.until } : form.ends === 'count' ? { count: Number(form.count) } : {}),
    };
  };
  const submit = () => {
    const fields = {
      title: form.title.trim(),
      description: form.description.trim(),
      start: start.toISOString(),
      end: end.toISOString(),
      timeZone: browserTimeZone(),
      recurrence: recurrence(),
      meetingLink: form.meetingLink.trim(),
    };
    const input = props.schedule
      ? { update: { scheduleId: props.schedule.scheduleId, ...fields } }
      : { create: { classId: form.classId, ...fields } };
    save.mutate(input, { onSuccess: props.onClose });
  };
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm" data-testid="schedule-dialog">
      <DialogTitle>{props.schedule ? t('scheduler.form.editTitle') : t('scheduler.form.newTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {!props.schedule && props.classes.length > 1 && (
            <FormControl fullWidth>
              <InputLabel id="schedule-class">{t('scheduler.form.class')}</InputLabel>
              <Select
                labelId="schedule-class"
                label={t('scheduler.form.class')}
                value={form.classId}
                onChange={(event) => set('classId', event.target.value)}
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
          <TextField
            label={t('scheduler.form.title')}
            value={form.title}
            onChange={(event) => set('title', event.target.value)}
            required
            slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'schedule-title' } }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              type="date"
              label={t('scheduler.form.date')}
              value={form.date}
              onChange={(event) => set('date', event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-date' } }}
              fullWidth
            />
            <TextField
              type="time"
              label={t('scheduler.form.start')}
              value={form.startTime}
              onChange={(event) => set('startTime', event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-start' } }}
              fullWidth
            />
            <TextField
              type="time"
              label={t('scheduler.form.end')}
              value={form.endTime}
              onChange={(event) => set('endTime', event.target.value)}
              slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'schedule-end' } }}
              fullWidth
            />
          </Stack>
          <FormControl fullWidth>
            <InputLabel id="schedule-repeat">{t('scheduler.form.repeat')}</InputLabel>
            <Select
              labelId="schedule-repeat"
              label={t('scheduler.form.repeat')}
              value={form.frequency}
              onChange={(event) => set('frequency', event.target.value as Frequency)}
              data-testid="schedule-repeat"
            >
              {(['NONE', 'DAILY', 'WEEKLY'] as const).map((frequency) => (
                <MenuItem key={frequency} value={frequency} data-testid={`repeat-${frequency}`}>
                  {t(`scheduler.repeat.${frequency}`)}
                </MenuItem>
              ))}
            </Select>
          </FormControl>
          {form.frequency === 'WEEKLY' && (
            <ToggleButtonGroup
              value={WEEKDAYS.filter((day) => form.weekdays.includes(day) || day === startDay)}
              onChange={(_event, days: Weekday[]) => set('weekdays', days)}
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
          {form.frequency !== 'NONE' && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <FormControl fullWidth>
                <InputLabel id="schedule-ends">{t('scheduler.form.ends')}</InputLabel>
                <Select
                  labelId="schedule-ends"
                  label={t('scheduler.form.ends')}
                  value={form.ends}
                  onChange={(event) => set('ends', event.target.value as Ends)}
                >
                  <MenuItem value="never">{t('scheduler.ends.never')}</MenuItem>
                  <MenuItem value="until">{t('scheduler.ends.until')}</MenuItem>
                  <MenuItem value="count">{t('scheduler.ends.count')}</MenuItem>
                </Select>
              </FormControl>
              {form.ends === 'until' && (
                <TextField
                  type="date"
                  label={t('scheduler.ends.until')}
                  value={form.until}
                  onChange={(event) => set('until', event.target.value)}
                  slotProps={{ inputLabel: { shrink: true } }}
                  fullWidth
                />
              )}
              {form.ends === 'count' && (
                <TextField
                  type="number"
                  label={t('scheduler.ends.times')}
                  value={form.count}
                  onChange={(event) => set('count', event.target.value)}
                  slotProps={{ htmlInput: { min: 1, max: 500 } }}
                  fullWidth
                />
              )}
            </Stack>
          )}
          <TextField
            label={t('scheduler.form.link')}
            value={form.meetingLink}
            onChange={(event) => set('meetingLink', event.target.value)}
            placeholder="https://"
            slotProps={{ htmlInput: { inputMode: 'url', dir: 'ltr' } }}
          />
          <TextField
            label={t('scheduler.form.description')}
            value={form.description}
            onChange={(event) => set('description', event.target.value)}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
          />
          {problem && form.title && <Alert severity="warning">{problem}</Alert>}
          {save.error && (
            <Alert severity="error" data-testid="schedule-error">
              {save.error instanceof ApiError ? save.error.message : t('scheduler.failed')}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('behaviour.cancel')}</Button>
        <Button
          variant="contained"
          onClick={submit}
          disabled={Boolean(problem) || save.isPending || !form.classId}
          data-testid="schedule-save"
        >
          {t('scheduler.form.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
