import {
  LIVE_QUIZ_MESSAGES as M,
  liveQuizAnswerEvent,
  liveQuizApproveEvent,
  liveQuizEndEvent,
  liveQuizHostEvent,
  liveQuizJoinEvent,
  liveQuizKickEvent,
  liveQuizLockEvent,
  liveQuizPauseEvent,
  liveQuizRejoinEvent,
  liveQuizSkipEvent,
  liveQuizStartEvent,
} from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'socket.io';
import type { Actor } from '../../lib/actor';
import { badRequest, notFound } from '../../lib/app-error';
import { addSocketHandler } from '../../lib/socket-route';
import type { LiveQuizHub } from './live-quiz.hub';
import type { JoinLimiter } from './live-quiz.join-limit';
import { cleanNickname } from './live-quiz.nickname';
import type { LiveQuizRouter } from './live-quiz.router';
import * as q from './live-quiz.queries';

/** Which player a socket plays as, once joined or rejoined (kept by the process that holds the socket). */
const seats = new WeakMap<Socket, { gameId: string; playerId: string }>();
/** Which game a host socket watches. */
const hosting = new WeakMap<Socket, string>();

export interface LiveQuizSocketDeps {
  hub: LiveQuizHub;
  router: LiveQuizRouter;
  joins: JoinLimiter;
}

/**
 * The `/live-quiz` namespace: players join, rejoin and answer; the host runs the game. Each event goes
 * to the process that owns the game (this one, or another through Redis).
 */
export function registerLiveQuizSockets(app: FastifyInstance, { hub, router, joins }: LiveQuizSocketDeps) {
  const db = app.db;
  const from = (socket: Socket, actor: Actor) => ({ socketId: socket.id, actor });

  app.realtime.io.of('/live-quiz').on('connection', (socket) => {
    socket.on('disconnect', () => {
      const hosted = hosting.get(socket);
      if (hosted) hub.watch(hosted, -1);
      const seat = seats.get(socket);
      if (!seat) return;
      hub.watch(seat.gameId, -1);
      const actor = (socket.data as { actor: Actor }).actor;
      void router
        .call(seat.gameId, 'left', from(socket, actor), { playerId: seat.playerId }, { takeOver: false })
        .catch(() => undefined);
    });
  });

  const sit = (socket: Socket, gameId: string, playerId: string) => {
    if (!seats.has(socket)) hub.watch(gameId, 1);
    seats.set(socket, { gameId, playerId });
  };

  const isClassLearner = async (game: { classId: string; instituteId: string }, actor: Actor) =>
    !actor.guest &&
    actor.instituteId === game.instituteId &&
    (await q.classLearner(db, game.classId, actor.userId)) !== null;

  const openGame = async (code: string) => {
    const game = hub.openByCode(code) ?? (await q.findOpenGameByCode(db, code));
    if (!game) throw notFound(M.wrongCode);
    return game;
  };

  addSocketHandler(app, liveQuizJoinEvent, async ({ payload, actor, socket }) => {
    const game = await openGame(payload.code);
    const byAccount = await isClassLearner(game, actor);
    // The limit and the filter hold on the process the guest reached, before any owner is asked.
    if (!byAccount) await joins.take(socket.handshake.address);
    const nickname = byAccount ? '' : cleanNickname(payload.nickname);
    const snapshot = await router.call(game.id, 'join', from(socket, actor), { byAccount, nickname });
    sit(socket, snapshot.gameId, snapshot.playerId);
    return snapshot;
  });

  addSocketHandler(app, liveQuizRejoinEvent, async ({ payload, actor, socket }) => {
    // A player who reloads on the podium finds the game that just ended too: her token decides.
    const game = await openGame(payload.code).catch(async (error: unknown) => {
      const last = await q.findLastGameByCode(db, payload.code);
      if (!last) throw error;
      return last;
    });
    const snapshot = await router.call(game.id, 'rejoin', from(socket, actor), { playerToken: payload.playerToken });
    sit(socket, snapshot.gameId, snapshot.playerId);
    return snapshot;
  });

  addSocketHandler(app, liveQuizAnswerEvent, async ({ payload, actor, socket }) => {
    const where = seats.get(socket);
    if (!where || where.gameId !== payload.gameId) throw badRequest(M.notPlayer);
    const { questionIndex, optionIds } = payload;
    return router.call(where.gameId, 'answer', from(socket, actor), {
      playerId: where.playerId,
      questionIndex,
      optionIds,
    });
  });

  addSocketHandler(app, liveQuizHostEvent, async ({ payload, actor, socket }) => {
    const snapshot = await router.call(payload.gameId, 'host', from(socket, actor), null);
    if (hosting.get(socket) !== payload.gameId) {
      if (!hosting.has(socket)) hub.watch(payload.gameId, 1);
      hosting.set(socket, payload.gameId);
    }
    return snapshot;
  });

  const hostCommand = (socket: Socket, actor: Actor, gameId: string) => ({
    run: <Op extends 'next' | 'pause' | 'skip' | 'end'>(op: Op) => router.call(gameId, op, from(socket, actor), null),
  });
  addSocketHandler(app, liveQuizLockEvent, ({ payload, actor, socket }) =>
    router.call(payload.gameId, 'lock', from(socket, actor), { locked: payload.locked }),
  );
  addSocketHandler(app, liveQuizKickEvent, ({ payload, actor, socket }) =>
    router.call(payload.gameId, 'kick', from(socket, actor), { playerId: payload.playerId }),
  );
  addSocketHandler(app, liveQuizApproveEvent, ({ payload, actor, socket }) =>
    router.call(payload.gameId, 'approve', from(socket, actor), { playerId: payload.playerId, accept: payload.accept }),
  );
  addSocketHandler(app, liveQuizStartEvent, ({ payload, actor, socket }) =>
    hostCommand(socket, actor, payload.gameId).run('next'),
  );
  addSocketHandler(app, liveQuizPauseEvent, ({ payload, actor, socket }) =>
    hostCommand(socket, actor, payload.gameId).run('pause'),
  );
  addSocketHandler(app, liveQuizSkipEvent, ({ payload, actor, socket }) =>
    hostCommand(socket, actor, payload.gameId).run('skip'),
  );
  addSocketHandler(app, liveQuizEndEvent, ({ payload, actor, socket }) =>
    hostCommand(socket, actor, payload.gameId).run('end'),
  );
}
