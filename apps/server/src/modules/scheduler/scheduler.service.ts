import {
  type CalendarFeed,
  CreateScheduleBody,
  PEOPLE_MESSAGES,
  SCHEDULER_MESSAGES,
  type ScheduleList,
  UpdateScheduleBody,
} from '@bright/contracts';
import { canTeachClass, loadClassFor } from '../../lib/class-access';
import { createHash, randomBytes } from 'node:crypto';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { listUserClasses, findMemberRoles } from '../classes';
import { enforce } from '../../lib/authorize';
import { buildCalendar } from './scheduler.ical';
import { canReadUserSchedules, listRange, scheduleProblem } from './scheduler.policy';
import { toOccurrence, toSchedule } from './scheduler.presenter';
import * as q from './scheduler.queries';
import {
  type Rule,
  localDay,
  occurrencesBetween,
  parseRRule,
  ruleFrom,
  seriesEnd,
  toRRule,
  zonedInstant,
} from './recurrence';

type CreateInput = z.output<typeof CreateScheduleBody>;
type UpdateInput = z.output<typeof UpdateScheduleBody>;

/** The stored form of a schedule's times: UTC instants, the zone, the RRULE and when the series ends. */
function timesOf(input: { start: Date; end: Date; timeZone: string; rule: Rule | null }) {
  const problem = scheduleProblem(input);
  if (problem) throw badRequest(problem);
  return {
    startAt: input.start,
    endAt: input.end,
    timeZone: input.timeZone,
    rrule: input.rule ? toRRule(input.rule) : null,
    seriesEndAt: seriesEnd(input.start, input.end.getTime() - input.start.getTime(), input.timeZone, input.rule),
  };
}

async function presentOne(db: Db, scheduleId: string, canEdit: boolean) {
  const [row] = await q.listSchedules(db, { ids: [scheduleId] });
  if (!row) throw notFound(SCHEDULER_MESSAGES.notFound);
  return toSchedule(row, canEdit);
}

/** A schedule for a class: its teachers and the admins; end after start, repeats as RFC 5545 says. */
export async function createSchedule(db: Db, actor: Actor, input: CreateInput) {
  const { klass } = await loadClassFor(db, actor, input.classId, 'teach');
  const times = timesOf({ ...input, rule: ruleFrom(input.recurrence, input.start, input.timeZone) });
  const { id } = await db.transaction((tx) =>
    q.insertSchedule(tx, {
      classId: klass.id,
      instituteId: klass.instituteId,
      title: input.title,
      description: input.description ?? '',
      meetingLink: input.meetingLink || null,
      createdBy: actor.userId,
      ...times,
    }),
  );
  return presentOne(db, id, true);
}

/** Loads a schedule and its class for a teacher of it; another institute's schedule is not found. */
async function loadForChange(db: Db, actor: Actor, scheduleId: string) {
  const schedule = await q.findSchedule(db, scheduleId);
  if (!schedule) throw notFound(SCHEDULER_MESSAGES.notFound);
  try {
    await loadClassFor(db, actor, schedule.classId, 'teach');
  } catch (error) {
    if (error instanceof AppError && error.code === 'NOT_FOUND') throw notFound(SCHEDULER_MESSAGES.notFound);
    throw error;
  }
  return schedule;
}

export async function updateSchedule(db: Db, actor: Actor, input: UpdateInput) {
  const { scheduleId, ...changes } = input;
  if (Object.values(changes).every((value) => value === undefined))
    throw badRequest(SCHEDULER_MESSAGES.nothingToUpdate);
  const current = await loadForChange(db, actor, scheduleId);
  const start = input.start ?? current.startAt;
  const timeZone = input.timeZone ?? current.timeZone;
  const rule = input.recurrence ? ruleFrom(input.recurrence, start, timeZone) : parseRRule(current.rrule);
  const times = timesOf({ start, end: input.end ?? current.endAt, timeZone, rule });
  await db.transaction(async (tx) => {
    if (!(await q.lockSchedule(tx, scheduleId))) throw notFound(SCHEDULER_MESSAGES.notFound);
    await q.updateSchedule(tx, scheduleId, {
      ...times,
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.meetingLink !== undefined ? { meetingLink: input.meetingLink || null } : {}),
    });
  });
  return presentOne(db, scheduleId, true);
}

export async function deleteSchedule(db: Db, actor: Actor, scheduleId: string) {
  await loadForChange(db, actor, scheduleId);
  if (!(await db.transaction((tx) => q.deleteSchedule(tx, scheduleId)))) throw notFound(SCHEDULER_MESSAGES.notFound);
  return { scheduleId };
}

function rangeOf(query: { from?: Date; to?: Date }) {
  const range = listRange(query);
  if ('problem' in range) throw badRequest(range.problem);
  return range;
}

/** Schedules of some classes and their occurrences in a range, in start order. */
async function listFor(db: Db, classes: Map<string, boolean>, range: { from: Date; to: Date }): Promise<ScheduleList> {
  const rows = await q.listSchedules(db, { classIds: [...classes.keys()], ...range });
  const occurrences = rows
    .flatMap((row) =>
      occurrencesBetween(
        {
          start: row.schedule.startAt,
          end: row.schedule.endAt,
          timeZone: row.schedule.timeZone,
          rule: parseRRule(row.schedule.rrule),
        },
        range.from,
        range.to,
      ).map((occurrence) => toOccurrence(row, occurrence)),
    )
    .sort((a, b) => a.start.localeCompare(b.start) || a.title.localeCompare(b.title));
  return {
    schedules: rows.map((row) => toSchedule(row, classes.get(row.schedule.classId) ?? false)),
    occurrences,
    from: range.from.toISOString(),
    to: range.to.toISOString(),
    abilities: { canCreate: [...classes.values()].some(Boolean) },
  };
}

/** A class's schedules: its members and the admins; teachers and admins may change them. */
export async function fetchForClass(db: Db, actor: Actor, query: { classId: string; from?: Date; to?: Date }) {
  const { klass, membership } = await loadClassFor(db, actor, query.classId, 'read');
  const range = rangeOf(query);
  const teaches = canTeachClass(actor, klass, membership) === 'ok';
  return listFor(db, new Map([[klass.id, teaches]]), range);
}

/** The caller's classes (or, for an admin, another member's) with whether the caller may change each. */
async function classesOf(db: Db, actor: Actor, userId?: string) {
  const classes = await listUserClasses(db, actor, userId ? { userId } : {});
  return new Map(classes.map((klass) => [klass.classId, klass.abilities.canTeach]));
}

export async function fetchForUser(db: Db, actor: Actor, userId: string, query: { from?: Date; to?: Date }) {
  enforce(canReadUserSchedules(actor, userId), PEOPLE_MESSAGES.userNotFound);
  const range = rangeOf(query);
  return listFor(db, await classesOf(db, actor, userId === actor.userId ? undefined : userId), range);
}

/** Today, in the caller's zone: what their classes have, in start order. */
export async function fetchForToday(db: Db, actor: Actor, timeZone = 'UTC') {
  const day = localDay(new Date(), timeZone);
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const from = zonedInstant({ year, month, day: date, hour: 0, minute: 0, second: 0 }, timeZone);
  const next = new Date(Date.UTC(year, month - 1, date + 1));
  const to = zonedInstant(
    {
      year: next.getUTCFullYear(),
      month: next.getUTCMonth() + 1,
      day: next.getUTCDate(),
      hour: 0,
      minute: 0,
      second: 0,
    },
    timeZone,
  );
  const list = await listFor(db, await classesOf(db, actor), { from, to });
  return { day, occurrences: list.occurrences };
}

const hashSecret = (secret: string) => createHash('sha256').update(secret).digest('hex');

export async function calendarFeedStatus(db: Db, actor: Actor): Promise<CalendarFeed> {
  const feed = await q.findFeedOfUser(db, actor.userId);
  return { active: Boolean(feed), createdAt: feed?.createdAt.toISOString() ?? null, url: null };
}

/** A new secret link for the caller's active institute; only its hash is kept, so it is shown once. */
export async function rotateCalendarFeed(db: Db, actor: Actor, appUrl: string): Promise<CalendarFeed> {
  if (!actor.instituteId) throw notFound(PEOPLE_MESSAGES.instituteNotFound);
  const instituteId = actor.instituteId;
  const secret = randomBytes(24).toString('base64url');
  const feed = await db.transaction((tx) =>
    q.saveFeed(tx, { userId: actor.userId, instituteId, secretHash: hashSecret(secret) }),
  );
  return { active: true, createdAt: feed.createdAt.toISOString(), url: `${appUrl}/api/scheduler/ical/${secret}.ics` };
}

export async function revokeCalendarFeed(db: Db, actor: Actor): Promise<CalendarFeed> {
  await db.transaction((tx) => q.deleteFeed(tx, actor.userId));
  return { active: false, createdAt: null, url: null };
}

/** The feed behind a secret: the schedules of the classes its owner is in, while they are a member. */
export async function calendarFile(db: Db, file: string, host: string) {
  const secret = /^([A-Za-z0-9_-]{20,100})\.ics$/.exec(file)?.[1];
  const found = secret ? await q.findFeedBySecretHash(db, hashSecret(secret)) : undefined;
  if (!found || !(await findMemberRoles(db, found.feed.instituteId, found.feed.userId))) {
    throw notFound(SCHEDULER_MESSAGES.feedNotFound);
  }
  const classIds = await q.memberClassIds(db, found.feed.userId, found.feed.instituteId);
  const rows = await q.listSchedules(db, { classIds }, 5000);
  return buildCalendar(rows, { name: `Bright Classroom: ${found.firstName}`, host });
}
