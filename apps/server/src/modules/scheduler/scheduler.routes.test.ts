import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, countRows, expectError } from '../../../test/api-client';

const FORBIDDEN = 'Not authorized to perform this action';
const CREATE = '/api/scheduler/create';

describe('scheduler routes', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp();
    api = client(t);
    w = await classWorld(t, { studentCount: 2, className: 'Class 6A' });
  });
  afterAll(() => t?.close());

  const student = (index: number) => w.students[index]!;
  const weekly = (extra: Record<string, unknown> = {}) => ({
    classId: w.klass.id,
    title: 'Maths',
    start: '2030-01-07T09:00:00+01:00',
    end: '2030-01-07T10:00:00+01:00',
    timeZone: 'Europe/Berlin',
    recurrence: { frequency: 'WEEKLY', weekdays: ['MO', 'WE'], until: '2030-06-30' },
    meetingLink: 'https://meet.example.com/maths',
    ...extra,
  });
  const written = () => countRows(t, 'schedules');

  it('refuses: 401, 403 to a student and to a teacher of another class, 404 for another institute, writing nothing', async () => {
    const before = await written();
    expectError(await api.post(CREATE, weekly()), 401, 'session expired');
    expectError(await api.post(CREATE, weekly(), { token: student(0).token }), 403, FORBIDDEN);
    expectError(await api.post(CREATE, weekly(), { token: w.otherTeacher.token }), 403, FORBIDDEN);
    expectError(
      await api.post(CREATE, weekly({ classId: w.foreign.klass.id }), { token: w.admin.token }),
      404,
      'Class not found',
    );
    expectError(
      await api.get(`/api/scheduler/fetch?classId=${w.klass.id}`, { token: w.outsider.token }),
      403,
      FORBIDDEN,
    );
    expectError(
      await api.get(`/api/scheduler/fetch?classId=${w.klass.id}`, { token: w.foreign.teacher.token }),
      404,
      'Class not found',
    );
    expect(await written()).toBe(before);
  });

  it('answers 400 with exact messages, writing nothing', async () => {
    const before = await written();
    const cases: Array<[Record<string, unknown>, string]> = [
      [weekly({ title: undefined }), 'Please provide: title'],
      [weekly({ title: '  ' }), 'Please provide: title'],
      [weekly({ start: undefined }), 'Please provide: start'],
      [weekly({ start: 'next monday' }), 'Invalid start'],
      [weekly({ end: '2030-01-07T08:30:00+01:00' }), 'The end must be after the start'],
      [weekly({ end: '2030-01-07T09:00:00+01:00' }), 'The end must be after the start'],
      [weekly({ end: '2030-01-09T10:00:00+01:00' }), 'A schedule can last at most 24 hours'],
      [weekly({ meetingLink: 'javascript:alert(1)' }), 'The meeting link must be an http or https URL'],
      [weekly({ meetingLink: 'ftp://files.example.com' }), 'The meeting link must be an http or https URL'],
      [weekly({ timeZone: 'Mars/Base' }), 'Invalid timeZone'],
      [
        weekly({ recurrence: { frequency: 'WEEKLY', weekdays: ['TU'] } }),
        'The start must fall on one of the chosen weekdays',
      ],
      [
        weekly({ recurrence: { frequency: 'DAILY', until: '2030-01-01' } }),
        'The repeat end date must not be before the start',
      ],
      [
        weekly({ recurrence: { frequency: 'DAILY', until: '2030-02-01', count: 3 } }),
        'Choose either an end date or a number of times, not both',
      ],
      [
        weekly({ recurrence: { frequency: 'DAILY', weekdays: ['MO'] } }),
        'Weekdays can be chosen only for a weekly schedule',
      ],
      [weekly({ recurrence: { frequency: 'DAILY', count: 0 } }), 'count must be a whole number from 1 to 500'],
      [weekly({ recurrence: { frequency: 'DAILY', until: '30/06/2030' } }), 'Invalid until: use YYYY-MM-DD'],
      [weekly({ recurrence: { frequency: 'HOURLY' } }), 'Invalid frequency'],
    ];
    for (const [payload, message] of cases)
      expectError(await api.post(CREATE, payload, { token: w.teacher.token }), 400, message);
    expect(await written()).toBe(before);
  });

  let scheduleId: string;

  it('creates a weekly schedule stored in UTC with its RRULE; members see its occurrences', async () => {
    const created = await api.post(CREATE, weekly(), { token: w.teacher.token });
    expect(created.statusCode).toBe(200);
    const schedule = created.json().data;
    scheduleId = schedule.scheduleId;
    expect(schedule).toMatchObject({
      className: 'Class 6A',
      start: '2030-01-07T08:00:00.000Z',
      end: '2030-01-07T09:00:00.000Z',
      timeZone: 'Europe/Berlin',
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20300630T215959Z',
      recurrence: { frequency: 'WEEKLY', interval: 1, weekdays: ['MO', 'WE'], until: '2030-06-30', count: null },
      meetingLink: 'https://meet.example.com/maths',
      abilities: { canEdit: true },
    });
    const range = 'from=2030-03-25T00:00:00Z&to=2030-04-08T00:00:00Z';
    const seen = await api.get(`/api/scheduler/fetch?classId=${w.klass.id}&${range}`, { token: student(0).token });
    expect(seen.json().data.abilities).toEqual({ canCreate: false });
    expect(seen.json().data.schedules[0].abilities).toEqual({ canEdit: false });
    // Summer time starts on 31 March: the lesson stays at 9:00 in Berlin.
    expect(seen.json().data.occurrences.map((o: { start: string }) => o.start)).toEqual([
      '2030-03-25T08:00:00.000Z',
      '2030-03-27T08:00:00.000Z',
      '2030-04-01T07:00:00.000Z',
      '2030-04-03T07:00:00.000Z',
    ]);
    expectError(
      await api.get(`/api/scheduler/fetch?classId=${w.klass.id}&from=2030-01-01T00:00:00Z&to=2030-12-01T00:00:00Z`, {
        token: student(0).token,
      }),
      400,
      'The range can be at most 100 days',
    );
  });

  it("updates and deletes (DELETE and POST); a student or another class's teacher may not", async () => {
    const update = { scheduleId, title: 'Maths (room 4)', meetingLink: '' };
    expectError(await api.post('/api/scheduler/update', update, { token: student(0).token }), 403, FORBIDDEN);
    expectError(
      await api.post('/api/scheduler/update', update, { token: w.foreign.teacher.token }),
      404,
      'Schedule not found',
    );
    expectError(
      await api.post('/api/scheduler/update', { scheduleId }, { token: w.teacher.token }),
      400,
      'Nothing to update',
    );
    expectError(
      await api.post('/api/scheduler/update', { scheduleId, end: '2030-01-07T07:00:00Z' }, { token: w.teacher.token }),
      400,
      'The end must be after the start',
    );
    const updated = await api.post('/api/scheduler/update', update, { token: w.admin.token });
    expect(updated.json().data).toMatchObject({
      title: 'Maths (room 4)',
      meetingLink: null,
      rrule: 'FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20300630T215959Z',
    });
    const daily = await api.post(
      '/api/scheduler/update',
      { scheduleId, recurrence: { frequency: 'DAILY', count: 3 } },
      { token: w.teacher.token },
    );
    expect(daily.json().data.rrule).toBe('FREQ=DAILY;COUNT=3');

    expectError(
      await api.delete(`/api/scheduler/delete/${scheduleId}`, { token: w.otherTeacher.token }),
      403,
      FORBIDDEN,
    );
    expect((await api.delete(`/api/scheduler/delete/${scheduleId}`, { token: w.teacher.token })).json()).toEqual({
      message: 'Schedule deleted',
      data: { scheduleId },
    });
    expectError(
      await api.post(`/api/scheduler/delete/${scheduleId}`, {}, { token: w.teacher.token }),
      404,
      'Schedule not found',
    );
    const again = await api.post(CREATE, weekly({ recurrence: undefined }), { token: w.teacher.token });
    expect(
      (await api.post(`/api/scheduler/delete/${again.json().data.scheduleId}`, {}, { token: w.teacher.token }))
        .statusCode,
    ).toBe(200);
  });

  it("lists a user's and today's schedules", async () => {
    const now = new Date();
    const start = new Date(now.getTime() - 30 * 60_000);
    await api.post(
      CREATE,
      {
        classId: w.klass.id,
        title: 'Reading',
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
      },
      { token: w.teacher.token },
    );
    await api.post(
      CREATE,
      {
        classId: w.otherClass.id,
        title: 'Art',
        start: start.toISOString(),
        end: new Date(start.getTime() + 3_600_000).toISOString(),
      },
      { token: w.otherTeacher.token },
    );
    const today = await api.get('/api/scheduler/fetch-for-today?timeZone=UTC', { token: student(0).token });
    expect(today.json().data.occurrences.map((o: { title: string }) => o.title)).toContain('Reading');
    expect(today.json().data.occurrences.map((o: { title: string }) => o.title)).not.toContain('Art');
    const mine = await api.get(`/api/scheduler/fetch-for-user/${student(0).user.id}`, { token: student(0).token });
    expect(mine.json().data.schedules.map((s: { title: string }) => s.title)).toEqual(['Reading']);
    expectError(
      await api.get(`/api/scheduler/fetch-for-user/${student(1).user.id}`, { token: student(0).token }),
      403,
      FORBIDDEN,
    );
    const forAdmin = await api.get(`/api/scheduler/fetch-for-user/${w.otherTeacher.user.id}`, { token: w.admin.token });
    expect(forAdmin.json().data.schedules.map((s: { title: string }) => s.title)).toEqual(['Art']);
    expectError(
      await api.get(`/api/scheduler/fetch-for-user/${w.foreign.teacher.user.id}`, { token: w.admin.token }),
      404,
      'User not found',
    );
  });
});
