import {
  LIVE_CLASS_MESSAGES as M,
  MESSAGES,
  endLiveClassRoute,
  joinLiveClassRoute,
  liveClassRoute,
  liveClassesRoute,
  sendConfLinkRoute,
  startLiveClassRoute,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import { addRoute } from '../../lib/route';
import { addBoardSeat } from '../boards';
import { notificationPusher } from '../notifications';
import { sendConfLink } from './live-classes.invite';
import * as live from './live-classes.service';
import { registerLiveSockets } from './live-classes.sockets';

/** Live classes: the REST calls of a session and the `/live` namespace; students write on the board with the pen. */
export async function liveClassRoutes(app: FastifyInstance, options: { config: Config }) {
  const db = app.db;
  const hub = registerLiveSockets(app, options.config);
  const push = notificationPusher(app);
  addBoardSeat(live.boardSeat);

  addRoute(app, startLiveClassRoute, async ({ actor, body }) => ({
    message: M.started,
    data: await live.start(db, actor(), body),
  }));

  addRoute(app, liveClassesRoute, async ({ actor }) => ({ message: MESSAGES.ok, data: await live.list(db, actor()) }));

  addRoute(app, liveClassRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await live.read(db, actor(), query.id),
  }));

  addRoute(app, joinLiveClassRoute, async ({ actor, body }) => ({
    message: MESSAGES.ok,
    data: await live.findByCode(db, actor(), body.code),
  }));

  addRoute(app, endLiveClassRoute, async ({ actor, body }) => {
    const result = await live.end(db, actor(), body.liveClassId);
    // Committed: everyone in the session sees 'Live Session Ended'.
    if (result.endedNow) hub.ended(body.liveClassId);
    return { message: M.ended, data: result.liveClass };
  });

  addRoute(app, sendConfLinkRoute, async ({ actor, body, request }) => {
    const context = { db, mailer: app.mailer, push, appUrl: app.config.appUrl, log: request.log };
    const { message, ...data } = await sendConfLink(context, actor(), body.liveClassId);
    return { message, data };
  });
}
