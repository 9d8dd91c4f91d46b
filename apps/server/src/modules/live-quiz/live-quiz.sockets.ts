import { randomUUID } from 'node:crypto';
import {
  LIVE_QUIZ_MESSAGES as M,
  type LiveQuizHostSnapshot,
  type LiveQuizPlayerSnapshot,
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
import { badRequest } from '../../lib/app-error';
import { addSocketHandler } from '../../lib/socket-route';
import type { LiveQuizGame, Player } from './live-quiz.game';
import { type LiveQuizHub, liveQuizRooms } from './live-quiz.hub';
import type { JoinLimiter } from './live-quiz.join-limit';
import { cleanNickname } from './live-quiz.nickname';
import * as q from './live-quiz.queries';
import { authorizeHost, toGameView } from './live-quiz.service';
import { hashToken, newPlayerToken } from './live-quiz.store';

/** Which player a socket plays as, once joined or rejoined. */
const seats = new WeakMap<Socket, { gameId: string; playerId: string }>();

function snapshotFor(game: LiveQuizGame, player: Player, playerToken: string): LiveQuizPlayerSnapshot {
  const question = player.approved ? game.questionView() : null;
  return {
    gameId: game.identity.id,
    playerId: player.id,
    playerToken,
    nickname: player.nickname,
    score: player.score,
    rank: game.rankOf(player.id),
    approved: player.approved,
    phase: game.phase,
    question,
    answered: question ? (game.givenBy(player.id)?.optionIds ?? null) : null,
    leaderboard: game.phase === 'ENDED' || game.phase === 'REVEAL' ? game.leaderboard() : [],
  };
}

export interface LiveQuizSocketDeps {
  hub: LiveQuizHub;
  joins: JoinLimiter;
}

/** The `/live-quiz` namespace: players join, rejoin and answer; the host runs the game. */
export function registerLiveQuizSockets(app: FastifyInstance, { hub, joins }: LiveQuizSocketDeps) {
  const db = app.db;

  app.realtime.io.of('/live-quiz').on('connection', (socket) => {
    socket.on('disconnect', () => {
      const seat = seats.get(socket);
      if (!seat) return;
      void hub.get(seat.gameId).then(
        (game) => {
          const player = game.players.get(seat.playerId);
          if (player?.socketId === socket.id) player.socketId = null;
          hub.announcePlayers(game);
        },
        () => undefined,
      );
    });
  });

  /** Seats the socket as the player: a later socket with the same identity takes over. */
  const seat = (socket: Socket, game: LiveQuizGame, player: Player, playerToken: string) => {
    player.socketId = socket.id;
    seats.set(socket, { gameId: game.identity.id, playerId: player.id });
    hub.seat(socket.id, game, player);
    hub.announcePlayers(game);
    return snapshotFor(game, player, playerToken);
  };

  const joinByAccount = async (socket: Socket, game: LiveQuizGame, actor: Actor) => {
    const existing = game.playerOfUser(actor.userId);
    if (existing?.kicked) throw badRequest(M.kicked);
    const playerToken = newPlayerToken();
    if (existing) {
      existing.tokenHash = hashToken(playerToken);
      game.restore(existing);
      await q.setPlayerFlags(db, game.identity.id, existing.id, { tokenHash: existing.tokenHash });
      return seat(socket, game, existing, playerToken);
    }
    const learner = await q.classLearner(db, game.identity.classId, actor.userId);
    const name = [learner!.firstName, learner!.lastName?.slice(0, 1)].filter(Boolean).join(' ');
    let nickname = name;
    for (let n = 2; !game.isNicknameFree(nickname); n += 1) nickname = `${name} ${n}`;
    return admit(socket, game, { userId: actor.userId, nickname, approved: true }, playerToken);
  };

  const admit = async (
    socket: Socket,
    game: LiveQuizGame,
    who: { userId: string | null; nickname: string; approved: boolean },
    playerToken = newPlayerToken(),
  ) => {
    const player = game.admit({ id: randomUUID(), tokenHash: hashToken(playerToken), ...who });
    await q.insertPlayer(db, { gameId: game.identity.id, ...who, id: player.id, tokenHash: player.tokenHash });
    return seat(socket, game, player, playerToken);
  };

  const isClassLearner = async (game: LiveQuizGame, actor: Actor) =>
    !actor.guest &&
    actor.instituteId === game.identity.instituteId &&
    (await q.classLearner(db, game.identity.classId, actor.userId)) !== null;

  addSocketHandler(app, liveQuizJoinEvent, async ({ payload, actor, socket }) => {
    const game = await hub.byCode(payload.code);
    if (await isClassLearner(game, actor)) return joinByAccount(socket, game, actor);
    joins.take(socket.handshake.address);
    const nickname = cleanNickname(payload.nickname);
    return admit(socket, game, { userId: null, nickname, approved: !game.settings.hostApproval });
  });

  addSocketHandler(app, liveQuizRejoinEvent, async ({ payload, socket }) => {
    const game = await hub.byCode(payload.code);
    const player = game.playerOfToken(hashToken(payload.playerToken));
    if (!player) throw badRequest(M.badToken);
    if (player.kicked) throw badRequest(M.kicked);
    return seat(socket, game, player, payload.playerToken);
  });

  addSocketHandler(app, liveQuizAnswerEvent, async ({ payload, socket }) => {
    const where = seats.get(socket);
    if (!where || where.gameId !== payload.gameId) throw badRequest(M.notPlayer);
    const game = await hub.get(where.gameId);
    const player = game.players.get(where.playerId);
    if (!player || player.socketId !== socket.id) throw badRequest(M.notPlayer);
    if (player.kicked) throw badRequest(M.kicked);
    if (!player.approved) throw badRequest(M.waitingApproval);
    const ack = game.answer(player, payload.questionIndex, payload.optionIds);
    await hub.answered(game.identity.id);
    return ack;
  });

  registerHostHandlers(app, hub);
}

function registerHostHandlers(app: FastifyInstance, hub: LiveQuizHub) {
  const hostGame = async (actor: Actor, gameId: string) => {
    const game = await hub.get(gameId);
    await authorizeHost(app.db, actor, game.identity);
    return game;
  };

  addSocketHandler(app, liveQuizHostEvent, async ({ payload, actor, socket }): Promise<LiveQuizHostSnapshot> => {
    const game = await hostGame(actor, payload.gameId);
    await socket.join(liveQuizRooms.host(game.identity.id));
    return {
      game: toGameView(game),
      locked: game.locked,
      paused: game.paused,
      players: hub.playersView(game),
      questionIndex: game.questionIndex,
      question: game.questionView(),
      answeredCount: game.answeredCount,
      reveal: game.phase === 'REVEAL' ? game.lastReveal : null,
      leaderboard: game.leaderboard(),
    };
  });

  addSocketHandler(app, liveQuizLockEvent, async ({ payload, actor }) => {
    const game = await hostGame(actor, payload.gameId);
    game.locked = payload.locked;
    await hub.saveState(game);
    app.realtime
      .of('/live-quiz')
      .to([liveQuizRooms.host(game.identity.id), liveQuizRooms.players(game.identity.id)])
      .emit('liveQuiz:lockChanged', { locked: game.locked });
    return { locked: game.locked };
  });

  addSocketHandler(app, liveQuizKickEvent, async ({ payload, actor }) => {
    const game = await hostGame(actor, payload.gameId);
    const player = game.kick(payload.playerId);
    await q.setPlayerFlags(app.db, game.identity.id, player.id, { kicked: true });
    removeFromGame(app, hub, game, player, M.kicked);
    return null;
  });

  addSocketHandler(app, liveQuizApproveEvent, async ({ payload, actor }) => {
    const game = await hostGame(actor, payload.gameId);
    const player = game.approve(payload.playerId, payload.accept);
    await q.setPlayerFlags(app.db, game.identity.id, player.id, { approved: player.approved, kicked: player.kicked });
    if (!payload.accept) removeFromGame(app, hub, game, player, M.kicked);
    else {
      if (player.socketId) hub.seat(player.socketId, game, player);
      hub.toPlayer(player)?.emit('liveQuiz:approved', { approved: true });
      hub.announcePlayers(game);
    }
    return null;
  });

  addSocketHandler(app, liveQuizStartEvent, async ({ payload, actor }) => {
    await hostGame(actor, payload.gameId);
    return { phase: await hub.next(payload.gameId) };
  });
  addSocketHandler(app, liveQuizPauseEvent, async ({ payload, actor }) => {
    await hostGame(actor, payload.gameId);
    return { paused: await hub.togglePause(payload.gameId) };
  });
  addSocketHandler(app, liveQuizSkipEvent, async ({ payload, actor }) => {
    const game = await hostGame(actor, payload.gameId);
    if (game.phase !== 'QUESTION') throw badRequest(M.noQuestionOpen);
    await hub.closeQuestion(payload.gameId);
    return null;
  });
  addSocketHandler(app, liveQuizEndEvent, async ({ payload, actor }) => {
    await hostGame(actor, payload.gameId);
    await hub.end(payload.gameId);
    return null;
  });
}

function removeFromGame(app: FastifyInstance, hub: LiveQuizHub, game: LiveQuizGame, player: Player, message: string) {
  if (player.socketId) {
    hub.toPlayer(player)?.emit('liveQuiz:kicked', { message });
    app.realtime.of('/live-quiz').in(player.socketId).socketsLeave(liveQuizRooms.players(game.identity.id));
  }
  player.socketId = null;
  hub.announcePlayers(game);
}
