import type { Occurrence } from '@bright/contracts';
import { Box, ButtonBase, Typography } from '@mui/material';
import { isSameMonth, isToday } from 'date-fns';
import { useTranslation } from 'react-i18next';
import { onDay } from '../calendar';

/** Month view: whole weeks from Monday; each day lists its first events and opens the day on a click. */
export function MonthGrid(props: {
  days: Date[];
  month: Date;
  occurrences: Occurrence[];
  onOpen: (occurrence: Occurrence) => void;
  onDay: (day: Date) => void;
}) {
  const { t, i18n } = useTranslation();
  const weekday = (day: Date) => new Intl.DateTimeFormat(i18n.language, { weekday: 'short' }).format(day);
  const time = (iso: string) => new Intl.DateTimeFormat(i18n.language, { timeStyle: 'short' }).format(new Date(iso));
  return (
    <Box data-testid="month-grid">
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(7, minmax(0, 1fr))' }}>
        {props.days.slice(0, 7).map((day) => (
          <Typography
            key={day.toISOString()}
            variant="caption"
            sx={{ textAlign: 'center', py: 0.5, fontWeight: 600 }}
            noWrap
          >
            {weekday(day)}
          </Typography>
        ))}
        {props.days.map((day) => {
          const events = onDay(props.occurrences, day).sort((a, b) => a.start.localeCompare(b.start));
          return (
            <Box
              key={day.toISOString()}
              sx={{
                minHeight: { xs: 64, md: 104 },
                borderTop: 1,
                borderInlineStart: 1,
                borderColor: 'divider',
                p: 0.5,
                minWidth: 0,
                bgcolor: isSameMonth(day, props.month) ? 'transparent' : 'action.hover',
              }}
            >
              <ButtonBase
                onClick={() => props.onDay(day)}
                sx={{
                  borderRadius: '50%',
                  width: 26,
                  height: 26,
                  bgcolor: isToday(day) ? 'primary.main' : 'transparent',
                  color: isToday(day) ? 'primary.contrastText' : 'text.primary',
                }}
                aria-label={day.toDateString()}
              >
                <Typography variant="caption" sx={{ fontWeight: 700 }}>
                  {day.getDate()}
                </Typography>
              </ButtonBase>
              {events.slice(0, 3).map((occurrence) => (
                <ButtonBase
                  key={occurrence.occurrenceId}
                  onClick={() => props.onOpen(occurrence)}
                  data-testid="calendar-event"
                  sx={{
                    display: 'block',
                    width: '100%',
                    minHeight: 24, // WCAG 2.2 target size
                    textAlign: 'start',
                    borderRadius: 0.5,
                    px: 0.5,
                    mt: 0.25,
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                  }}
                >
                  <Typography variant="caption" noWrap sx={{ display: 'block' }}>
                    <Box component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
                      {time(occurrence.start)}{' '}
                    </Box>
                    <bdi>{occurrence.title}</bdi>
                  </Typography>
                </ButtonBase>
              ))}
              {events.length > 3 && (
                <ButtonBase onClick={() => props.onDay(day)} sx={{ minHeight: 24 }}>
                  <Typography variant="caption" color="text.secondary">
                    {t('scheduler.more', { count: events.length - 3 })}
                  </Typography>
                </ButtonBase>
              )}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
