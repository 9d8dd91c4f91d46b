import {
  CLASS_MESSAGES,
  MESSAGES,
  createClassRoute,
  getClassRoute,
  removeClassRoute,
  renameClassRoute,
  staffClassesRoute,
  userClassesRoute,
  userClassesWithInstituteRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as classes from './classes.service';

export async function classRoutes(app: FastifyInstance) {
  const db = app.db;

  addRoute(app, createClassRoute, async ({ actor, params, body }) => ({
    message: CLASS_MESSAGES.created,
    data: await classes.createClass(db, actor(), params, body),
  }));

  addRoute(app, getClassRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await classes.getClass(db, actor(), params.id),
  }));

  addRoute(app, renameClassRoute, async ({ actor, body }) => ({
    message: CLASS_MESSAGES.renamed,
    data: await classes.renameClass(db, actor(), body.classId, body.name),
  }));

  addRoute(app, removeClassRoute, async ({ actor, body }) => ({
    message: CLASS_MESSAGES.removed,
    data: await classes.removeClass(db, actor(), body.classId),
  }));

  addRoute(app, userClassesRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await classes.listUserClasses(db, actor(), query),
  }));

  addRoute(app, userClassesWithInstituteRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await classes.classesWithInstitute(db, actor()),
  }));

  addRoute(app, staffClassesRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await classes.staffClasses(db, actor(), query),
  }));
}
