import { z } from 'zod';
import type { Access } from './access';
import { access } from './access';
import { defineMessages } from './message-catalogue';
import type { AttendanceEvents } from './attendance';
import type { BoardClientEvents, BoardServerEvents } from './board';
import type { ClassRequestEvents } from './joining';
import type { ControllerServerEvents } from './devices';
import type { LiveClientEvents, LiveParticipant, LiveServerEvents } from './live-classes';
import type { LiveQuizClientEvents, LiveQuizServerEvents } from './live-quiz';
import type { Role } from './roles';

/**
 * The realtime protocol (ARCHITECTURE.md §2 and §5.8): the Socket.IO namespaces (the whiteboard's own among them), a versioned handshake,
 * client events declared like routes and always answered by an acknowledgement.
 */
export const REALTIME_NAMESPACES = ['/notifications', '/live', '/live-quiz', '/controller', '/board'] as const;
export type RealtimeNamespace = (typeof REALTIME_NAMESPACES)[number];

/** Bumped when a client of the previous version would misread the server; the handshake refuses a mismatch. */
export const REALTIME_PROTOCOL_VERSION = 1;

/**
 * Every refusal a socket can receive: in a handshake's connect_error (`error.data`), in a negative
 * acknowledgement, or in `session:closed` before the server disconnects. One object, so that the error-code
 * catalogue can fold it in.
 */
/** The codes of socket refusals: entries of the message catalogue, as HTTP error bodies carry them. */
export const SOCKET_ERROR_CODES = {
  /** No token, or an expired or revoked one (message 'session expired'). */
  sessionExpired: 'error.sessionExpired',
  /** A token that was never issued (message 'Unauthorized user'). */
  unauthorizedUser: 'error.unauthorizedUser',
  protocolMismatch: 'realtime.protocolMismatch',
  /** The handshake lacks what its namespace needs (the live class's flowID and device). */
  badHandshake: 'realtime.badHandshake',
  badPayload: 'realtime.badPayload',
  unknownEvent: 'realtime.unknownEvent',
  forbidden: 'error.forbidden',
  notFound: 'error.notFound',
  badRequest: 'error.badRequest',
  /** An event refused by a rate limit of its own (live quiz joins per address); the connection stays. */
  rateLimited: 'error.rateLimited',
  /** Too many events or refusals in a short window: the connection is cut. */
  flooding: 'realtime.flooding',
  /** The session was signed out, or its password changed, or the user removed. */
  sessionEnded: 'realtime.sessionEnded',
  /** The user's roles changed: reconnect to act with the new ones. */
  accessChanged: 'realtime.accessChanged',
  internal: 'error.somethingWentWrong',
} as const;
export type SocketErrorCode = (typeof SOCKET_ERROR_CODES)[keyof typeof SOCKET_ERROR_CODES];

export const SOCKET_MESSAGES = defineMessages('realtime', {
  protocolMismatch: `Unsupported realtime protocol: this server speaks version ${REALTIME_PROTOCOL_VERSION}`,
  badPayload: 'Invalid payload',
  unknownEvent: 'Unknown event',
  flooding: 'Too many events: the connection was closed',
  sessionEnded: 'The session ended',
  accessChanged: 'Your access changed',
  noAck: 'Every event needs an acknowledgement callback',
  unknownRoom: 'Unknown room',
  badHandshake: 'Please provide: flowID and device',
  namespaceOnly: 'Connect to a namespace',
} as const);

/** What every client event is answered with. */
export type SocketAck<T> = { ok: true; data: T } | { ok: false; code: SocketErrorCode; message: string };
export type SocketRefusal = Extract<SocketAck<unknown>, { ok: false }>;

/** `auth` of every handshake; the live class adds flowID and device (SPEC §7). */
export interface HandshakeAuth {
  token: string;
  /** `/live-quiz` only: connect without a token as a guest player. */
  guest?: boolean;
  protocol: number;
  flowID?: string;
  device?: LiveDevice;
}
export const LIVE_DEVICES = ['WEB', 'ANDROID', 'IOS'] as const;
export type LiveDevice = (typeof LIVE_DEVICES)[number];
export const LiveHandshake = z.object({ flowID: z.string().trim().min(1).max(200), device: z.enum(LIVE_DEVICES) });

/**
 * Rooms are named by access scope and joined only through a policy. `session` and `user` are joined by the
 * server at the handshake; the scopes below are joined by the client with `room:join`.
 */
export const rooms = {
  user: (userId: string) => `user:${userId}`,
  session: (sessionId: string) => `session:${sessionId}`,
  class: (classId: string) => `class:${classId}`,
  institute: (instituteId: string) => `institute:${instituteId}`,
};
export const ROOM_SCOPES = ['class', 'institute'] as const;
export type RoomScope = (typeof ROOM_SCOPES)[number];
export const RoomRef = z.object({ scope: z.enum(ROOM_SCOPES), id: z.string().trim().min(1).max(100) }).strict();
export type RoomRef = z.infer<typeof RoomRef>;
export const roomName = (ref: RoomRef) => rooms[ref.scope](ref.id);

/** One client event, declared like a route: name, payload schema, the namespaces it lives in, its policy. */
export interface SocketEventContract<Payload extends z.ZodType = z.ZodType> {
  name: string;
  summary: string;
  namespaces: readonly RealtimeNamespace[];
  payload: Payload;
  access: Access;
}
export const defineSocketEvent = <Payload extends z.ZodType>(event: SocketEventContract<Payload>) => event;

export const roomJoinEvent = defineSocketEvent({
  name: 'room:join',
  summary: 'Join a class or institute room, if its policy lets the caller in',
  namespaces: REALTIME_NAMESPACES,
  payload: RoomRef,
  access: access.signedIn,
});
export const roomLeaveEvent = defineSocketEvent({
  name: 'room:leave',
  summary: 'Leave a room joined with room:join',
  namespaces: REALTIME_NAMESPACES,
  payload: RoomRef,
  access: access.signedIn,
});
export const SOCKET_EVENTS = [roomJoinEvent, roomLeaveEvent] as const;

type Ack<T> = (answer: SocketAck<T>) => void;

/** Client-to-server events every namespace understands. */
export interface RoomClientEvents {
  'room:join': (room: RoomRef, ack: Ack<{ room: string }>) => void;
  'room:leave': (room: RoomRef, ack: Ack<{ room: string }>) => void;
}

/** Server-to-client events every namespace may send. */
export interface CommonServerEvents {
  /** Sent just before the server disconnects the socket, saying why. */
  'session:closed': (reason: SocketRefusal) => void;
}

export const NotificationItem = z
  .object({
    id: z.string(),
    type: z.string(),
    title: z.string(),
    body: z.string(),
    data: z.record(z.string(), z.string()),
    createdAt: z.string(),
    readAt: z.string().nullable(),
  })
  .meta({ id: 'NotificationItem' });
export type NotificationItem = z.infer<typeof NotificationItem>;
/** A notification as pushed live: the same shape the list returns. */
export type NotificationPush = NotificationItem;

/** A class's attendance was taken (room class:<id>), after commit: open attendance pages refresh. */
export interface AttendanceTaken {
  classId: string;
  attendanceId: string;
  takenAt: string;
}

export interface NotificationServerEvents extends CommonServerEvents, AttendanceEvents, ClassRequestEvents {
  notification: (push: NotificationPush) => void;
  newMessagesCount: (count: number) => void;
  'attendance:taken': (event: AttendanceTaken) => void;
}

/** Who is behind a socket; set at the handshake. */
export interface SocketIdentity {
  userId: string;
  sessionId: string;
  instituteId: string | null;
  roles: Role[];
  expiresAt: Date;
  /** A live quiz guest: no account, no roles; only public events reach it. */
  guest?: boolean;
}
export interface BaseSocketData {
  actor: SocketIdentity;
}
export interface LiveSocketData extends BaseSocketData {
  flowId: string;
  device: LiveDevice;
  /** Set once the socket joined a live class: read across processes with fetchSockets for the user list. */
  live?: { liveClassId: string; participant: LiveParticipant };
}

/** The typed maps of each namespace: what clients send, what the server sends, what a socket carries. */
export interface RealtimeMaps {
  '/notifications': { client: RoomClientEvents; server: NotificationServerEvents; data: BaseSocketData };
  '/live': { client: LiveClientEvents; server: LiveServerEvents; data: LiveSocketData };
  '/live-quiz': { client: RoomClientEvents & LiveQuizClientEvents; server: LiveQuizServerEvents; data: BaseSocketData };
  '/controller': { client: RoomClientEvents; server: ControllerServerEvents; data: BaseSocketData };
  '/board': { client: BoardClientEvents; server: BoardServerEvents; data: BaseSocketData };
}
