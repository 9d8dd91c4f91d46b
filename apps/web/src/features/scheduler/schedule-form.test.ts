import { describe, expect, it } from 'vitest';
import { formErrors } from '../../test/form-errors';
import { ScheduleFormSchema, type ScheduleFormValues, scheduleFields, scheduleFormValues } from './schedule-form';

// Tuesday 5 March 2030, 14:00 to 15:00 in the test's zone.
const values: ScheduleFormValues = {
  ...scheduleFormValues([{ classId: 'c-1' }], undefined, new Date(2030, 2, 5, 14, 0)),
  title: ' Art club ',
};

const messages = async (changes: Partial<ScheduleFormValues>) =>
  Object.fromEntries(
    Object.entries(await formErrors(ScheduleFormSchema, { ...values, ...changes })).map(([field, error]) => [
      field,
      error?.message,
    ]),
  );

describe('the schedule form', () => {
  it('starts a new schedule at the picked time, an hour long, in the class it was opened for', () => {
    expect(values).toMatchObject({ classId: 'c-1', date: '2030-03-05', startTime: '14:00', endTime: '15:00' });
  });

  it("checks with the schedule calls' own texts, and the repeat only when it repeats", async () => {
    expect(await messages({})).toEqual({});
    expect(await messages({ title: '  ', endTime: '13:00' })).toEqual({
      title: 'Please provide: title',
      endTime: 'The end must be after the start',
    });
    expect(await messages({ meetingLink: 'ftp://files' })).toEqual({
      meetingLink: 'The meeting link must be an http or https URL',
    });
    expect(await messages({ ends: 'count', count: '0' })).toEqual({});
    expect(await messages({ frequency: 'DAILY', ends: 'count', count: '0' })).toEqual({
      count: 'count must be a whole number from 1 to 500',
    });
    expect(await messages({ frequency: 'DAILY', ends: 'until', until: '2030-03-04' })).toEqual({
      until: 'The repeat end date must not be before the start',
    });
  });

  it('sends the trimmed texts, the times as instants and a weekly repeat on the start day too', async () => {
    const checked = ScheduleFormSchema.parse({ ...values, frequency: 'WEEKLY', weekdays: ['TH'], ends: 'count' });
    expect(scheduleFields(checked, 'Asia/Kolkata')).toEqual({
      title: 'Art club',
      description: '',
      start: new Date(2030, 2, 5, 14, 0).toISOString(),
      end: new Date(2030, 2, 5, 15, 0).toISOString(),
      timeZone: 'Asia/Kolkata',
      recurrence: { frequency: 'WEEKLY', weekdays: ['TU', 'TH'], count: 10 },
      meetingLink: '',
    });
  });
});
