import {
  MESSAGES,
  SCHEDULER_MESSAGES,
  calendarFeedRoute,
  calendarFileRoute,
  createScheduleRoute,
  deleteSchedulePostRoute,
  deleteScheduleRoute,
  fetchSchedulesForTodayRoute,
  fetchSchedulesForUserRoute,
  fetchSchedulesRoute,
  revokeCalendarFeedRoute,
  rotateCalendarFeedRoute,
  updateScheduleRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as scheduler from './scheduler.service';

export async function schedulerRoutes(app: FastifyInstance) {
  const db = app.db;
  const appUrl = app.config.appUrl;
  const host = new URL(appUrl).hostname || 'bright-classroom';

  addRoute(app, fetchSchedulesRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await scheduler.fetchForClass(db, actor(), query),
  }));

  addRoute(app, fetchSchedulesForUserRoute, async ({ actor, params, query }) => ({
    message: MESSAGES.ok,
    data: await scheduler.fetchForUser(db, actor(), params.id, query),
  }));

  addRoute(app, fetchSchedulesForTodayRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await scheduler.fetchForToday(db, actor(), query.timeZone),
  }));

  addRoute(app, createScheduleRoute, async ({ actor, body }) => ({
    message: SCHEDULER_MESSAGES.created,
    data: await scheduler.createSchedule(db, actor(), body),
  }));

  addRoute(app, updateScheduleRoute, async ({ actor, body }) => ({
    message: SCHEDULER_MESSAGES.updated,
    data: await scheduler.updateSchedule(db, actor(), body),
  }));

  for (const route of [deleteScheduleRoute, deleteSchedulePostRoute]) {
    addRoute(app, route, async ({ actor, params }) => ({
      message: SCHEDULER_MESSAGES.deleted,
      data: await scheduler.deleteSchedule(db, actor(), params.id),
    }));
  }

  addRoute(app, calendarFeedRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await scheduler.calendarFeedStatus(db, actor()),
  }));

  addRoute(app, rotateCalendarFeedRoute, async ({ actor }) => ({
    message: SCHEDULER_MESSAGES.feedRotated,
    data: await scheduler.rotateCalendarFeed(db, actor(), appUrl),
  }));

  addRoute(app, revokeCalendarFeedRoute, async ({ actor }) => ({
    message: SCHEDULER_MESSAGES.feedRevoked,
    data: await scheduler.revokeCalendarFeed(db, actor()),
  }));

  addRoute(app, calendarFileRoute, async ({ params, reply }) => {
    const text = await scheduler.calendarFile(db, params.file, host);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('cache-control', 'private, max-age=300')
      .header('content-disposition', 'inline; filename="bright-classroom.ics"')
      .send(text);
  });
}
