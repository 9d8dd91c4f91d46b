import { type Occurrence, type Schedule, WEEKDAYS } from '@bright/contracts';
import type { TFunction } from 'i18next';
import { formatDay } from '../../../lib/format';

const time = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(new Date(iso));

export const timeRange = (occurrence: Pick<Occurrence, 'start' | 'end'>, language: string) =>
  `${time(occurrence.start, language)} – ${time(occurrence.end, language)}`;

/** "Every week on Mon, Wed, until Sunday 30 June 2030" in the user's language. */
export function recurrenceText(schedule: Schedule, t: TFunction, language: string) {
  const rule = schedule.recurrence;
  const days = WEEKDAYS.filter((day) => rule.weekdays.includes(day))
    .map((day) => t(`scheduler.weekdays.${day}`))
    .join(', ');
  const base =
    rule.frequency === 'DAILY'
      ? t('scheduler.every.day', { count: rule.interval })
      : t('scheduler.every.week', { count: rule.interval, days });
  if (rule.until) return `${base} · ${t('scheduler.every.until', { date: formatDay(rule.until, language) })}`;
  if (rule.count) return `${base} · ${t('scheduler.every.times', { count: rule.count })}`;
  return base;
}
