import {
  DEFAULT_RANGE_DAYS,
  INSIGHTS_MESSAGES,
  type InsightsRangeQuery,
  MAX_RANGE_YEARS,
  rangeBounds,
} from '@bright/contracts';
import { badRequest } from '../../lib/app-error';

export interface Range {
  start: Date;
  end: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const MAX_RANGE_MS = MAX_RANGE_YEARS * 366 * DAY_MS;

/**
 * The range a request asks for: a §9 log range (server time, UTC), explicit ISO dates (the browser
 * sends its own day bounds; a missing end is now), or the last DEFAULT_RANGE_DAYS days.
 */
export function resolveRange(
  query: Pick<InsightsRangeQuery, 'range' | 'startDate' | 'endDate'>,
  now = new Date(),
): Range {
  if (query.range && !query.startDate && !query.endDate) {
    const { startDate, endDate } = rangeBounds(query.range, now);
    return { start: startDate, end: endDate };
  }
  const end = query.endDate ? new Date(query.endDate) : now;
  const start = query.startDate ? new Date(query.startDate) : new Date(end.getTime() - DEFAULT_RANGE_DAYS * DAY_MS);
  if (end.getTime() < start.getTime()) throw badRequest(INSIGHTS_MESSAGES.endBeforeStart);
  if (end.getTime() - start.getTime() > MAX_RANGE_MS) throw badRequest(INSIGHTS_MESSAGES.rangeTooLong);
  return { start, end };
}

export const appliedRange = (range: Range) => ({
  startDate: range.start.toISOString(),
  endDate: range.end.toISOString(),
});
