import { LIVE_QUIZ, LIVE_QUIZ_MESSAGES as M, type LiveQuizOwnResult, type LiveQuizPlayerView } from '@bright/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { TypedNamespace } from '../../plugins/realtime';
import { badRequest, notFound } from '../../lib/app-error';
import type { LiveQuizGame, Player } from './live-quiz.game';
import * as q from './live-quiz.queries';
import { loadGame, saveGameState, saveQuestion } from './live-quiz.store';

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
}

/**
 * The games this process owns: each in memory, its question timer, its emits. Every change a player
 * sees is emitted from here; every question is saved when it closes.
 */
export class LiveQuizHub {
  private readonly running = new Map<string, Running>();
  private readonly loading = new Map<string, Promise<Running>>();

  constructor(private readonly deps: HubDeps) {}

  add(game: LiveQuizGame) {
    const entry: Running = { game, timer: null, saving: Promise.resolve() };
    this.running.set(game.identity.id, entry);
    return entry;
  }

  /** The game in memory, or loaded from its saved state (this process takes it over). */
  async get(gameId: string): Promise<LiveQuizGame> {
    return (await this.entry(gameId)).game;
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

  async byCode(code: string) {
    const gameId = await q.findOpenGameByCode(this.deps.db, code);
    if (!gameId) throw notFound(M.wrongCode);
    return this.get(gameId);
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

  announcePlayers(game: LiveQuizGame) {
    this.deps.nsp.to(liveQuizRooms.host(game.identity.id)).emit('liveQuiz:players', this.playersView(game));
  }

  /** Puts a socket in the game's rooms, on whichever process holds it. */
  seat(socketId: string, game: LiveQuizGame, player: Player) {
    if (player.approved) this.deps.nsp.in(socketId).socketsJoin(liveQuizRooms.players(game.identity.id));
  }

  toPlayer(player: Player) {
    return player.socketId ? this.deps.nsp.to(player.socketId) : null;
  }

  private toGame(gameId: string) {
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
    const question = game.openNext();
    this.toGame(gameId).emit('liveQuiz:question', question);
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
    this.toGame(gameId).emit('liveQuiz:paused', { paused, deadline: entry.game.deadline, serverNow: Date.now() });
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

  /** Closes the open question: reveal to all, each player's own result in chunks, then save. */
  async closeQuestion(gameId: string) {
    const entry = await this.entry(gameId);
    if (entry.timer) clearTimeout(entry.timer);
    entry.timer = null;
    const { game } = entry;
    const { reveal, results } = game.close();
    this.toGame(gameId).emit('liveQuiz:reveal', reveal);
    this.sendResults(game, results);
    entry.saving = entry.saving
      .then(() => saveQuestion(this.deps.db, game, reveal.index))
      .catch((error) => {
        this.deps.log.error({ err: error, gameId }, 'live quiz: saving a question failed');
      });
    await entry.saving;
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
    this.toGame(gameId).emit('liveQuiz:ended', { podium });
    await entry.saving;
    await saveGameState(this.deps.db, game);
    await this.deps.onEnded(game).catch((error) => {
      this.deps.log.error({ err: error, gameId }, 'live quiz: saving results to the assessment failed');
    });
  }

  async saveState(game: LiveQuizGame) {
    await saveGameState(this.deps.db, game);
  }

  close() {
    for (const entry of this.running.values()) if (entry.timer) clearTimeout(entry.timer);
    this.running.clear();
  }
}
