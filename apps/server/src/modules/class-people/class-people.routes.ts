import {
  CLASS_PEOPLE_MESSAGES,
  MESSAGES,
  REALTIME_NAMESPACES,
  SOCKET_ERROR_CODES,
  SOCKET_MESSAGES,
  addClassUsersRoute,
  classUsersRoute,
  inviteClassStudentRoute,
  removeClassUsersRoute,
  rooms,
  studentListRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { refusal } from '../../lib/realtime/refusal';
import { addRoute } from '../../lib/route';
import { inviteStudent } from './class-invitations.service';
import * as people from './class-people.service';

export async function classPeopleRoutes(app: FastifyInstance) {
  const db = app.db;

  addRoute(app, addClassUsersRoute, async ({ actor, params, body }) => ({
    message: params.type === 'learner' ? CLASS_PEOPLE_MESSAGES.studentsAdded : CLASS_PEOPLE_MESSAGES.teachersAdded,
    data: await people.addUsers(db, actor(), params.type, body),
  }));

  addRoute(app, classUsersRoute, async ({ actor, params, query }) => ({
    message: MESSAGES.ok,
    data: await people.listMembers(db, actor(), params.type, params.classId, query),
  }));

  addRoute(app, removeClassUsersRoute, async ({ actor, params, body }) => {
    const data = await people.removeUsers(db, actor(), params.type, params.id, body.userIds);
    // Whoever left the class leaves its room too, on every process.
    for (const namespace of REALTIME_NAMESPACES) {
      app.realtime.io.of(namespace).in(body.userIds.map(rooms.user)).socketsLeave(rooms.class(params.id));
    }
    // And the class's live session and boards at once: those connections close, and the client's reconnect
    // meets the membership checks again (the live class answers 404).
    for (const namespace of ['/live', '/board'] as const) {
      const scope = app.realtime.io.of(namespace).in(body.userIds.map(rooms.user));
      scope.emit('session:closed', refusal(SOCKET_ERROR_CODES.accessChanged, SOCKET_MESSAGES.accessChanged));
      scope.disconnectSockets(true);
    }
    return {
      message:
        params.type === 'learner' ? CLASS_PEOPLE_MESSAGES.studentsRemoved : CLASS_PEOPLE_MESSAGES.teachersRemoved,
      data,
    };
  });

  addRoute(app, inviteClassStudentRoute, async ({ actor, body, request }) => {
    const context = { db, mailer: app.mailer, appUrl: app.config.appUrl, log: request.log };
    const data = await inviteStudent(context, actor(), body);
    const message = data.invitationSent
      ? CLASS_PEOPLE_MESSAGES.studentInvited
      : CLASS_PEOPLE_MESSAGES.studentInvitedNoMail;
    return { message, data };
  });

  addRoute(app, studentListRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await people.listStudents(db, actor(), query),
  }));
}
