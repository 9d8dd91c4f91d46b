import { NOTIFICATION_CATEGORIES, type NotificationCategory, type NotificationPreferences } from '@bright/contracts';
import {
  Autocomplete,
  Button,
  Checkbox,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Stack,
  Switch,
  TextField,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMyClasses } from '../../../lib/class-queries';
import { showSnackbar } from '../../../lib/ui-store';
import { useSavePreferences } from '../api/preferences';

const ZONES: string[] = (() => {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return ['UTC'];
  }
})();

const toggle = <T,>(list: T[], value: T, on: boolean) =>
  on ? [...new Set([...list, value])] : list.filter((item) => item !== value);

function Section(props: { id: string; title: string; help: string; children: React.ReactNode }) {
  return (
    <Paper component="section" sx={{ p: 3 }} aria-labelledby={props.id}>
      <Typography id={props.id} variant="h6" component="h2">
        {props.title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {props.help}
      </Typography>
      {props.children}
    </Paper>
  );
}

/** Mute per category and per class, quiet hours and the daily digest, in the person's time zone. */
export function PreferencesForm({ saved }: { saved: NotificationPreferences }) {
  const { t } = useTranslation();
  const classes = useMyClasses();
  const save = useSavePreferences();
  // A person who never saved gets the browser's zone proposed rather than UTC.
  const [form, setForm] = useState<NotificationPreferences>(() =>
    saved.timeZone === 'UTC' && !saved.dailyDigest && !saved.quietHours
      ? { ...saved, timeZone: Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC' }
      : saved,
  );
  const set = (change: Partial<NotificationPreferences>) => setForm((current) => ({ ...current, ...change }));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    save.mutate(form, { onSuccess: () => showSnackbar(t('notifications.settings.saved'), 'success') });
  };
  return (
    <Stack component="form" spacing={3} onSubmit={submit} noValidate data-testid="notification-preferences">
      <Section
        id="mute-heading"
        title={t('notifications.settings.muteTitle')}
        help={t('notifications.settings.muteHelp')}
      >
        <FormGroup aria-labelledby="mute-heading">
          {NOTIFICATION_CATEGORIES.map((category: NotificationCategory) => (
            <FormControlLabel
              key={category}
              control={
                <Checkbox
                  checked={form.mutedCategories.includes(category)}
                  onChange={(event) =>
                    set({ mutedCategories: toggle(form.mutedCategories, category, event.target.checked) })
                  }
                  slotProps={{ input: { 'data-testid': `mute-${category}` } as object }}
                />
              }
              label={t(`notifications.settings.category.${category}`)}
            />
          ))}
        </FormGroup>
        {(classes.data?.length ?? 0) > 0 && (
          <FormGroup sx={{ mt: 2 }}>
            <FormLabel component="legend">{t('notifications.settings.muteClasses')}</FormLabel>
            {classes.data!.map((klass) => (
              <FormControlLabel
                key={klass.classId}
                control={
                  <Checkbox
                    checked={form.mutedClassIds.includes(klass.classId)}
                    onChange={(event) =>
                      set({ mutedClassIds: toggle(form.mutedClassIds, klass.classId, event.target.checked) })
                    }
                  />
                }
                label={<bdi dir="auto">{klass.name}</bdi>}
              />
            ))}
          </FormGroup>
        )}
      </Section>
      <Section
        id="quiet-heading"
        title={t('notifications.settings.quietTitle')}
        help={t('notifications.settings.quietHelp')}
      >
        <Stack spacing={2}>
          <Autocomplete
            options={ZONES}
            value={form.timeZone}
            disableClearable
            onChange={(_event, zone) => set({ timeZone: zone })}
            renderInput={(params) => (
              <TextField
                {...params}
                label={t('notifications.settings.timeZone')}
                slotProps={{
                  ...params.slotProps,
                  htmlInput: { ...params.slotProps.htmlInput, dir: 'ltr', 'data-testid': 'time-zone' },
                }}
              />
            )}
            sx={{ maxWidth: 360 }}
          />
          <FormControlLabel
            control={
              <Switch
                checked={Boolean(form.quietHours)}
                onChange={(event) =>
                  set({ quietHours: event.target.checked ? { start: '21:00', end: '07:00' } : null })
                }
                slotProps={{ input: { 'data-testid': 'quiet-switch' } as object }}
              />
            }
            label={t('notifications.settings.quietOn')}
          />
          {form.quietHours && (
            <Stack direction="row" spacing={2}>
              {(['start', 'end'] as const).map((edge) => (
                <TextField
                  key={edge}
                  type="time"
                  label={t(`notifications.settings.quiet_${edge}`)}
                  value={form.quietHours![edge]}
                  onChange={(event) => set({ quietHours: { ...form.quietHours!, [edge]: event.target.value } })}
                  slotProps={{
                    inputLabel: { shrink: true },
                    htmlInput: { 'data-testid': `quiet-${edge}`, dir: 'ltr' },
                  }}
                />
              ))}
            </Stack>
          )}
        </Stack>
      </Section>
      <Section
        id="digest-heading"
        title={t('notifications.settings.digestTitle')}
        help={t('notifications.settings.digestHelp')}
      >
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <FormControlLabel
            control={
              <Switch
                checked={form.dailyDigest}
                onChange={(event) => set({ dailyDigest: event.target.checked })}
                slotProps={{ input: { 'data-testid': 'digest-switch' } as object }}
              />
            }
            label={t('notifications.settings.digestOn')}
          />
          <TextField
            type="time"
            label={t('notifications.settings.digestTime')}
            value={form.digestTime}
            disabled={!form.dailyDigest}
            onChange={(event) => set({ digestTime: event.target.value })}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': 'digest-time', dir: 'ltr' } }}
          />
        </Stack>
      </Section>
      <Button
        type="submit"
        variant="contained"
        disabled={save.isPending}
        sx={{ alignSelf: 'flex-start' }}
        data-testid="preferences-save"
      >
        {t('notifications.settings.save')}
      </Button>
    </Stack>
  );
}
