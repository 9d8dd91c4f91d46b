import { randomUUID } from 'node:crypto';
import { LIVE_QUIZ_MESSAGES as M, type LiveQuizHostSnapshot, type LiveQuizPlayerSnapshot } from '@bright/contracts';
import type { Db } from '../../db/client';
import type { Actor } from '../../lib/actor';
import { badRequest } from '../../lib/app-error';
import type { LiveQuizGame, Player } from './live-quiz.game';
import type { LiveQuizHub } from './live-quiz.hub';
import * as q from './live-quiz.queries';
import { authorizeHost, toGameView } from './live-quiz.service';
import { hashToken, newPlayerToken } from './live-quiz.store';

/** Who asks: the socket (on whichever process holds it) and its actor. */
export interface OpContext {
  socketId: string;
  actor: Actor;
}

/**
 * What a socket event does to a game, run on the process that owns the game, whichever process received
 * the event: sockets are reached by id and rooms through the adapter, never as objects.
 */
export interface LiveQuizOps {
  join(
    ctx: OpContext,
    game: LiveQuizGame,
    p: { byAccount: boolean; nickname: string },
  ): Promise<LiveQuizPlayerSnapshot>;
  rejoin(ctx: OpContext, game: LiveQuizGame, p: { playerToken: string }): Promise<LiveQuizPlayerSnapshot>;
  answer(
    ctx: OpContext,
    game: LiveQuizGame,
    p: { playerId: string; questionIndex: number; optionIds: string[] },
  ): Promise<{ questionIndex: number; optionIds: string[]; changed: boolean }>;
  left(ctx: OpContext, game: LiveQuizGame, p: { playerId: string }): Promise<null>;
  host(ctx: OpContext, game: LiveQuizGame, p: null): Promise<LiveQuizHostSnapshot>;
  lock(ctx: OpContext, game: LiveQuizGame, p: { locked: boolean }): Promise<{ locked: boolean }>;
  kick(ctx: OpContext, game: LiveQuizGame, p: { playerId: string }): Promise<null>;
  approve(ctx: OpContext, game: LiveQuizGame, p: { playerId: string; accept: boolean }): Promise<null>;
  next(ctx: OpContext, game: LiveQuizGame, p: null): Promise<{ phase: LiveQuizGame['phase'] }>;
  pause(ctx: OpContext, game: LiveQuizGame, p: null): Promise<{ paused: boolean }>;
  skip(ctx: OpContext, game: LiveQuizGame, p: null): Promise<null>;
  end(ctx: OpContext, game: LiveQuizGame, p: null): Promise<null>;
}
export type LiveQuizOpName = keyof LiveQuizOps;

function snapshotFor(game: LiveQuizGame, player: Player, playerToken: string): LiveQuizPlayerSnapshot {
  const question = player.approved ? game.questionView() : null;
  const reveal = player.approved && game.phase === 'REVEAL' ? game.lastReveal : null;
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
    reveal,
    result: reveal ? game.resultOf(player, reveal.index) : null,
  };
}

export function liveQuizOps(db: Db, hub: LiveQuizHub): LiveQuizOps {
  /** Seats the socket as the player: a later socket with the same identity takes over. */
  const seat = (socketId: string, game: LiveQuizGame, player: Player, playerToken: string) => {
    player.socketId = socketId;
    hub.seat(socketId, game, player);
    hub.announcePlayers(game);
    return snapshotFor(game, player, playerToken);
  };

  const admit = async (
    socketId: string,
    game: LiveQuizGame,
    who: { userId: string | null; nickname: string; approved: boolean },
    playerToken = newPlayerToken(),
  ) => {
    const player = game.admit({ id: randomUUID(), tokenHash: hashToken(playerToken), ...who });
    await q.insertPlayer(db, { gameId: game.identity.id, ...who, id: player.id, tokenHash: player.tokenHash });
    return seat(socketId, game, player, playerToken);
  };

  const joinByAccount = async (socketId: string, game: LiveQuizGame, actor: Actor) => {
    const existing = game.playerOfUser(actor.userId);
    if (existing?.kicked) throw badRequest(M.kicked);
    const playerToken = newPlayerToken();
    if (existing) {
      existing.tokenHash = hashToken(playerToken);
      game.restore(existing);
      await q.setPlayerFlags(db, game.identity.id, existing.id, { tokenHash: existing.tokenHash });
      return seat(socketId, game, existing, playerToken);
    }
    const learner = await q.classLearner(db, game.identity.classId, actor.userId);
    const name = [learner!.firstName, learner!.lastName?.slice(0, 1)].filter(Boolean).join(' ');
    let nickname = name;
    for (let n = 2; !game.isNicknameFree(nickname); n += 1) nickname = `${name} ${n}`;
    return admit(socketId, game, { userId: actor.userId, nickname, approved: true }, playerToken);
  };

  /**
   * The player behind a socket's seat. A game resumed on a new owner knows no socket yet: the first
   * socket the seat names (kept by the process that holds it) takes the player back.
   */
  const seatedPlayer = (ctx: OpContext, game: LiveQuizGame, playerId: string) => {
    const player = game.players.get(playerId);
    if (!player) throw badRequest(M.notPlayer);
    if (player.socketId === null && !player.kicked) {
      player.socketId = ctx.socketId;
      hub.seat(ctx.socketId, game, player);
    }
    if (player.socketId !== ctx.socketId) throw badRequest(M.notPlayer);
    if (player.kicked) throw badRequest(M.kicked);
    return player;
  };

  const removeFromGame = (game: LiveQuizGame, player: Player, message: string) => {
    hub.removeFromGame(game, player, message);
  };

  const asHost = async (ctx: OpContext, game: LiveQuizGame) => {
    await authorizeHost(db, ctx.actor, game.identity);
    return game;
  };
  const gameId = (game: LiveQuizGame) => game.identity.id;

  return {
    join: (ctx, game, { byAccount, nickname }) =>
      byAccount
        ? joinByAccount(ctx.socketId, game, ctx.actor)
        : admit(ctx.socketId, game, { userId: null, nickname, approved: !game.settings.hostApproval }),

    rejoin: async (ctx, game, { playerToken }) => {
      const player = game.playerOfToken(hashToken(playerToken));
      if (!player) throw badRequest(M.badToken);
      if (player.kicked) throw badRequest(M.kicked);
      return seat(ctx.socketId, game, player, playerToken);
    },

    answer: async (ctx, game, { playerId, questionIndex, optionIds }) => {
      const player = seatedPlayer(ctx, game, playerId);
      if (!player.approved) throw badRequest(M.waitingApproval);
      const ack = game.answer(player, questionIndex, optionIds);
      await hub.answered(gameId(game));
      return ack;
    },

    left: async (ctx, game, { playerId }) => {
      const player = game.players.get(playerId);
      if (player?.socketId === ctx.socketId) player.socketId = null;
      hub.announcePlayers(game);
      return null;
    },

    host: async (ctx, game) => {
      await asHost(ctx, game);
      hub.joinHost(ctx.socketId, game);
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
    },

    lock: async (ctx, game, { locked }) => {
      await asHost(ctx, game);
      game.locked = locked;
      await hub.saveState(game);
      hub.toGameRooms(gameId(game)).emit('liveQuiz:lockChanged', { locked: game.locked });
      return { locked: game.locked };
    },

    kick: async (ctx, game, { playerId }) => {
      await asHost(ctx, game);
      const player = game.kick(playerId);
      await q.setPlayerFlags(db, gameId(game), player.id, { kicked: true });
      removeFromGame(game, player, M.kicked);
      return null;
    },

    approve: async (ctx, game, { playerId, accept }) => {
      await asHost(ctx, game);
      const player = game.approve(playerId, accept);
      await q.setPlayerFlags(db, gameId(game), player.id, { approved: player.approved, kicked: player.kicked });
      if (!accept) removeFromGame(game, player, M.kicked);
      else {
        if (player.socketId) hub.seat(player.socketId, game, player);
        hub.toPlayer(player)?.emit('liveQuiz:approved', { approved: true });
        hub.announcePlayers(game);
      }
      return null;
    },

    next: async (ctx, game) => {
      await asHost(ctx, game);
      return { phase: await hub.next(gameId(game)) };
    },
    pause: async (ctx, game) => {
      await asHost(ctx, game);
      return { paused: await hub.togglePause(gameId(game)) };
    },
    skip: async (ctx, game) => {
      await asHost(ctx, game);
      if (game.phase !== 'QUESTION') throw badRequest(M.noQuestionOpen);
      await hub.closeQuestion(gameId(game));
      return null;
    },
    end: async (ctx, game) => {
      await asHost(ctx, game);
      await hub.end(gameId(game));
      return null;
    },
  };
}
