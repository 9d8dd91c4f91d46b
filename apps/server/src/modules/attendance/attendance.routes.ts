import {
  ATTENDANCE_MESSAGES,
  MESSAGES,
  attendanceExportRoute,
  attendanceLogsRoute,
  attendanceReportRoute,
  rooms,
  studentAttendanceHistoryRoute,
  takeAttendanceRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { contentDisposition } from '../../lib/content-disposition';
import { addRoute } from '../../lib/route';
import * as attendance from './attendance.service';

export async function attendanceRoutes(app: FastifyInstance) {
  const db = app.db;
  const notify: attendance.NotifyStudent = (userId, event, ...args) => {
    app.realtime.io
      .of('/notifications')
      .to(rooms.user(userId))
      .emit(event, ...args);
  };

  addRoute(app, takeAttendanceRoute, async ({ actor, body }) => {
    const log = await attendance.takeAttendance(db, notify, actor(), body);
    // Committed: every open attendance page of the class (another teacher, an admin) refreshes.
    app.realtime
      .of('/notifications')
      .to(rooms.class(log.classId))
      .emit('attendance:taken', { classId: log.classId, attendanceId: log.attendanceId, takenAt: log.takenAt });
    return { message: ATTENDANCE_MESSAGES.marked, data: log };
  });

  addRoute(app, attendanceLogsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await attendance.listLogs(db, actor(), query),
  }));

  addRoute(app, studentAttendanceHistoryRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await attendance.studentHistory(db, actor(), query),
  }));

  addRoute(app, attendanceReportRoute, async ({ actor, params, query }) => ({
    message: MESSAGES.ok,
    data: await attendance.report(db, actor(), params.id, query),
  }));

  addRoute(app, attendanceExportRoute, async ({ actor, query, reply }) => {
    const { filename, csv } = await attendance.exportCsv(db, actor(), query);
    return reply
      .type('text/csv; charset=utf-8')
      .header('content-disposition', contentDisposition('attachment', filename))
      .send(Buffer.from(csv, 'utf8'));
  });
}
