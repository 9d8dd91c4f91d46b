import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { defineMessages } from './message-catalogue';
import { type CommonServerEvents, type RoomClientEvents, type SocketAck, defineSocketEvent } from './realtime';
import { defineRoute } from './route';

/**
 * The live class (SPEC §2 /live and /live/{id}, §4 the live class panel, §7 thirdParty/sendConfLink and the
 * `/live` socket with token, flowID, device): a teacher teaches one lesson's board to one class. The board's
 * pages sync over `/board` (its own Yjs provider); the session, its pen grants, the presenter's view,
 * cursors and WebRTC signalling travel on `/live`.
 */

export const LIVE_CLASS_MESSAGES = defineMessages('liveClasses', {
  notFound: 'Live class not found',
  ended: 'Live Session Ended',
  started: 'Live class started',
  linkSent: 'Live class link sent',
  endedByTeacher: 'Live Session Ended',
  notJoined: 'Join the live class first',
  teacherOnly: 'Only the teacher can do this',
  notParticipant: 'That user is not in this live class',
  penForStudents: 'The pen is granted to students of the class only',
  modeInvalid: 'mode must be VIDEO or AUDIO',
  publishersFull: 'The video room is full: at most 5 people publish audio or video',
} as const);

export const LIVE_MODES = ['VIDEO', 'AUDIO'] as const;
export type LiveMode = (typeof LIVE_MODES)[number];
/** SPEC §4: USERS shows the collaboration window and the user list; VIDEO shows video with the list hidden. */
export const LIVE_PANELS = ['USERS', 'VIDEO'] as const;
export type LivePanel = (typeof LIVE_PANELS)[number];

/** Join codes: 7 letters of a 20-consonant alphabet (about 30 bits; REALTIME-NOTES §4). */
export const LIVE_CODE_ALPHABET = 'BCDFGHJKLMNPQRSTVWXZ';
export const LIVE_CODE_LENGTH = 7;
/** How long a class waits for a teacher whose connection dropped before the session ends. */
export const LIVE_TEACHER_GRACE_MS = 60_000;
/** Cursors are batched per room on this tick; a socket may send at most this many a second, the rest dropped. */
export const LIVE_CURSOR_TICK_MS = 33;
export const LIVE_CURSORS_PER_SECOND = 20;
/** Mesh WebRTC: the teacher and up to 4 participants publish; everyone else listens (REALTIME-NOTES §3.1). */
export const LIVE_MAX_PUBLISHERS = 5;
/** The protocol of `/live` messages; bumped when an old client would misread them. */
export const LIVE_PROTOCOL_VERSION = 1;

const Id = (field: string) =>
  z
    .string({ error: `Please provide: ${field}` })
    .trim()
    .min(1, `Please provide: ${field}`)
    .max(100, `Invalid ${field}`);

export const LivePresenter = z.object({
  pageId: z.string().nullable(),
  scale: z.number(),
  x: z.number(),
  y: z.number(),
});
export type LivePresenter = z.infer<typeof LivePresenter>;

export const LiveClass = z
  .object({
    id: z.string(),
    lessonId: z.string(),
    lessonName: z.string(),
    classId: z.string(),
    className: z.string(),
    teacherId: z.string(),
    teacherName: z.string(),
    mode: z.enum(LIVE_MODES),
    code: z.string(),
    joinPath: z.string(),
    status: z.enum(['LIVE', 'ENDED']),
    startedAt: z.string(),
    endedAt: z.string().nullable(),
    presenter: LivePresenter,
    penHolders: z.array(z.string()),
    abilities: z.object({ teach: z.boolean(), end: z.boolean() }),
  })
  .meta({ id: 'LiveClass' });
export type LiveClass = z.infer<typeof LiveClass>;

export const StartLiveClassBody = z.strictObject({
  lessonId: Id('lessonId'),
  classId: Id('classId').optional(),
  mode: z.enum(LIVE_MODES, { error: LIVE_CLASS_MESSAGES.modeInvalid }).default('VIDEO'),
});
export const LiveClassIdBody = z.strictObject({ liveClassId: Id('liveClassId') });
export const LiveClassIdQuery = z.strictObject({ id: Id('id') });
export const JoinLiveClassBody = z.strictObject({
  code: z
    .string({ error: 'Please provide: code' })
    .trim()
    .toUpperCase()
    .transform((code) => code.replaceAll('-', ''))
    .pipe(z.string().regex(/^[A-Z]{7}$/, 'Invalid code')),
});
export const SendConfLinkResult = z.object({ notified: z.number(), mailed: z.number() });

export const startLiveClassRoute = defineRoute({
  method: 'POST',
  path: '/api/live-classes/start',
  summary:
    "Start a live class of a lesson for a class (licence feature liveConference, sessions counted per day); the lesson's running session is returned when there is one",
  tags: ['live-classes'],
  access: access.roles('admin', 'instructor'),
  body: StartLiveClassBody,
  response: envelope(LiveClass),
});
export const liveClassesRoute = defineRoute({
  method: 'GET',
  path: '/api/live-classes',
  summary: 'The live classes the caller can join now: of their classes, or of their institute for an admin',
  tags: ['live-classes'],
  access: access.signedIn,
  response: envelope(z.array(LiveClass)),
});
export const liveClassRoute = defineRoute({
  method: 'GET',
  path: '/api/live-classes/read',
  summary: 'One live class, for its class members and its institute admins',
  tags: ['live-classes'],
  access: access.signedIn,
  query: LiveClassIdQuery,
  response: envelope(LiveClass),
});
export const joinLiveClassRoute = defineRoute({
  method: 'POST',
  path: '/api/live-classes/join',
  summary: "Find a running live class by its join code (members of its class and the institute's admins)",
  tags: ['live-classes'],
  access: access.signedIn,
  body: JoinLiveClassBody,
  response: envelope(LiveClass),
});
export const endLiveClassRoute = defineRoute({
  method: 'POST',
  path: '/api/live-classes/end',
  summary: "The teacher exits: the session ends with 'Live Session Ended' for everyone",
  tags: ['live-classes'],
  access: access.roles('admin', 'instructor'),
  body: LiveClassIdBody,
  response: envelope(LiveClass),
});
export const sendConfLinkRoute = defineRoute({
  method: 'POST',
  path: '/api/thirdParty/sendConfLink',
  summary: "Send a live class's join link to its students, by notification and mail",
  tags: ['live-classes'],
  access: access.roles('admin', 'instructor'),
  body: LiveClassIdBody,
  response: envelope(SendConfLinkResult),
});

// Sockets on /live.
const live = ['/live'] as const;
const v = z.literal(LIVE_PROTOCOL_VERSION, {
  error: `Unsupported live protocol: this server speaks ${LIVE_PROTOCOL_VERSION}`,
});
const Coordinate = z.number().finite().min(-1e6).max(1e6);

export const LiveJoin = z.strictObject({ v, liveClassId: Id('liveClassId') });
export const LiveView = z.strictObject({
  v,
  liveClassId: Id('liveClassId'),
  pageId: Id('pageId'),
  scale: z.number().finite().min(0.05).max(20),
  x: Coordinate,
  y: Coordinate,
});
export const LivePen = z.strictObject({
  v,
  liveClassId: Id('liveClassId'),
  userId: Id('userId'),
  granted: z.boolean(),
});
export const LiveCursor = z.strictObject({
  v,
  liveClassId: Id('liveClassId'),
  pageId: Id('pageId'),
  x: Coordinate,
  y: Coordinate,
});
export const LIVE_SIGNAL_KINDS = ['offer', 'answer', 'ice', 'hangup'] as const;
export const LiveSignal = z.strictObject({
  v,
  liveClassId: Id('liveClassId'),
  to: Id('to'),
  kind: z.enum(LIVE_SIGNAL_KINDS),
  /** An SDP or an ICE candidate, as JSON text; bounded so signalling cannot carry a board. */
  data: z.string().max(64_000, 'Signal too large'),
});
export const LiveMedia = z.strictObject({
  v,
  liveClassId: Id('liveClassId'),
  publishing: z.boolean(),
  audio: z.boolean(),
  video: z.boolean(),
  speaking: z.boolean(),
});

export const liveJoinEvent = defineSocketEvent({
  name: 'live:join',
  summary:
    "Enter a live class: its class's members and the institute's admins; answers the session and the caller's role",
  namespaces: live,
  payload: LiveJoin,
  access: access.signedIn,
});
export const liveLeaveEvent = defineSocketEvent({
  name: 'live:leave',
  summary: 'Leave a live class (the teacher ends it with POST /api/live-classes/end)',
  namespaces: live,
  payload: LiveJoin,
  access: access.signedIn,
});
export const liveViewEvent = defineSocketEvent({
  name: 'live:view',
  summary: "The teacher's page, scale and position, which followers show",
  namespaces: live,
  payload: LiveView,
  access: access.signedIn,
});
export const livePenEvent = defineSocketEvent({
  name: 'live:pen',
  summary: 'The teacher grants or takes back the pen of a student of the class',
  namespaces: live,
  payload: LivePen,
  access: access.signedIn,
});
export const liveCursorEvent = defineSocketEvent({
  name: 'live:cursor',
  summary: "A participant's pointer on a page, batched per room; past the per-second limit it is dropped",
  namespaces: live,
  payload: LiveCursor,
  access: access.signedIn,
});
export const liveSignalEvent = defineSocketEvent({
  name: 'live:signal',
  summary: 'WebRTC signalling (offer, answer, ICE candidate, hang-up) to another participant of the session',
  namespaces: live,
  payload: LiveSignal,
  access: access.signedIn,
});
export const liveMediaEvent = defineSocketEvent({
  name: 'live:media',
  summary: "A participant's audio and video state (publishing, muted, camera off, speaking)",
  namespaces: live,
  payload: LiveMedia,
  access: access.signedIn,
});

export const LIVE_ROLES = ['teacher', 'student', 'admin'] as const;
export type LiveRole = (typeof LIVE_ROLES)[number];

export interface LiveMediaState {
  publishing: boolean;
  audio: boolean;
  video: boolean;
  speaking: boolean;
}
export interface LiveParticipant {
  userId: string;
  /** SPEC §3 presenters: userId and userTag (the name shown). */
  userTag: string;
  role: LiveRole;
  pen: boolean;
  media: LiveMediaState;
}
export interface LiveJoined {
  liveClass: LiveClass;
  role: LiveRole;
  pen: boolean;
  participants: LiveParticipant[];
  iceServers: LiveIceServer[];
}
export interface LiveIceServer {
  urls: string[];
  username?: string;
  credential?: string;
}
export interface LiveCursorEntry {
  userId: string;
  userTag: string;
  pageId: string;
  x: number;
  y: number;
}

type Ack<T> = (answer: SocketAck<T>) => void;

export interface LiveClientEvents extends RoomClientEvents {
  'live:join': (join: z.input<typeof LiveJoin>, ack: Ack<LiveJoined>) => void;
  'live:leave': (leave: z.input<typeof LiveJoin>, ack: Ack<null>) => void;
  'live:view': (view: z.input<typeof LiveView>, ack: Ack<LivePresenter>) => void;
  'live:pen': (pen: z.input<typeof LivePen>, ack: Ack<{ penHolders: string[] }>) => void;
  'live:cursor': (cursor: z.input<typeof LiveCursor>, ack: Ack<{ accepted: boolean }>) => void;
  'live:signal': (signal: z.input<typeof LiveSignal>, ack: Ack<null>) => void;
  'live:media': (media: z.input<typeof LiveMedia>, ack: Ack<null>) => void;
}

export interface LiveServerEvents extends CommonServerEvents {
  'live:presence': (event: { v: number; liveClassId: string; participants: LiveParticipant[] }) => void;
  'live:view': (event: { v: number; liveClassId: string } & LivePresenter) => void;
  'live:pen': (event: { v: number; liveClassId: string; penHolders: string[] }) => void;
  'live:cursors': (event: { v: number; liveClassId: string; cursors: LiveCursorEntry[] }) => void;
  'live:signal': (event: {
    v: number;
    liveClassId: string;
    from: string;
    kind: (typeof LIVE_SIGNAL_KINDS)[number];
    data: string;
  }) => void;
  /** The teacher's connection dropped (online false: the grace period runs) or came back. */
  'live:teacher': (event: { v: number; liveClassId: string; online: boolean; graceMs: number }) => void;
  'live:ended': (event: { v: number; liveClassId: string; message: string }) => void;
}
