import type { Occurrence } from '@bright/contracts';
import { Box, ButtonBase, Typography } from '@mui/material';
import { isToday } from 'date-fns';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { layoutDay } from '../calendar';
import { timeRange } from './schedule-text';

const HOUR = 48;
const GUTTER = 52;

/** Day and week views: a column per day, an hour per row, events placed by their local times. */
export function TimeGrid({
  days,
  occurrences,
  onOpen,
}: {
  days: Date[];
  occurrences: Occurrence[];
  onOpen: (occurrence: Occurrence) => void;
}) {
  const { t, i18n } = useTranslation();
  const scroller = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 7 * HOUR;
  }, []);
  const hourLabel = (hour: number) =>
    new Intl.DateTimeFormat(i18n.language, { hour: 'numeric' }).format(new Date(2000, 0, 1, hour));
  const dayLabel = (day: Date) =>
    new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric' }).format(day);
  const minWidth = days.length > 1 ? GUTTER + days.length * 84 : undefined;
  return (
    // Scrollable regions take keyboard focus, so the hours and days can be scrolled without a mouse.
    <Box
      sx={{ overflowX: 'auto' }}
      tabIndex={0}
      role="region"
      aria-label={t('scheduler.title')}
      data-testid="time-grid"
    >
      <Box sx={{ minWidth }}>
        <Box sx={{ display: 'flex', borderBottom: 1, borderColor: 'divider' }}>
          <Box sx={{ width: GUTTER, flexShrink: 0 }} />
          {days.map((day) => (
            <Typography
              key={day.toISOString()}
              variant="body2"
              sx={{
                flex: 1,
                textAlign: 'center',
                py: 1,
                fontWeight: isToday(day) ? 800 : 500,
                color: isToday(day) ? 'primary.main' : 'text.primary',
              }}
            >
              {dayLabel(day)}
            </Typography>
          ))}
        </Box>
        <Box
          ref={scroller}
          tabIndex={0}
          role="region"
          aria-label={t('scheduler.title')}
          sx={{ height: { xs: 480, md: 600 }, overflowY: 'auto', position: 'relative' }}
        >
          <Box sx={{ display: 'flex', position: 'relative', height: 24 * HOUR }}>
            <Box sx={{ width: GUTTER, flexShrink: 0 }}>
              {Array.from({ length: 24 }, (_, hour) => (
                <Typography
                  key={hour}
                  variant="caption"
                  color="text.secondary"
                  sx={{ display: 'block', height: HOUR, textAlign: 'end', paddingInlineEnd: 4, lineHeight: 1 }}
                >
                  {hour === 0 ? '' : hourLabel(hour)}
                </Typography>
              ))}
            </Box>
            {days.map((day) => (
              <Box
                key={day.toISOString()}
                data-testid="day-column"
                data-day={day.toDateString()}
                sx={{
                  flex: 1,
                  position: 'relative',
                  borderInlineStart: 1,
                  borderColor: 'divider',
                  backgroundImage: (theme) =>
                    `repeating-linear-gradient(to bottom, ${theme.palette.divider} 0 1px, transparent 1px ${HOUR}px)`,
                }}
              >
                {layoutDay(occurrences, day).map((event) => (
                  <ButtonBase
                    key={event.occurrence.occurrenceId}
                    onClick={() => onOpen(event.occurrence)}
                    data-testid="calendar-event"
                    sx={{
                      position: 'absolute',
                      top: (event.top / 60) * HOUR,
                      height: Math.max(24, (event.height / 60) * HOUR - 2),
                      insetInlineStart: `calc(${(event.lane / event.lanes) * 100}% + 2px)`,
                      width: `calc(${100 / event.lanes}% - 4px)`,
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      borderRadius: 1,
                      px: 0.75,
                      py: 0.25,
                      overflow: 'hidden',
                      display: 'block',
                      textAlign: 'start',
                    }}
                  >
                    <Typography variant="caption" sx={{ fontWeight: 700, display: 'block', lineHeight: 1.2 }} noWrap>
                      <bdi>{event.occurrence.title}</bdi>
                    </Typography>
                    <Typography variant="caption" sx={{ display: 'block', lineHeight: 1.2, opacity: 0.9 }} noWrap>
                      {timeRange(event.occurrence, i18n.language)}
                    </Typography>
                  </ButtonBase>
                ))}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>
    </Box>
  );
}
