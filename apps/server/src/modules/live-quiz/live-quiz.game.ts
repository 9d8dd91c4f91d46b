import {
  LIVE_QUIZ,
  LIVE_QUIZ_MESSAGES as M,
  type LiveQuizLeaderEntry,
  type LiveQuizOwnResult,
  type LiveQuizPhase,
  type LiveQuizQuestionView,
  type LiveQuizReveal,
  type LiveQuizSettings,
} from '@bright/contracts';
import type { LiveQuizStoredQuestion } from '../../db/schema';
import { badRequest } from '../../lib/app-error';
import { isCorrect, pointsFor, rankPlayers, streakBonus } from './live-quiz.scoring';

export interface GivenAnswer {
  optionIds: string[];
  elapsedMs: number;
}
export interface ScoredAnswer extends GivenAnswer {
  correct: boolean;
  points: number;
}

export interface Player {
  id: string;
  userId: string | null;
  nickname: string;
  tokenHash: string;
  score: number;
  streak: number;
  approved: boolean;
  kicked: boolean;
  socketId: string | null;
  /** Scored answers of closed questions, by question index. */
  answers: Map<number, ScoredAnswer>;
}

export interface GameIdentity {
  id: string;
  code: string;
  instituteId: string;
  classId: string;
  assessmentId: string;
  assessmentName: string;
  createdAt: Date;
}

interface OpenQuestion {
  index: number;
  openedAt: number;
  pausedAt: number | null;
  pausedTotalMs: number;
  given: Map<string, GivenAnswer>;
}

export interface Closed {
  reveal: LiveQuizReveal;
  results: Map<string, LiveQuizOwnResult>;
}

/**
 * One game's rules, in memory, on the process that owns it. Time comes from `now` (the server's clock):
 * nothing a client says about time is believed. No sockets, no database: the hub drives it.
 */
export class LiveQuizGame {
  phase: LiveQuizPhase = 'LOBBY';
  questionIndex = -1;
  locked = false;
  readonly players = new Map<string, Player>();
  private readonly byToken = new Map<string, Player>();
  private readonly nicknames = new Set<string>();
  private open: OpenQuestion | null = null;
  lastReveal: LiveQuizReveal | null = null;
  /** Loaded from a save taken with a question open: the owner asks that question again. */
  resumedMidQuestion = false;

  constructor(
    readonly identity: GameIdentity,
    readonly settings: LiveQuizSettings,
    readonly questions: LiveQuizStoredQuestion[],
    private readonly now: () => number = Date.now,
  ) {}

  // ---- players --------------------------------------------------------------------------------------

  nicknameKey = (nickname: string) => nickname.normalize('NFKC').toLocaleLowerCase().replace(/\s+/g, ' ').trim();

  isNicknameFree(nickname: string) {
    return !this.nicknames.has(this.nicknameKey(nickname));
  }

  get activePlayers() {
    return [...this.players.values()].filter((player) => player.approved && !player.kicked);
  }

  playerOfUser(userId: string) {
    return [...this.players.values()].find((player) => player.userId === userId);
  }

  playerOfToken(tokenHash: string) {
    return this.byToken.get(tokenHash);
  }

  /** Checks the lock and the cap; a nickname must be free. */
  admit(player: Omit<Player, 'answers' | 'score' | 'streak' | 'kicked' | 'socketId'>) {
    if (this.phase === 'ENDED') throw badRequest(M.ended);
    if (this.locked) throw badRequest(M.locked);
    if (this.players.size >= this.settings.maxPlayers) throw badRequest(M.full);
    if (!this.isNicknameFree(player.nickname)) throw badRequest(M.nicknameTaken);
    return this.restore({ ...player, score: 0, streak: 0, kicked: false, socketId: null, answers: new Map() });
  }

  /** Puts a player back as stored (resume on a new owner) or as just admitted. */
  restore(player: Player) {
    this.players.set(player.id, player);
    this.byToken.set(player.tokenHash, player);
    this.nicknames.add(this.nicknameKey(player.nickname));
    return player;
  }

  kick(playerId: string) {
    const player = this.players.get(playerId);
    if (!player) throw badRequest(M.playerNotFound);
    player.kicked = true;
    this.open?.given.delete(playerId);
    return player;
  }

  approve(playerId: string, accept: boolean) {
    const player = this.players.get(playerId);
    if (!player || player.kicked) throw badRequest(M.playerNotFound);
    if (accept) player.approved = true;
    else this.kick(playerId);
    return player;
  }

  // ---- questions ------------------------------------------------------------------------------------

  get hasNext() {
    return this.questionIndex + 1 < this.questions.length;
  }

  /** Opens the next question; the clock starts now. */
  openNext(): LiveQuizQuestionView {
    if (this.phase === 'QUESTION') throw badRequest(M.badPhase);
    if (this.phase === 'ENDED' || !this.hasNext) throw badRequest(M.ended);
    this.questionIndex += 1;
    this.phase = 'QUESTION';
    this.open = { index: this.questionIndex, openedAt: this.now(), pausedAt: null, pausedTotalMs: 0, given: new Map() };
    return this.questionView()!;
  }

  get paused() {
    return this.open?.pausedAt != null;
  }

  /** Pauses the open question's clock, or resumes it; returns whether it is paused now. */
  togglePause() {
    const open = this.open;
    if (!open || this.phase !== 'QUESTION') throw badRequest(M.noQuestionOpen);
    if (open.pausedAt === null) open.pausedAt = this.now();
    else {
      open.pausedTotalMs += this.now() - open.pausedAt;
      open.pausedAt = null;
    }
    return this.paused;
  }

  get current() {
    return this.questions[this.questionIndex];
  }

  /** Server epoch ms when the open question closes (pauses push it back). */
  get deadline() {
    const open = this.open;
    if (!open || !this.current) return 0;
    const pausedFor = open.pausedTotalMs + (open.pausedAt === null ? 0 : this.now() - open.pausedAt);
    return open.openedAt + pausedFor + this.current.durationMs;
  }

  private elapsedMs(open: OpenQuestion) {
    const pausedFor = open.pausedTotalMs + (open.pausedAt === null ? 0 : this.now() - open.pausedAt);
    return this.now() - open.openedAt - pausedFor;
  }

  questionView(): LiveQuizQuestionView | null {
    const question = this.current;
    if (!question || this.phase !== 'QUESTION') return null;
    return {
      index: this.questionIndex,
      count: this.questions.length,
      type: question.type,
      description: question.description,
      image: question.image,
      options: question.options,
      multiple: question.type === 'MULTIPLE_SELECT',
      durationMs: question.durationMs,
      deadline: this.deadline,
      serverNow: this.now(),
      paused: this.paused,
      changeable: this.settings.allowAnswerChange,
    };
  }

  givenBy(playerId: string) {
    return this.open?.given.get(playerId) ?? null;
  }

  get answeredCount() {
    return this.open?.given.size ?? 0;
  }

  /**
   * One answer per player and question, counted by the server's clock: refused after the deadline (plus
   * a small grace for the network), to another question, or a second time unless the host allows changes.
   */
  answer(player: Player, questionIndex: number, optionIds: string[]) {
    const open = this.open;
    if (!open || this.phase !== 'QUESTION') throw badRequest(M.noQuestionOpen);
    if (questionIndex !== open.index) throw badRequest(M.wrongQuestion);
    if (open.pausedAt !== null) throw badRequest(M.paused);
    const question = this.current!;
    const elapsedMs = this.elapsedMs(open);
    if (elapsedMs > question.durationMs + LIVE_QUIZ.graceMs) throw badRequest(M.late);
    const unique = [...new Set(optionIds)];
    if (unique.length !== optionIds.length || unique.some((id) => !question.options.some((o) => o.id === id))) {
      throw badRequest(M.unknownOption);
    }
    if (question.type !== 'MULTIPLE_SELECT' && unique.length !== 1) throw badRequest(M.oneOption);
    const previous = open.given.get(player.id);
    if (previous && !this.settings.allowAnswerChange) throw badRequest(M.alreadyAnswered);
    open.given.set(player.id, { optionIds: unique, elapsedMs: Math.min(elapsedMs, question.durationMs) });
    return { questionIndex, optionIds: unique, changed: Boolean(previous) };
  }

  /** Everyone in the game has answered and no one may change: the question can close early. */
  get everyoneAnswered() {
    const active = this.activePlayers;
    return !this.settings.allowAnswerChange && active.length > 0 && active.every((p) => this.open?.given.has(p.id));
  }

  /** Closes the open question: scores every answer, builds the reveal and each player's own result. */
  close(): Closed {
    const open = this.open;
    const question = this.current;
    if (!open || !question || this.phase !== 'QUESTION') throw badRequest(M.noQuestionOpen);
    const distribution = Object.fromEntries(question.options.map((option) => [option.id, 0]));
    for (const player of this.activePlayers) {
      const given = open.given.get(player.id);
      if (!given) {
        player.streak = 0;
        continue;
      }
      for (const id of given.optionIds) distribution[id] = (distribution[id] ?? 0) + 1;
      const correct = isCorrect(given.optionIds, question.correctOptionIds);
      player.streak = correct ? player.streak + 1 : 0;
      const base = pointsFor({ correct, ...given, durationMs: question.durationMs, scoring: this.settings.scoring });
      const points = base + (correct && this.settings.streakBonus ? streakBonus(player.streak) : 0);
      player.score += points;
      player.answers.set(open.index, { ...given, correct, points });
    }
    this.open = null;
    this.phase = 'REVEAL';
    const ranks = rankPlayers(this.activePlayers);
    const results = new Map<string, LiveQuizOwnResult>();
    for (const player of this.activePlayers) {
      results.set(player.id, this.resultOf(player, open.index, ranks.get(player.id)!.rank));
    }
    this.lastReveal = {
      index: open.index,
      correctOptionIds: question.correctOptionIds,
      distribution,
      answered: open.given.size,
      leaderboard: this.leaderboard(),
    };
    return { reveal: this.lastReveal, results };
  }

  /** A player's own result of a closed question: what it earned, and where the player stands now. */
  resultOf(player: Player, index: number, rank = this.rankOf(player.id)): LiveQuizOwnResult {
    const answer = player.answers.get(index);
    const { score, streak } = player;
    return { index, correct: answer?.correct ?? false, points: answer?.points ?? 0, score, rank, streak };
  }

  /** A new owner picks the game up where it was saved: between questions (an open one is asked again). */
  resumeAt(state: { phase: LiveQuizPhase; questionIndex: number; locked: boolean }) {
    const interrupted = state.phase === 'QUESTION';
    this.questionIndex = interrupted ? state.questionIndex - 1 : state.questionIndex;
    this.phase = interrupted ? (this.questionIndex < 0 ? 'LOBBY' : 'REVEAL') : state.phase;
    this.locked = state.locked;
    this.resumedMidQuestion = interrupted;
  }

  end() {
    this.open = null;
    this.phase = 'ENDED';
    return this.leaderboard(Math.max(3, LIVE_QUIZ.leaderboardSize));
  }

  leaderboard(size: number = LIVE_QUIZ.leaderboardSize): LiveQuizLeaderEntry[] {
    const active = this.activePlayers;
    const ranks = rankPlayers(active);
    return active
      .map((player) => ({ playerId: player.id, nickname: player.nickname, score: player.score }))
      .sort((a, b) => b.score - a.score)
      .slice(0, size)
      .map((entry) => ({ ...entry, rank: ranks.get(entry.playerId)!.rank }));
  }

  rankOf(playerId: string) {
    return rankPlayers(this.activePlayers).get(playerId)?.rank ?? 0;
  }
}
