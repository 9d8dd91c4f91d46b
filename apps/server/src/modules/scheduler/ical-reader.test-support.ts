// A tolerant iCalendar reader for the tests, on a real parser (ical.js): it reads this project's feed
// and the interoperability fixtures that other programs wrote (shared/fixtures/interop/ical). Not part
// of the app (ical.js is a devDependency).
import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ICAL from 'ical.js';

/** Windows and Outlook display names of zones met in real files, to their IANA names. */
const WINDOWS_ZONES: Record<string, string> = {
  '(UTC-05:00) Eastern Time (US and Canada)': 'America/New_York',
  'Eastern Standard Time': 'America/New_York',
  'Central Standard Time': 'America/Chicago',
  'Pacific Standard Time': 'America/Los_Angeles',
  'W. Europe Standard Time': 'Europe/Berlin',
  'GMT Standard Time': 'Europe/London',
  'India Standard Time': 'Asia/Kolkata',
};

export interface ReadOccurrence {
  start: Date;
  end: Date | null;
  summary: string;
  /** Set when the occurrence is a moved or changed instance (RECURRENCE-ID). */
  overridden: boolean;
}

export interface ReadEvent {
  uid: string;
  summary: string;
  rrule: string | null;
  tzid: string | null;
  allDay: boolean;
  start: Date;
  occurrences: ReadOccurrence[];
}

export interface ReadCalendar {
  events: ReadEvent[];
  /** Zones the file defines or that were filled in from the zone database. */
  zones: string[];
  /** TZIDs nobody could resolve: their times are floating. */
  unknownZones: string[];
}

/**
 * Real files break the rules a little: a bare date in EXDATE/RDATE without VALUE=DATE (node-ical's
 * "bad times" fixture). Lines are unfolded first, so a value folded mid-way is read whole.
 */
function tolerate(text: string) {
  const unfolded = text.replace(/\r?\n[ \t]/g, '');
  return unfolded.replace(/^(EXDATE|RDATE)((?:;(?!VALUE=)[^:\r\n]*)?):(\d{8})\r?$/gm, '$1;VALUE=DATE$2:$3');
}

const BUILT_IN_ZONES = new Set(['UTC', 'Z', 'GMT']);

function register(name: string, component: ICAL.Component) {
  ICAL.TimezoneService.register(new ICAL.Timezone({ component, tzid: name }));
}

/** In-file VTIMEZONEs first (an empty, broken one is skipped); then referenced zones from the zone database. */
function registerZones(calendar: ICAL.Component) {
  const zones: string[] = [];
  for (const vtimezone of calendar.getAllSubcomponents('vtimezone')) {
    const tzid = vtimezone.getFirstPropertyValue('tzid');
    // ical.js's own UTC stays: Exchange writes a VTIMEZONE named UTC that would replace it for every file.
    if (typeof tzid === 'string' && !BUILT_IN_ZONES.has(tzid) && vtimezone.getAllSubcomponents().length > 0) {
      register(tzid, vtimezone);
      zones.push(tzid);
    }
  }
  const referenced = new Set<string>();
  for (const event of calendar.getAllSubcomponents('vevent')) {
    for (const property of event.getAllProperties()) {
      const tzid = property.getParameter('tzid');
      if (typeof tzid === 'string') referenced.add(tzid);
    }
  }
  const unknownZones: string[] = [];
  for (const tzid of referenced) {
    if (zones.includes(tzid) || ICAL.TimezoneService.has(tzid)) continue;
    const text = getVtimezoneComponent(WINDOWS_ZONES[tzid] ?? tzid);
    if (!text) {
      unknownZones.push(tzid);
      continue;
    }
    register(
      tzid,
      new ICAL.Component(ICAL.parse(`BEGIN:VCALENDAR\r\n${text}\r\nEND:VCALENDAR`)).getFirstSubcomponent('vtimezone')!,
    );
    zones.push(tzid);
  }
  return { zones, unknownZones };
}

/** Of several overrides of one instance, the one with the highest SEQUENCE wins (RFC 5545 3.8.7.4). */
function latestOverrides(overrides: ICAL.Component[]) {
  const byInstance = new Map<string, ICAL.Component>();
  for (const override of overrides) {
    const key = String(override.getFirstPropertyValue('recurrence-id'));
    const current = byInstance.get(key);
    const sequence = (component: ICAL.Component) => Number(component.getFirstPropertyValue('sequence') ?? 0);
    if (!current || sequence(override) >= sequence(current)) byInstance.set(key, override);
  }
  return [...byInstance.values()];
}

/**
 * Exchange names the instance of an all-day series by a midnight date-time with a zone; the series'
 * instances are dates, so the override is read as the date it means.
 */
function alignAllDay(master: ICAL.Component, overrides: ICAL.Component[]) {
  const start = master.getFirstPropertyValue('dtstart') as ICAL.Time | null;
  if (!start?.isDate) return overrides;
  for (const override of overrides) {
    const property = override.getFirstProperty('recurrence-id')!;
    const value = property.getFirstValue() as ICAL.Time;
    if (value.isDate) continue;
    property.removeParameter('tzid');
    property.resetType('date');
    property.setValue(ICAL.Time.fromData({ year: value.year, month: value.month, day: value.day, isDate: true }));
  }
  return overrides;
}

/** Every event of a calendar with its occurrences up to `until` (at most `max` each). */
export function readCalendar(text: string, options: { until: Date; max?: number }): ReadCalendar {
  const calendar = new ICAL.Component(ICAL.parse(tolerate(text)));
  const { zones, unknownZones } = registerZones(calendar);
  const vevents = calendar.getAllSubcomponents('vevent');
  const events: ReadEvent[] = [];
  for (const master of vevents.filter((vevent) => !vevent.hasProperty('recurrence-id'))) {
    const uid = String(master.getFirstPropertyValue('uid'));
    const overrides = vevents.filter(
      (vevent) => vevent.hasProperty('recurrence-id') && vevent.getFirstPropertyValue('uid') === uid,
    );
    const event = new ICAL.Event(master, {
      exceptions: latestOverrides(alignAllDay(master, overrides)),
      strictExceptions: false,
    });
    const occurrences: ReadOccurrence[] = [];
    const iterator = event.iterator();
    for (let next = iterator.next(); next && occurrences.length < (options.max ?? 500); next = iterator.next()) {
      // An RDATE may be a PERIOD (Zimbra): its instance is the period's start.
      const instance = next instanceof ICAL.Period ? (next as ICAL.Period).start : next;
      const details = event.getOccurrenceDetails(instance);
      if (details.startDate.toJSDate() > options.until) break;
      occurrences.push({
        start: details.startDate.toJSDate(),
        end: details.endDate?.toJSDate() ?? null,
        summary: details.item.summary,
        overridden: details.item !== event,
      });
      if (!event.isRecurring()) break;
    }
    const rrule = master.getFirstPropertyValue('rrule');
    events.push({
      uid,
      summary: event.summary,
      rrule: rrule ? String(rrule) : null,
      tzid: (master.getFirstProperty('dtstart')?.getParameter('tzid') as string | undefined) ?? null,
      allDay: event.startDate.isDate,
      start: event.startDate.toJSDate(),
      occurrences,
    });
  }
  return { events, zones, unknownZones };
}
