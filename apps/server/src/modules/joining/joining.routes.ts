import {
  JOIN_MESSAGES,
  MESSAGES,
  approveClassRequestRoute,
  classJoinCodeRoute,
  createClassRequestRoute,
  declineClassRequestRoute,
  joinInfoRoute,
  myClassRequestsRoute,
  pendingClassRequestsRoute,
  rooms,
  rotateJoinCodeRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import * as joining from './joining.service';

export async function joiningRoutes(app: FastifyInstance) {
  const db = app.db;
  const notify: joining.Notify = (userIds, event, ...args) => {
    if (userIds.length === 0) return;
    app.realtime.io
      .of('/notifications')
      .to(userIds.map(rooms.user))
      .emit(event, ...args);
  };
  const ctx: joining.JoiningContext = { db, appUrl: app.config.appUrl, notify };

  addRoute(app, classJoinCodeRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await joining.joinCode(ctx, actor(), params.classId),
  }));

  addRoute(app, rotateJoinCodeRoute, async ({ actor, body }) => ({
    message: JOIN_MESSAGES.codeRotated,
    data: await joining.rotateJoinCode(ctx, actor(), body.classId),
  }));

  addRoute(app, joinInfoRoute, async ({ actor, params }) => ({
    message: MESSAGES.ok,
    data: await joining.joinInfo(db, actor(), params.code),
  }));

  addRoute(app, createClassRequestRoute, async ({ actor, body }) => ({
    message: JOIN_MESSAGES.requestSent,
    data: await joining.createRequest(ctx, actor(), body.class_code),
  }));

  addRoute(app, myClassRequestsRoute, async ({ actor }) => ({
    message: MESSAGES.ok,
    data: await joining.myRequests(db, actor()),
  }));

  addRoute(app, pendingClassRequestsRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await joining.pendingRequests(db, actor(), query.classId),
  }));

  addRoute(app, approveClassRequestRoute, async ({ actor, body }) => ({
    message: JOIN_MESSAGES.approved,
    data: await joining.decideRequest(ctx, actor(), body.requestId, true),
  }));

  addRoute(app, declineClassRequestRoute, async ({ actor, body }) => ({
    message: JOIN_MESSAGES.declined,
    data: await joining.decideRequest(ctx, actor(), body.requestId, false),
  }));
}
