import {
  LIVE_QUIZ_MESSAGES as M,
  MESSAGES,
  activeLiveQuizzesRoute,
  createLiveQuizRoute,
  liveQuizCsvRoute,
  liveQuizPdfRoute,
  liveQuizReportRoute,
} from '@bright/contracts';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { type Config, redisTargetOf } from '../../config';
import { contentDisposition } from '../../lib/content-disposition';
import { addRoute } from '../../lib/route';
import { LiveQuizHub } from './live-quiz.hub';
import { MemoryJoinLimiter, redisJoinLimiter } from './live-quiz.join-limit';
import { liveQuizOps } from './live-quiz.ops';
import { redisOwners, singleProcessOwners } from './live-quiz.owners';
import { renderGamePdf } from './live-quiz.pdf';
import * as q from './live-quiz.queries';
import { gameReport, reportCsv, reportFilename } from './live-quiz.report';
import { LiveQuizRouter } from './live-quiz.router';
import { saveToAssessment } from './live-quiz.results';
import { createGame, openGamesOfClass, toGameView } from './live-quiz.service';
import { registerLiveQuizSockets } from './live-quiz.sockets';

/** The hub of each app (tests look into it), found by its realtime server. */
const hubs = new WeakMap<object, LiveQuizHub>();
export const liveQuizHubOf = (app: FastifyInstance) => hubs.get(app.realtime);

const attachment = (reply: FastifyReply, type: string, filename: string, body: Buffer) =>
  reply.type(type).header('content-disposition', contentDisposition('attachment', filename)).send(body);

/** The live quiz: REST to create a game and read its report, the `/live-quiz` namespace to play it. */
export async function liveQuizRoutes(app: FastifyInstance, options: { config: Config }) {
  const db = app.db;
  const nsp = app.realtime.of('/live-quiz');
  // The owners answer forwarded calls through the router, which needs the owners: bound once both exist.
  const late: { router?: LiveQuizRouter } = {};
  const redis = redisTargetOf(options.config);
  const owners = redis
    ? await redisOwners(redis, app.realtime.io.of('/live-quiz'), (call) => late.router!.answer(call), app.log)
    : singleProcessOwners;
  const hub = new LiveQuizHub({
    db,
    nsp,
    log: app.log,
    owners,
    onEnded: async (game) => void (await saveToAssessment(db, game)),
    assessmentName: (assessmentId) => q.assessmentName(db, assessmentId),
  });
  const router = new LiveQuizRouter(hub, liveQuizOps(db, hub), owners, app.log);
  late.router = router;
  hubs.set(app.realtime, hub);
  const joinLimit = { perWindow: options.config.liveQuizGuestJoinsPer10s, windowMs: 10_000 };
  // With several processes the count is shared through Redis: a flood spread over them is one flood.
  const joins = redis ? await redisJoinLimiter(redis, joinLimit, app.log) : new MemoryJoinLimiter(joinLimit);
  app.addHook('onClose', async () => {
    await hub.close();
    await owners.close();
    await joins.close();
  });
  registerLiveQuizSockets(app, { hub, router, joins });

  addRoute(app, createLiveQuizRoute, async ({ actor, body }) => {
    const game = await createGame(db, actor(), body);
    await hub.adopt(game);
    return { message: M.created, data: toGameView(game) };
  });

  addRoute(app, activeLiveQuizzesRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await openGamesOfClass(db, actor(), query.classId),
  }));

  addRoute(app, liveQuizReportRoute, async ({ actor, query }) => ({
    message: MESSAGES.ok,
    data: await gameReport(db, actor(), query.gameId),
  }));

  addRoute(app, liveQuizCsvRoute, async ({ actor, query, reply }) => {
    const report = await gameReport(db, actor(), query.gameId);
    return attachment(reply, 'text/csv; charset=utf-8', reportFilename(report, 'csv'), Buffer.from(reportCsv(report)));
  });

  addRoute(app, liveQuizPdfRoute, async ({ actor, query, reply }) => {
    const report = await gameReport(db, actor(), query.gameId);
    return attachment(reply, 'application/pdf', reportFilename(report, 'pdf'), await renderGamePdf(report));
  });
}
