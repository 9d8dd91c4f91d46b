import type { Role } from '@bright/contracts';
import { describe, expect, it } from 'vitest';
import { RANGE_DAYS, canReadDailyLogs } from './daily-logs.policy';

describe('daily logs policy: role table', () => {
  // roles → [own, another teacher's]
  const table: Array<[Role[], string, string]> = [
    [['admin'], 'ok', 'ok'],
    [['admin', 'instructor'], 'ok', 'ok'],
    [['instructor'], 'ok', 'forbidden'],
    [['learner'], 'forbidden', 'forbidden'],
  ];
  it.each(table)('%j', (roles, own, other) => {
    expect(canReadDailyLogs({ userId: 'me', roles }, 'me')).toBe(own);
    expect(canReadDailyLogs({ userId: 'me', roles }, 'someone')).toBe(other);
  });

  it('ranges end today, except yesterday', () => {
    for (const [range, { back, span }] of Object.entries(RANGE_DAYS)) {
      expect(back - span + 1, range).toBe(range === 'YESTERDAY' ? 1 : 0);
    }
    expect(RANGE_DAYS.LAST_7_DAYS).toEqual({ back: 6, span: 7 });
  });
});
