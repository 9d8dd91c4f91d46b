import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/test-app';
import { type ClassWorld, classWorld } from '../../../test/class-world';
import { client, expectError } from '../../../test/api-client';
import { readCalendar } from './ical-reader.test-support';

const FIXTURES = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../../../../shared/fixtures/interop/ical',
);
const hasFixtures = existsSync(FIXTURES);
if (!hasFixtures) console.warn(`Skipping the iCalendar interoperability fixtures: ${FIXTURES} is absent`);

describe('the iCalendar feed', () => {
  let t: TestApp;
  let api: ReturnType<typeof client>;
  let w: ClassWorld;
  beforeAll(async () => {
    t = await createTestApp({ env: { APP_URL: 'https://school.example.org' } });
    api = client(t);
    w = await classWorld(t, { studentCount: 1, className: 'Class 6A' });
    const create = (body: Record<string, unknown>, token = w.teacher.token) =>
      api.post('/api/scheduler/create', { classId: w.klass.id, ...body }, { token });
    await create({
      title: 'Maths; algebra, part 1',
      description: 'Bring a calculator.\nChapter 3',
      start: '2030-01-07T09:00:00+01:00',
      end: '2030-01-07T10:00:00+01:00',
      timeZone: 'Europe/Berlin',
      recurrence: { frequency: 'WEEKLY', weekdays: ['MO', 'WE'], until: '2030-06-30' },
      meetingLink: 'https://meet.example.com/maths',
    });
    await create({ title: 'Parents evening', start: '2030-02-01T17:00:00Z', end: '2030-02-01T19:00:00Z' });
    await api.post(
      '/api/scheduler/create',
      { classId: w.otherClass.id, title: 'Not mine', start: '2030-02-01T17:00:00Z', end: '2030-02-01T18:00:00Z' },
      { token: w.otherTeacher.token },
    );
  });
  afterAll(() => t?.close());

  const feedPath = (url: string) => new URL(url).pathname;

  it('is made at a secret URL, shown once; a new one revokes the old', async () => {
    expect((await api.get('/api/scheduler/ical', { token: w.students[0]!.token })).json().data).toEqual({
      active: false,
      createdAt: null,
      url: null,
    });
    const made = (await api.post('/api/scheduler/ical/rotate', {}, { token: w.students[0]!.token })).json().data;
    expect(made.url).toMatch(/^https:\/\/school\.example\.org\/api\/scheduler\/ical\/[A-Za-z0-9_-]{32}\.ics$/);
    expect((await api.get('/api/scheduler/ical', { token: w.students[0]!.token })).json().data).toMatchObject({
      active: true,
      url: null,
    });
    expect((await api.get(feedPath(made.url))).statusCode).toBe(200);
    const renewed = (await api.post('/api/scheduler/ical/rotate', {}, { token: w.students[0]!.token })).json().data;
    expectError(await api.get(feedPath(made.url)), 404, 'Calendar feed not found');
    expect((await api.get(feedPath(renewed.url))).statusCode).toBe(200);
    await api.post('/api/scheduler/ical/revoke', {}, { token: w.students[0]!.token });
    expectError(await api.get(feedPath(renewed.url)), 404, 'Calendar feed not found');
    expectError(await api.get('/api/scheduler/ical/not-a-feed.ics'), 404, 'Calendar feed not found');
  });

  it("is text/calendar that a real parser reads: the weekly event with its RRULE, in its zone, and only the user's classes", async () => {
    const { url } = (await api.post('/api/scheduler/ical/rotate', {}, { token: w.teacher.token })).json().data;
    const response = await api.get(feedPath(url));
    expect(response.headers['content-type']).toBe('text/calendar; charset=utf-8');
    const text = response.body;
    expect(text.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);
    expect(text).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin');
    expect(text).toContain('SUMMARY:Maths\\; algebra\\, part 1');

    const calendar = readCalendar(text, { until: new Date('2030-12-31T00:00:00Z') });
    expect(calendar.unknownZones).toEqual([]);
    expect(calendar.events.map((event) => event.summary).sort()).toEqual(['Maths; algebra, part 1', 'Parents evening']);
    const maths = calendar.events.find((event) => event.summary.startsWith('Maths'))!;
    expect(maths.rrule).toBe('FREQ=WEEKLY;BYDAY=MO,WE;UNTIL=20300630T215959Z');
    expect(maths.tzid).toBe('Europe/Berlin');
    expect(maths.start.toISOString()).toBe('2030-01-07T08:00:00.000Z');
    // Mondays and Wednesdays from 7 January to 30 June 2030, at 9:00 in Berlin whatever the season.
    expect(maths.occurrences).toHaveLength(50);
    expect(maths.occurrences.find((o) => o.start.toISOString().startsWith('2030-04-01'))!.start.toISOString()).toBe(
      '2030-04-01T07:00:00.000Z',
    );
    expect(maths.occurrences.at(-1)!.start.toISOString()).toBe('2030-06-26T07:00:00.000Z');
    const parents = calendar.events.find((event) => event.summary === 'Parents evening')!;
    expect(parents.rrule).toBeNull();
    expect(parents.occurrences.map((o) => [o.start.toISOString(), o.end?.toISOString()])).toEqual([
      ['2030-02-01T17:00:00.000Z', '2030-02-01T19:00:00.000Z'],
    ]);
  });
});

describe.skipIf(!hasFixtures)("the reader on other programs' iCalendar files (shared/fixtures/interop/ical)", () => {
  const read = (file: string, until = '2030-01-01T00:00:00Z', max = 200) =>
    readCalendar(readFileSync(path.join(FIXTURES, file), 'utf8'), { until: new Date(until), max });
  const days = (occurrences: Array<{ start: Date }>) => occurrences.map((o) => o.start.toISOString().slice(0, 10));

  it('reads every fixture', () => {
    for (const file of readdirSync(FIXTURES).filter((name) => name.endsWith('.ics'))) {
      const calendar = read(file);
      expect(calendar.events.length, file).toBeGreaterThan(0);
      for (const event of calendar.events)
        expect(event.occurrences.length, `${file} ${event.summary}`).toBeGreaterThan(0);
    }
  });

  it('Google: fortnightly with UNTIL, a folded EXDATE list, a zone it does not define, and a bare-date EXDATE', () => {
    const calendar = read('node-ical-biweekly-exdate-until.ics');
    expect(calendar.unknownZones).toEqual([]);
    const [fortnightly, badTimes] = calendar.events;
    expect(fortnightly!.rrule).toContain('INTERVAL=2');
    const seen = days(fortnightly!.occurrences);
    for (const excluded of ['2017-07-06', '2017-07-17', '2017-07-20', '2017-08-03'])
      expect(seen).not.toContain(excluded);
    expect(seen.at(-1)).toBe('2017-07-31');
    // 9:00 in US/Central: 15:00 UTC in winter, 14:00 in summer.
    expect(fortnightly!.occurrences[0]!.start.toISOString()).toBe('2017-02-16T15:00:00.000Z');
    expect(fortnightly!.occurrences.at(-1)!.start.toISOString()).toBe('2017-07-31T14:00:00.000Z');
    expect(badTimes!.occurrences[0]!.start.toISOString()).toBe('2017-08-14T14:00:00.000Z');
  });

  it('Exchange: a Windows zone name and an all-day instance moved by RECURRENCE-ID', () => {
    const [event] = read('node-ical-exchange_whole_day_moved_recurrence.ics', '2026-03-09T00:00:00Z').events;
    expect(event!.allDay).toBe(true);
    expect(days(event!.occurrences)).toEqual(['2026-02-19', '2026-02-24', '2026-02-27', '2026-03-03', '2026-03-05']);
  });

  it('overrides of one instance: the highest SEQUENCE wins', () => {
    const [event] = read('node-ical-recurrence-sequence.ics').events;
    expect(event!.occurrences.map((o) => `${o.start.toISOString()} ${o.summary}`)).toEqual([
      '2024-01-01T10:00:00.000Z Daily Meeting',
      '2024-01-02T14:00:00.000Z Moved to afternoon (SEQUENCE 3)',
      '2024-01-03T15:00:00.000Z Newer override (SEQUENCE 5) - should win',
      '2024-01-04T10:00:00.000Z Daily Meeting',
      '2024-01-05T10:00:00.000Z Daily Meeting',
    ]);
  });

  it('a quoted Windows display-name TZID on DTSTART', () => {
    const calendar = read('node-ical-windows-quoted-tz-rrule.ics');
    const [event] = calendar.events;
    expect(event!.tzid).toBe('(UTC-05:00) Eastern Time (US and Canada)');
    // 12:00 in New York (summer time); the EXDATEs name 12:00 in Los Angeles, which is no instance.
    expect(event!.occurrences).toHaveLength(10);
    expect(event!.occurrences[0]!.start.toISOString()).toBe('2015-07-06T16:00:00.000Z');
  });

  it('Zimbra: monthly on the first Tuesday, EXDATEs, RDATEs and moved instances, with its own VTIMEZONE', () => {
    const calendar = read('icaljs-recur_instances.ics', '2013-06-30T00:00:00Z');
    expect(calendar.zones).toContain('America/Los_Angeles');
    const [event] = calendar.events;
    const seen = event!.occurrences.map((o) => o.start.toISOString());
    expect(seen).toContain('2012-10-02T22:00:00.000Z');
    expect(seen).not.toContain('2012-10-02T17:00:00.000Z');
    for (const excluded of ['2012-12-04', '2013-02-05', '2013-04-02'])
      expect(days(event!.occurrences)).not.toContain(excluded);
    expect(days(event!.occurrences)).toContain('2013-03-05');
  });
});
