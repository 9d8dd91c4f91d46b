import AddIcon from '@mui/icons-material/Add';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import type { ClassSummary, Occurrence, Schedule } from '@bright/contracts';
import {
  Alert,
  Box,
  Button,
  IconButton,
  LinearProgress,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSchedules } from '../api/scheduler';
import { CALENDAR_VIEWS, type CalendarView, daysOf, shiftAnchor, visibleRange } from '../calendar';
import { IcalDialog } from './ical-dialog';
import { MonthGrid } from './month-grid';
import { OccurrenceDialog } from './occurrence-dialog';
import { ScheduleDialog } from './schedule-dialog';
import { TimeGrid } from './time-grid';

interface Props {
  /** One class's schedules; without it, the signed-in user's across their classes (userId). */
  classId?: string;
  userId?: string;
  /** The classes a new schedule may be for (those the user teaches). */
  classes: ClassSummary[];
  /** Open the create dialog at once (the global scheduler's createSchedulesDialog=true). */
  openCreate?: boolean;
  initialView?: CalendarView;
}

function title(view: CalendarView, range: { from: Date; to: Date }, anchor: Date, language: string) {
  if (view === 'month') return new Intl.DateTimeFormat(language, { month: 'long', year: 'numeric' }).format(anchor);
  if (view === 'day') return new Intl.DateTimeFormat(language, { dateStyle: 'full' }).format(anchor);
  const last = new Date(range.to.getTime() - 1);
  return new Intl.DateTimeFormat(language, { day: 'numeric', month: 'short', year: 'numeric' }).formatRange(
    range.from,
    last,
  );
}

type Editing = { schedule?: Schedule; start?: Date } | null;

/** Day, week and month views of schedules, in the user's zone, with create, edit and the calendar link. */
export function SchedulerView(props: Props) {
  const { t, i18n } = useTranslation();
  const theme = useTheme();
  // Seven columns do not fit a phone: phones start on the day.
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const [view, setView] = useState<CalendarView>(props.initialView ?? (phone ? 'day' : 'week'));
  const [anchor, setAnchor] = useState(() => new Date());
  const [open, setOpen] = useState<Occurrence | null>(null);
  const [editing, setEditing] = useState<Editing>(props.openCreate ? {} : null);
  const [ical, setIcal] = useState(false);
  const range = visibleRange(view, anchor);
  const list = useSchedules({ classId: props.classId, userId: props.userId }, range);
  const occurrences = list.data?.occurrences ?? [];
  const canCreate = (list.data?.abilities.canCreate ?? false) && props.classes.length > 0;
  const rtl = (theme: { direction: string }) => (theme.direction === 'rtl' ? 'scaleX(-1)' : 'none');
  return (
    <Stack spacing={1.5} data-testid="scheduler-view" data-view={view}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}
      >
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
          <Button size="small" variant="outlined" onClick={() => setAnchor(new Date())} data-testid="calendar-today">
            {t('scheduler.today')}
          </Button>
          <IconButton
            aria-label={t('scheduler.previous')}
            onClick={() => setAnchor(shiftAnchor(view, anchor, -1))}
            data-testid="calendar-previous"
          >
            <ChevronLeftIcon sx={{ transform: rtl }} />
          </IconButton>
          <IconButton
            aria-label={t('scheduler.next')}
            onClick={() => setAnchor(shiftAnchor(view, anchor, 1))}
            data-testid="calendar-next"
          >
            <ChevronRightIcon sx={{ transform: rtl }} />
          </IconButton>
          <Typography
            variant="subtitle1"
            component="h2"
            sx={{ fontWeight: 700, minWidth: 0 }}
            noWrap
            data-testid="calendar-title"
          >
            {title(view, range, anchor, i18n.language)}
          </Typography>
        </Stack>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
          <ToggleButtonGroup
            size="small"
            exclusive
            value={view}
            onChange={(_event, next: CalendarView | null) => next && setView(next)}
            aria-label={t('scheduler.view')}
          >
            {CALENDAR_VIEWS.map((name) => (
              <ToggleButton key={name} value={name} data-testid={`view-${name}`}>
                {t(`scheduler.views.${name}`)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <Button
            size="small"
            startIcon={<EventAvailableIcon />}
            onClick={() => setIcal(true)}
            data-testid="calendar-subscribe"
          >
            {t('scheduler.ical.button')}
          </Button>
          {canCreate && (
            <Button
              size="small"
              variant="contained"
              startIcon={<AddIcon />}
              onClick={() => setEditing({})}
              data-testid="schedule-new"
            >
              {t('scheduler.new')}
            </Button>
          )}
        </Stack>
      </Stack>
      <Box sx={{ height: 4 }}>{list.isFetching && <LinearProgress />}</Box>
      {list.isError && <Alert severity="error">{t('scheduler.failed')}</Alert>}
      {view === 'month' ? (
        <MonthGrid
          days={daysOf(range)}
          month={anchor}
          occurrences={occurrences}
          onOpen={setOpen}
          onDay={(day) => {
            setAnchor(day);
            setView('day');
          }}
        />
      ) : (
        <TimeGrid days={daysOf(range)} occurrences={occurrences} onOpen={setOpen} />
      )}
      {list.isSuccess && occurrences.length === 0 && (
        <Typography color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('scheduler.empty')}
        </Typography>
      )}
      {open && (
        <OccurrenceDialog
          occurrence={open}
          schedule={list.data?.schedules.find((schedule) => schedule.scheduleId === open.scheduleId)}
          onClose={() => setOpen(null)}
          onEdit={(schedule) => {
            setOpen(null);
            setEditing({ schedule });
          }}
        />
      )}
      {editing && props.classes.length > 0 && (
        <ScheduleDialog
          classes={props.classes}
          schedule={editing.schedule}
          start={editing.start}
          onClose={() => setEditing(null)}
        />
      )}
      {ical && <IcalDialog onClose={() => setIcal(false)} />}
    </Stack>
  );
}
