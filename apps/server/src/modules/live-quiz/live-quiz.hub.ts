import { LIVE_QUIZ, LIVE_QUIZ_MESSAGES as M, type LiveQuizOwnResult, type LiveQuizPlayerView } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { TypedNamespace } from '../../plugins/realtime';
import { badRequest, notFound } from '../../lib/app-error';
import type { LiveQuizGame, Player } from './live-quiz.game';
import { type GameOwners, RENEW_EVERY_MS } from './live-quiz.owners';
import * as q from './live-quiz.queries';
import { loadGame, saveGameState, saveQuestion } from './live-quiz.store';

const PLAYERS_EVERY_MS = 200;

export const liveQuizRooms = {
  players: (gameId: string) => `liveQuiz:${gameId}:players`,
  host: (gameId: string) => `liveQuiz:${gameId}:host`,
};

interface Running {
  game: LiveQuizGame;
  timer: NodeJS.Timeout | null;
  /** The last save, awaited before the next question opens so state on disk is never behind. */
  saving: Promise<void>;
}

export interface HubDeps {
  db: Db;
  nsp: TypedNamespace<'/live-quiz'>;
  log: FastifyBaseLogger;
  /** Called once when a game ends (results to the assessment). */
  onEnded: (game: LiveQuizGame) => Promise<void>;
  assessmentName: (assessmentId: string) => Promise<string>;
  owners: GameOwners;
}

/**
 * The games this process owns: each in memory, its question timer, its emits. Every change a player
 * sees is emitted from here; where a game stands is saved when a question opens and when it closes, so
 * another process can resume it from there if this one dies.
 */
export class LiveQuizHub {
  private readonly running = new Map<string, Running>();
  private readonly loading = new Map<string, Promise<Running>>();
  /** Games with sockets on this process, and how many: it watches their owner's lease. */
  private readonly watched = new Map<string, number>();
  private readonly leases: NodeJS.Timeout;
  private readonly announcing = new Map<string, NodeJS.Timeout>();

  constructor(private readonly deps: HubDeps) {
    this.leases = setInterval(() => void this.keepLeases(), RENEW_EVERY_MS);
    this.leases.unref();
  }

  /** A game just created here: this process owns it. */
  async adopt(game: LiveQuizGame) {
    if (!(await this.deps.owners.acquire(game.identity.id))) throw new Error('a new game already has an owner');
    this.add(game);
  }

  private add(game: LiveQuizGame) {
    const entry: Running = { game, timer: null, saving: Promise.resolve() };
    this.running.set(game.identity.id, entry);
    return entry;
  }

  /** Whether this process runs the game (an ended game, which no longer changes, may be read anywhere). */
  owns(gameId: string) {
    return this.running.has(gameId);
  }

  /**
   * Takes the game over when no process holds it: loads its last saved state and, when it was saved
   * with a question open, asks that question again. False when another process holds it.
   */
  async takeOver(gameId: string) {
    if (this.running.has(gameId)) return true;
    if (!(await this.deps.owners.acquire(gameId))) return false;
    const { game } = await this.entry(gameId);
    if (game.phase === 'ENDED') await this.deps.owners.release(gameId);
    if (game.resumedMidQuestion) {
      game.resumedMidQuestion = false;
      this.deps.log.info({ gameId, question: game.questionIndex + 1 }, 'live quiz: resumed, asking again');
      await this.next(gameId);
    }
    return true;
  }

  /** The game in memory, or loaded from its saved state: only once this process owns it. */
  async get(gameId: string): Promise<LiveQuizGame> {
    return (await this.entry(gameId)).game;
  }

  /** An open game this process runs, by its code (a flood of joins then costs no query). */
  openByCode(code: string) {
    for (const { game } of this.running.values()) {
      if (game.identity.code === code && game.phase !== 'ENDED') return game.identity;
    }
    return null;
  }

  watch(gameId: string, delta: 1 | -1) {
    const count = (this.watched.get(gameId) ?? 0) + delta;
    if (count > 0) this.watched.set(gameId, count);
    else this.watched.delete(gameId);
  }

  /** Renews the leases of owned games (dropping those lost); takes over watched games whose owner died. */
  private async keepLeases() {
    const { owners } = this.deps;
    if (!owners.multiNode) return;
    for (const [gameId, entry] of this.running) {
      if (entry.game.phase === 'ENDED' || (await owners.renew(gameId))) continue;
      this.deps.log.warn({ gameId }, 'live quiz: lease lost, another process owns the game now');
      this.drop(gameId);
    }
    for (const gameId of this.watched.keys()) {
      if (this.running.has(gameId) || (await owners.isHeld(gameId).catch(() => true))) continue;
      await this.takeOver(gameId).catch((error: unknown) => {
        this.deps.log.error({ err: error, gameId }, 'live quiz: taking a game over failed');
      });
    }
  }

  private drop(gameId: string) {
    const entry = this.running.get(gameId);
    if (entry?.timer) clearTimeout(entry.timer);
    this.running.delete(gameId);
  }

  private async entry(gameId: string): Promise<Running> {
    const held = this.running.get(gameId);
    if (held) return held;
    let loading = this.loading.get(gameId);
    if (!loading) {
      loading = (async () => {
        const row = await q.findGame(this.deps.db, gameId);
        if (!row) throw notFound(M.gameNotFound);
        const game = await loadGame(this.deps.db, gameId, await this.deps.assessmentName(row.assessmentId));
        return this.running.get(gameId) ?? this.add(game);
      })().finally(() => this.loading.delete(gameId));
      this.loading.set(gameId, loading);
    }
    return loading;
  }

  // ---- emits ----------------------------------------------------------------------------------------

  playersView(game: LiveQuizGame): LiveQuizPlayerView[] {
    return [...game.players.values()]
      .filter((player) => !player.kicked)
      .map((player) => ({
        playerId: player.id,
        nickname: player.nickname,
        connected: player.socketId !== null,
        approved: player.approved,
        byAccount: player.userId !== null,
        score: player.score,
      }));
  }

  /**
   * The host's player list, at most every PLAYERS_EVERY_MS per game: a crowd joining at once would
   * otherwise send the whole growing list once per player (2,000 joins, 2 million entries).
   */
  announcePlayers(game: LiveQuizGame) {
    const gameId = game.identity.id;
    if (this.announcing.has(gameId)) return;
    const timer = setTimeout(() => {
      this.announcing.delete(gameId);
      this.deps.nsp.to(liveQuizRooms.host(gameId)).emit('liveQuiz:players', this.playersView(game));
    }, PLAYERS_EVERY_MS);
    timer.unref();
    this.announcing.set(gameId, timer);
  }

  /** Puts a socket in the game's rooms, on whichever process holds it. */
  seat(socketId: string, game: LiveQuizGame, player: Player) {
    if (player.approved) this.deps.nsp.in(socketId).socketsJoin(liveQuizRooms.players(game.identity.id));
  }

  toPlayer(player: Player) {
    return player.socketId ? this.deps.nsp.to(player.socketId) : null;
  }

  joinHost(socketId: string, game: LiveQuizGame) {
    this.deps.nsp.in(socketId).socketsJoin(liveQuizRooms.host(game.identity.id));
  }

  /** Tells a kicked or refused player, and takes their socket out of the game's room. */
  removeFromGame(game: LiveQuizGame, player: Player, message: string) {
    if (player.socketId) {
      this.toPlayer(player)?.emit('liveQuiz:kicked', { message });
      this.deps.nsp.in(player.socketId).socketsLeave(liveQuizRooms.players(game.identity.id));
    }
    player.socketId = null;
    this.announcePlayers(game);
  }

  toGameRooms(gameId: string) {
    return this.deps.nsp.to([liveQuizRooms.players(gameId), liveQuizRooms.host(gameId)]);
  }

  // ---- the flow of questions ------------------------------------------------------------------------

  async next(gameId: string) {
    const entry = await this.entry(gameId);
    await entry.saving;
    const { game } = entry;
    if (game.phase === 'QUESTION') throw badRequest(M.badPhase);
    if (!game.hasNext) {
      await this.end(gameId);
      return game.phase;
    }
    // Saved before the clock starts: if this process dies now, the next owner asks this question again.
    const opening = { phase: 'QUESTION' as const, questionIndex: game.questionIndex + 1, locked: game.locked };
    await q.saveState(this.deps.db, gameId, opening);
    const question = game.openNext();
    this.toGameRooms(gameId).emit('liveQuiz:question', question);
    this.armTimer(entry);
    return game.phase;
  }

  private armTimer(entry: Running) {
    if (entry.timer) clearTimeout(entry.timer);
    const wait = Math.max(entry.game.deadline - Date.now(), 0) + LIVE_QUIZ.graceMs;
    entry.timer = setTimeout(() => void this.closeQuestion(entry.game.identity.id).catch(this.logFailure), wait);
    entry.timer.unref();
  }

  private readonly logFailure = (error: unknown) => {
    if (!(error instanceof Error && error.message === M.noQuestionOpen)) {
      this.deps.log.error({ err: error }, 'live quiz: closing a question failed');
    }
  };

  async togglePause(gameId: string) {
    const entry = await this.entry(gameId);
    const paused = entry.game.togglePause();
    if (paused && entry.timer) clearTimeout(entry.timer);
    if (!paused) this.armTimer(entry);
    this.toGameRooms(gameId).emit('liveQuiz:paused', { paused, deadline: entry.game.deadline, serverNow: Date.now() });
    return paused;
  }

  /** After each counted answer: tell the host, and close early once everyone has answered. */
  async answered(gameId: string) {
    const { game } = await this.entry(gameId);
    this.deps.nsp.to(liveQuizRooms.host(gameId)).emit('liveQuiz:answered', {
      index: game.questionIndex,
      answered: game.answeredCount,
      players: game.activePlayers.length,
    });
    if (game.everyoneAnswered) await this.closeQuestion(gameId);
  }

  /**
   * Closes the open question: saves it (answers, scores, where the game stands, in one transaction), then
   * the reveal to all and each player's own result in chunks. Saved first, so that what players saw
   * revealed is what a new owner would resume from.
   */
  async closeQuestion(gameId: string) {
    const entry = await this.entry(gameId);
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    const { game } = entry;
    const { reveal, results } = game.close();
    entry.saving = entry.saving
      .then(() => saveQuestion(this.deps.db, game, reveal.index))
      .catch((error) => {
        this.deps.log.error({ err: error, gameId }, 'live quiz: saving a question failed');
      });
    await entry.saving;
    this.toGameRooms(gameId).emit('liveQuiz:reveal', reveal);
    this.sendResults(game, results);
  }

  /** One emit per player, 250 per turn of the event loop, so thousands never stall it. */
  private sendResults(game: LiveQuizGame, results: Map<string, LiveQuizOwnResult>) {
    const pending = [...results];
    const sendChunk = () => {
      for (const [playerId, result] of pending.splice(0, LIVE_QUIZ.revealChunk)) {
        const player = game.players.get(playerId);
        if (player) this.toPlayer(player)?.emit('liveQuiz:result', result);
      }
      if (pending.length > 0) setImmediate(sendChunk);
    };
    sendChunk();
  }

  async end(gameId: string) {
    const entry = await this.entry(gameId);
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    const { game } = entry;
    if (game.phase === 'QUESTION') await this.closeQuestion(gameId);
    if (game.phase === 'ENDED') return;
    const podium = game.end();
    this.toGameRooms(gameId).emit('liveQuiz:ended', { podium });
    await entry.saving;
    await saveGameState(this.deps.db, game);
    await this.deps.onEnded(game).catch((error) => {
      this.deps.log.error({ err: error, gameId }, 'live quiz: saving results to the assessment failed');
    });
    await this.deps.owners.release(gameId);
  }

  async saveState(game: LiveQuizGame) {
    await saveGameState(this.deps.db, game);
  }

  /** On shutdown: timers stopped, leases given back so another process resumes at once. */
  async close() {
    clearInterval(this.leases);
    for (const timer of this.announcing.values()) clearTimeout(timer);
    for (const [gameId, entry] of this.running) {
      if (entry.timer) clearTimeout(entry.timer);
      await this.deps.owners.release(gameId);
    }
    this.running.clear();
  }
}
