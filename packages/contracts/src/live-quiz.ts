import { z } from 'zod';
import { access } from './access';
import { AssessmentId } from './assessment-ids';
import { envelope } from './envelope';
import { defineMessages } from './message-catalogue';
import { EntityId } from './people';
import { type CommonServerEvents, type SocketAck, defineSocketEvent } from './realtime';
import { defineRoute } from './route';

/**
 * The live quiz (issue 17; REALTIME-NOTES §2): a teacher hosts an assessment's objective questions as a
 * Kahoot-style game on the `/live-quiz` namespace. Students of the class join by account, guests by the
 * join code and a nickname (handshake `auth.guest: true`, no token). The server owns the clock and the
 * scores; correct answers travel only in the reveal.
 */

export const LIVE_QUIZ = {
  codeLength: 6,
  nickname: { min: 2, max: 20 },
  maxPlayers: { default: 500, max: 5000 },
  timer: { min: 5, max: 240, default: 20 },
  /** Kahoot's P: points of a correct answer before the time factor. */
  basePoints: 1000,
  /** Correct within this: full points. */
  fullPointsMs: 500,
  /** An answer that reaches the server this long after the deadline still counts (network). */
  graceMs: 500,
  streak: { step: 100, cap: 500 },
  leaderboardSize: 10,
  /** Guest joins per address and window (bots). */
  joinLimit: { perWindow: 20, windowMs: 10_000 },
  /** Per-player emits of a reveal are sent in chunks, so the event loop never stalls for long. */
  revealChunk: 250,
} as const;

export const LIVE_QUIZ_MESSAGES = defineMessages('liveQuiz', {
  gameNotFound: 'Live quiz not found',
  wrongCode: 'No live quiz with this code',
  noObjectiveQuestions: 'The assessment has no objective questions to play',
  nicknameTaken: 'This nickname is already taken',
  nicknameOffensive: 'Please choose another nickname',
  nicknameLength: `A nickname has ${LIVE_QUIZ.nickname.min} to ${LIVE_QUIZ.nickname.max} characters`,
  nicknameNeeded: 'Please provide: nickname',
  locked: 'The game is locked',
  full: 'The game is full',
  ended: 'The game has ended',
  joinRateLimited: 'Too many joins from this address: try again in a few seconds',
  badToken: 'Unknown player token',
  kicked: 'You were removed from this game',
  notPlayer: 'Join the game first',
  waitingApproval: 'Waiting for the host to let you in',
  notHost: 'Only the host controls the game',
  noQuestionOpen: 'No question is open',
  wrongQuestion: 'This is not the current question',
  late: 'Time is up for this question',
  alreadyAnswered: 'You already answered this question',
  unknownOption: 'Unknown option',
  oneOption: 'Choose one option',
  paused: 'The game is paused',
  badPhase: 'Not possible at this point of the game',
  playerNotFound: 'Player not found',
  notStudent: 'Only students of the class join by account',
  created: 'Live quiz created',
} as const);

export const LIVE_QUIZ_PHASES = ['LOBBY', 'QUESTION', 'REVEAL', 'ENDED'] as const;
export type LiveQuizPhase = (typeof LIVE_QUIZ_PHASES)[number];
export const LIVE_QUIZ_SCORING = ['SPEED', 'ACCURACY'] as const;
export type LiveQuizScoring = (typeof LIVE_QUIZ_SCORING)[number];

export const LiveQuizSettings = z.strictObject({
  /** SPEED: Kahoot's formula; ACCURACY: full points for any correct answer in time. */
  scoring: z.enum(LIVE_QUIZ_SCORING).default('SPEED'),
  streakBonus: z.boolean().default(false),
  allowAnswerChange: z.boolean().default(false),
  hostApproval: z.boolean().default(false),
  maxPlayers: z.number().int().min(1).max(LIVE_QUIZ.maxPlayers.max).default(LIVE_QUIZ.maxPlayers.default),
  /** Seconds per question unless the question has its own in `timers`. */
  timerSeconds: z.number().int().min(LIVE_QUIZ.timer.min).max(LIVE_QUIZ.timer.max).default(LIVE_QUIZ.timer.default),
  timers: z.record(z.string().max(64), z.number().int().min(LIVE_QUIZ.timer.min).max(LIVE_QUIZ.timer.max)).default({}),
});
export type LiveQuizSettings = z.infer<typeof LiveQuizSettings>;

export const CreateLiveQuizBody = z.strictObject({
  assessmentId: AssessmentId,
  settings: LiveQuizSettings.default(LiveQuizSettings.parse({})),
});
export type CreateLiveQuizBody = z.input<typeof CreateLiveQuizBody>;

export const LiveQuizGame = z
  .object({
    gameId: z.string(),
    code: z.string(),
    assessmentId: z.string(),
    assessmentName: z.string(),
    classId: z.string(),
    phase: z.enum(LIVE_QUIZ_PHASES),
    questionCount: z.number().int(),
    settings: LiveQuizSettings,
    createdAt: z.string(),
  })
  .meta({ id: 'LiveQuizGame' });
export type LiveQuizGame = z.infer<typeof LiveQuizGame>;

export const createLiveQuizRoute = defineRoute({
  method: 'POST',
  path: '/api/live-quiz/create',
  summary: "Host an assessment's objective questions as a live quiz (the class's teachers; licence feature liveQuiz)",
  tags: ['live-quiz'],
  access: access.roles('admin', 'instructor'),
  body: CreateLiveQuizBody,
  response: envelope(LiveQuizGame),
});

export const LiveQuizClassQuery = z.strictObject({ classId: EntityId });
export const activeLiveQuizzesRoute = defineRoute({
  method: 'GET',
  path: '/api/live-quiz/active',
  summary: 'Live quizzes of a class still open to join (its students join by account in one tap)',
  tags: ['live-quiz'],
  access: access.signedIn,
  query: LiveQuizClassQuery,
  response: envelope(z.array(LiveQuizGame)),
});

export const LiveQuizGameQuery = z.strictObject({ gameId: EntityId });

export const LiveQuizPlayerResult = z.object({
  playerId: z.string(),
  nickname: z.string(),
  userId: z.string().nullable(),
  score: z.number().int(),
  rank: z.number().int(),
  correctCount: z.number().int(),
  answers: z.array(
    z.object({
      questionIndex: z.number().int(),
      optionIds: z.array(z.string()),
      correct: z.boolean(),
      points: z.number().int(),
      elapsedMs: z.number().int(),
    }),
  ),
});
export const LiveQuizQuestionResult = z.object({
  questionIndex: z.number().int(),
  questionId: z.string(),
  description: z.string(),
  options: z.array(z.object({ id: z.string(), title: z.string(), correct: z.boolean(), count: z.number().int() })),
  answered: z.number().int(),
  correctCount: z.number().int(),
});
export const LiveQuizReport = z
  .object({
    game: LiveQuizGame,
    endedAt: z.string().nullable(),
    players: z.array(LiveQuizPlayerResult),
    questions: z.array(LiveQuizQuestionResult),
  })
  .meta({ id: 'LiveQuizReport' });
export type LiveQuizReport = z.infer<typeof LiveQuizReport>;

export const liveQuizReportRoute = defineRoute({
  method: 'GET',
  path: '/api/live-quiz/report',
  summary: "A game's report: each player's answers and score, each question's distribution (its host's class teachers)",
  tags: ['live-quiz'],
  access: access.roles('admin', 'instructor'),
  query: LiveQuizGameQuery,
  response: envelope(LiveQuizReport),
});
export const liveQuizCsvRoute = defineRoute({
  method: 'GET',
  path: '/api/live-quiz/report/csv',
  summary: "A game's players and answers as CSV",
  tags: ['live-quiz'],
  access: access.roles('admin', 'instructor'),
  query: LiveQuizGameQuery,
  response: z.unknown().meta({ description: 'a file' }),
  media: { produces: ['text/csv'] },
});
export const liveQuizPdfRoute = defineRoute({
  method: 'GET',
  path: '/api/live-quiz/report/pdf',
  summary: "A game's report as PDF (EXPORT_LIVE_QUIZ_PDF)",
  tags: ['live-quiz'],
  access: access.roles('admin', 'instructor'),
  query: LiveQuizGameQuery,
  response: z.unknown().meta({ description: 'a file' }),
  media: { produces: ['application/pdf'] },
});

// ---- Sockets ---------------------------------------------------------------------------------------

const liveQuiz = ['/live-quiz'] as const;
const GameRef = { gameId: EntityId };
const Code = z
  .string()
  .trim()
  .regex(/^\d{6}$/, { error: LIVE_QUIZ_MESSAGES.wrongCode });
const PlayerToken = z.string().regex(/^[A-Za-z0-9_-]{22}$/, { error: LIVE_QUIZ_MESSAGES.badToken });

export const LiveQuizJoin = z.strictObject({ code: Code, nickname: z.string().max(100).optional() });
export const LiveQuizRejoin = z.strictObject({ code: Code, playerToken: PlayerToken });
export const LiveQuizAnswer = z.strictObject({
  ...GameRef,
  questionIndex: z.number().int().min(0).max(1000),
  optionIds: z.array(z.string().min(1).max(64)).min(1).max(10),
});
export const LiveQuizHostRef = z.strictObject(GameRef);
export const LiveQuizLock = z.strictObject({ ...GameRef, locked: z.boolean() });
export const LiveQuizPlayerRef = z.strictObject({ ...GameRef, playerId: z.string().min(1).max(64) });
export const LiveQuizApprove = z.strictObject({ ...LiveQuizPlayerRef.shape, accept: z.boolean() });

export const liveQuizJoinEvent = defineSocketEvent({
  name: 'liveQuiz:join',
  summary: 'Join by code: a student of the class by account, anyone else (a guest) with a nickname',
  namespaces: liveQuiz,
  payload: LiveQuizJoin,
  access: access.public,
});
export const liveQuizRejoinEvent = defineSocketEvent({
  name: 'liveQuiz:rejoin',
  summary: 'Come back with the player token: same nickname, same score, whether this question is answered',
  namespaces: liveQuiz,
  payload: LiveQuizRejoin,
  access: access.public,
});
export const liveQuizAnswerEvent = defineSocketEvent({
  name: 'liveQuiz:answer',
  summary: 'Answer the open question; acknowledged once counted by the server clock',
  namespaces: liveQuiz,
  payload: LiveQuizAnswer,
  access: access.public,
});
const hostEvent = <P extends z.ZodType>(name: string, summary: string, payload: P) =>
  defineSocketEvent({ name, summary, namespaces: liveQuiz, payload, access: access.roles('admin', 'instructor') });
export const liveQuizHostEvent = hostEvent('liveQuiz:host', 'Open the host screen of a game', LiveQuizHostRef);
export const liveQuizLockEvent = hostEvent('liveQuiz:lock', 'Lock or unlock the game to new players', LiveQuizLock);
export const liveQuizKickEvent = hostEvent(
  'liveQuiz:kick',
  'Remove a player; their token is refused',
  LiveQuizPlayerRef,
);
export const liveQuizApproveEvent = hostEvent('liveQuiz:approve', 'Let a waiting guest in, or refuse', LiveQuizApprove);
export const liveQuizStartEvent = hostEvent('liveQuiz:next', 'Open the next question (or end)', LiveQuizHostRef);
export const liveQuizPauseEvent = hostEvent('liveQuiz:pause', 'Pause or resume the clock', LiveQuizHostRef);
export const liveQuizSkipEvent = hostEvent('liveQuiz:skip', 'Close the open question now', LiveQuizHostRef);
export const liveQuizEndEvent = hostEvent('liveQuiz:end', 'End the game (CLOSE_LIVE_QUIZ)', LiveQuizHostRef);

export const LIVE_QUIZ_SOCKET_EVENTS = [
  liveQuizJoinEvent,
  liveQuizRejoinEvent,
  liveQuizAnswerEvent,
  liveQuizHostEvent,
  liveQuizLockEvent,
  liveQuizKickEvent,
  liveQuizApproveEvent,
  liveQuizStartEvent,
  liveQuizPauseEvent,
  liveQuizSkipEvent,
  liveQuizEndEvent,
] as const;

/** A question as players see it: no correct answers. */
export interface LiveQuizQuestionView {
  index: number;
  count: number;
  type: string;
  description: string;
  image: string | null;
  options: { id: string; title: string; image: string | null }[];
  multiple: boolean;
  durationMs: number;
  /** Server epoch ms when the question closes; clients correct for their clock offset with `serverNow`. */
  deadline: number;
  serverNow: number;
  paused: boolean;
  /** The host lets players change their answer until the timer ends. */
  changeable: boolean;
}
export interface LiveQuizLeaderEntry {
  playerId: string;
  nickname: string;
  score: number;
  rank: number;
}
export interface LiveQuizPlayerView {
  playerId: string;
  nickname: string;
  connected: boolean;
  approved: boolean;
  byAccount: boolean;
  score: number;
}
export interface LiveQuizReveal {
  index: number;
  correctOptionIds: string[];
  distribution: Record<string, number>;
  answered: number;
  leaderboard: LiveQuizLeaderEntry[];
}
export interface LiveQuizOwnResult {
  index: number;
  correct: boolean;
  points: number;
  score: number;
  rank: number;
  streak: number;
}
/** What a player gets on join or rejoin: where the game is, and their own standing. */
export interface LiveQuizPlayerSnapshot {
  gameId: string;
  playerId: string;
  playerToken: string;
  nickname: string;
  score: number;
  rank: number;
  approved: boolean;
  phase: LiveQuizPhase;
  question: LiveQuizQuestionView | null;
  /** Option ids already given to the open question (rejoin after an answer). */
  answered: string[] | null;
  leaderboard: LiveQuizLeaderEntry[];
  /** Between questions: the question just revealed, and the player's own result of it (a reload keeps both). */
  reveal: LiveQuizReveal | null;
  result: LiveQuizOwnResult | null;
}
export interface LiveQuizHostSnapshot {
  game: LiveQuizGame;
  locked: boolean;
  paused: boolean;
  players: LiveQuizPlayerView[];
  questionIndex: number;
  question: LiveQuizQuestionView | null;
  answeredCount: number;
  reveal: LiveQuizReveal | null;
  leaderboard: LiveQuizLeaderEntry[];
}
export interface LiveQuizAnswerAck {
  questionIndex: number;
  optionIds: string[];
  changed: boolean;
}

type Ack<T> = (answer: SocketAck<T>) => void;
export interface LiveQuizClientEvents {
  'liveQuiz:join': (payload: z.input<typeof LiveQuizJoin>, ack: Ack<LiveQuizPlayerSnapshot>) => void;
  'liveQuiz:rejoin': (payload: z.input<typeof LiveQuizRejoin>, ack: Ack<LiveQuizPlayerSnapshot>) => void;
  'liveQuiz:answer': (payload: z.input<typeof LiveQuizAnswer>, ack: Ack<LiveQuizAnswerAck>) => void;
  'liveQuiz:host': (payload: { gameId: string }, ack: Ack<LiveQuizHostSnapshot>) => void;
  'liveQuiz:lock': (payload: { gameId: string; locked: boolean }, ack: Ack<{ locked: boolean }>) => void;
  'liveQuiz:kick': (payload: { gameId: string; playerId: string }, ack: Ack<null>) => void;
  'liveQuiz:approve': (payload: { gameId: string; playerId: string; accept: boolean }, ack: Ack<null>) => void;
  'liveQuiz:next': (payload: { gameId: string }, ack: Ack<{ phase: LiveQuizPhase }>) => void;
  'liveQuiz:pause': (payload: { gameId: string }, ack: Ack<{ paused: boolean }>) => void;
  'liveQuiz:skip': (payload: { gameId: string }, ack: Ack<null>) => void;
  'liveQuiz:end': (payload: { gameId: string }, ack: Ack<null>) => void;
}
export interface LiveQuizServerEvents extends CommonServerEvents {
  /** To the host: the players changed (joined, left, approved, kicked). */
  'liveQuiz:players': (players: LiveQuizPlayerView[]) => void;
  /** To everyone: a question opens (or resumes after a pause). */
  'liveQuiz:question': (question: LiveQuizQuestionView) => void;
  'liveQuiz:paused': (state: { paused: boolean; deadline: number; serverNow: number }) => void;
  /** To the host: how many answered the open question. */
  'liveQuiz:answered': (state: { index: number; answered: number; players: number }) => void;
  'liveQuiz:reveal': (reveal: LiveQuizReveal) => void;
  /** To each player after the reveal: their own result and rank. */
  'liveQuiz:result': (result: LiveQuizOwnResult) => void;
  'liveQuiz:ended': (state: { podium: LiveQuizLeaderEntry[] }) => void;
  'liveQuiz:approved': (state: { approved: boolean }) => void;
  'liveQuiz:kicked': (state: { message: string }) => void;
  'liveQuiz:lockChanged': (state: { locked: boolean }) => void;
}
