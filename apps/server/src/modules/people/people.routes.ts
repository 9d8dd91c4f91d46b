import {
  MESSAGES,
  PEOPLE_MESSAGES,
  SOCKET_ERROR_CODES,
  createStudentRoute,
  createTeacherRoute,
  instituteStudentsRoute,
  instituteTeachersRoute,
  removeStudentPostRoute,
  removeStudentRoute,
  removeTeacherPostRoute,
  removeTeacherRoute,
  staffInfoRoute,
  updateAdminByIdRoute,
  updateAdminRoute,
  userByIdRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as people from './people.service';

export async function peopleRoutes(app: FastifyInstance) {
  const db = app.db;
  const context = (log: FastifyInstance['log']) => ({ db, mailer: app.mailer, appUrl: app.config.appUrl, log });

  addRoute(app, createTeacherRoute, async ({ actor, body, request }) => {
    const data = await people.addPerson(context(request.log), actor(), 'staff', body);
    // A student's account or an admin's may have gained a role: their sessions must see it.
    await app.sessions.forget({ userId: data.person.id });
    return { message: PEOPLE_MESSAGES.teacherAdded, data };
  });

  addRoute(app, createStudentRoute, async ({ actor, body, request }) => {
    const data = await people.addPerson(context(request.log), actor(), 'learner', body);
    await app.sessions.forget({ userId: data.person.id });
    return { message: PEOPLE_MESSAGES.studentAdded, data };
  });

  addRoute(app, instituteTeachersRoute, async ({ actor, params, query }) => ({
    message: MESSAGES.ok,
    data: await people.listPeople(db, actor(), params.id, 'staff', query),
  }));

  addRoute(app, instituteStudentsRoute, async ({ actor, params, query }) => ({
    message: MESSAGES.ok,
    data: await people.listPeople(db, actor(), params.id, 'learner', query),
  }));

  for (const route of [removeTeacherRoute, removeTeacherPostRoute]) {
    addRoute(app, route, async ({ actor, params }) => {
      const data = await people.removePerson(db, actor(), params.instituteId, params.userId, 'staff');
      await app.realtime.endSessions({ userId: data.userId }, SOCKET_ERROR_CODES.accessChanged);
      return { message: PEOPLE_MESSAGES.userRemoved, data };
    });
  }

  for (const route of [removeStudentRoute, removeStudentPostRoute]) {
    addRoute(app, route, async ({ actor, params }) => {
      const data = await people.removePerson(db, actor(), params.instituteId, params.userId, 'learner');
      await app.realtime.endSessions({ userId: data.userId }, SOCKET_ERROR_CODES.accessChanged);
      return { message: PEOPLE_MESSAGES.userRemoved, data };
    });
  }

  addRoute(app, updateAdminRoute, async ({ actor, body }) => {
    const person = await people.setAdmin(db, actor(), body.userId, body.makeAdmin);
    // Sockets carry the roles of their handshake: reconnecting picks up the new ones.
    await app.realtime.endSessions({ userId: person.id }, SOCKET_ERROR_CODES.accessChanged);
    return { message: person.isAdmin ? PEOPLE_MESSAGES.adminGranted : PEOPLE_MESSAGES.adminRevoked, data: person };
  });

  addRoute(app, updateAdminByIdRoute, async ({ actor, params, body }) => {
    const person = await people.setAdmin(db, actor(), params.id, body.makeAdmin);
    // Sockets carry the roles of their handshake: reconnecting picks up the new ones.
    await app.realtime.endSessions({ userId: person.id }, SOCKET_ERROR_CODES.accessChanged);
    return { message: person.isAdmin ? PEOPLE_MESSAGES.adminGranted : PEOPLE_MESSAGES.adminRevoked, data: person };
  });

  addRoute(app, userByIdRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await people.getUser(db, actor(), params.id),
  }));

  addRoute(app, staffInfoRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await people.staffInfo(db, actor()),
  }));
}
