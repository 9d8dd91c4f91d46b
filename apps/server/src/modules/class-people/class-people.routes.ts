import {
  CLASS_PEOPLE_MESSAGES,
  MESSAGES,
  addClassUsersRoute,
  classUsersRoute,
  inviteClassStudentRoute,
  removeClassUsersRoute,
  studentListRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
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

  addRoute(app, removeClassUsersRoute, async ({ actor, params, body }) => ({
    message: params.type === 'learner' ? CLASS_PEOPLE_MESSAGES.studentsRemoved : CLASS_PEOPLE_MESSAGES.teachersRemoved,
    data: await people.removeUsers(db, actor(), params.type, params.id, body.userIds),
  }));

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
