import { z } from 'zod';
import { access } from './access';
import { envelope } from './envelope';
import { defineMessages } from './message-catalogue';
import { defineRoute } from './route';
import type { CommonServerEvents } from './realtime';

/**
 * Device pairing and remote control (SPEC §1, §2, §4, §7 "Controller host", docs/device-protocol.md): a
 * classroom display shows a short code, a signed-in teacher claims it, the display gets its own token and
 * follows the commands its owner sends.
 */
export const DEVICE_CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
/** SPEC §5 and §9: a device id (the pairing code) is valid only with 5 or 7 characters; we issue 7. */
export const DEVICE_CODE_LENGTHS = [5, 7] as const;
export const DEVICE_CODE_LENGTH = 7;
export const DEVICE_LIMITS = {
  codeLifetimeMs: 10 * 60_000,
  /** Wrong codes allowed per account, and per address, in one minute. */
  wrongCodesPerMinute: 20,
  /** Codes a display address may ask for in one minute. */
  codesPerMinute: 30,
  /** How long a display token lives without being unpaired: a school term. */
  tokenLifetimeMs: 120 * 24 * 60 * 60_000,
} as const;

export const DEVICE_STATUS = { connected: 'CONNECTED', notConnected: 'NOT_CONNECTED' } as const;

export const DEVICE_MESSAGES = defineMessages('devices', {
  enterDeviceId: 'Enter device Id',
  deviceIdLength: 'A device id has 5 or 7 characters',
  invalidDeviceCode: 'Invalid device code',
  codeExpired: 'This device code has expired: show a new one on the display',
  codeUsed: 'This device code was already used: show a new one on the display',
  tooManyWrongCodes: 'Too many wrong device codes: try again in a minute',
  tooManyCodes: 'Too many device codes asked for: try again in a minute',
  deviceNotFound: 'Device not found',
  deviceConnected: 'Device connected',
  deviceDisconnected: 'Device disconnected',
  devicesDisconnected: 'Devices disconnected',
  noDevice: 'No device is connected',
  badDeviceToken: 'This display is not paired',
  provideDeviceId: 'Please provide: deviceId',
  notYourAccount: 'userKneuraId and instituteKneuraId must be your own',
  noLessonOpen: 'No lesson is open on the display',
  messageSent: 'Message sent',
  commandDone: 'Done',
} as const);

/** The thirteen message types of SPEC §7 `device/send-message-to-device`; no other type is carried. */
export const DEVICE_MESSAGE_TYPES = [
  'START_LIVE_CLASS',
  'OPEN_LICENSE_WEBVIEW',
  'OPEN_CONTACT_SALES_WEBVIEW',
  'COPY_CLIPBOARD',
  'LICENSE_ACTIVATED',
  'EXPORT_LIVE_QUIZ_PDF',
  'CLOSE_LIVE_QUIZ',
  'LICENSE_LIMIT_EXHAUSTED',
  'COPY_TO_LESSON',
  'CLOSE_WHITEBOARD_CHAT',
  'FEATURE_NOT_ACTIVE',
  'CLOSE_WHITEBOARD_CHAT_WITH_MESSAGE',
  'OPEN_BRIGHT_APP',
] as const;
export type DeviceMessageType = (typeof DEVICE_MESSAGE_TYPES)[number];

const deviceId = z
  .string({ error: DEVICE_MESSAGES.provideDeviceId })
  .trim()
  .min(1, DEVICE_MESSAGES.provideDeviceId)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/, 'A device id has only letters, digits, - and _');

/** The code as typed: spaces and dashes dropped, upper-cased; empty, or not 5 or 7 long, is refused. */
export const DeviceCode = z
  .string({ error: DEVICE_MESSAGES.enterDeviceId })
  .transform((code) => code.replace(/[\s-]/g, '').toUpperCase())
  .refine((code) => code.length > 0, DEVICE_MESSAGES.enterDeviceId)
  .refine((code) => code.length === 0 || (DEVICE_CODE_LENGTHS as readonly number[]).includes(code.length), {
    message: DEVICE_MESSAGES.deviceIdLength,
  });

/** SPEC §5, client side: the same rule as the server's. */
export const isValidDeviceCode = (code: string) => DeviceCode.safeParse(code).success;

// ---- The display asks for a code ----

export const StartPairingBody = z.strictObject({
  deviceId,
  deviceName: z.string().trim().min(1).max(80).optional(),
});
export const PairingTicket = z
  .object({
    /** 128-bit secret: the display's socket listens on the room it names; never shown. */
    pairingSecret: z.string(),
    deviceCode: z.string(),
    expiresAt: z.string(),
  })
  .meta({ id: 'PairingTicket' });
export type PairingTicket = z.infer<typeof PairingTicket>;

export const startPairingRoute = defineRoute({
  method: 'POST',
  path: '/api/controller/device/pairing',
  summary: 'A display asks for a pairing code (7 characters, 10 minutes, single use) and the secret naming its room',
  tags: ['devices'],
  access: access.public,
  body: StartPairingBody,
  response: envelope(PairingTicket),
});

// ---- The teacher pairs, reads, unpairs ----

export const PairDeviceBody = z.strictObject({ deviceCode: DeviceCode });
export const PairedDevice = z
  .object({ deviceId: z.string(), deviceName: z.string(), pairedAt: z.string(), online: z.boolean() })
  .meta({ id: 'PairedDevice' });
export type PairedDevice = z.infer<typeof PairedDevice>;

export const pairDeviceRoute = defineRoute({
  method: 'POST',
  path: '/api/controller/device/pairDevice',
  summary: 'Claims the code a display shows: message CONNECTED, data.deviceName; 20 wrong codes a minute are refused',
  tags: ['devices'],
  access: access.roles('instructor', 'admin'),
  body: PairDeviceBody,
  response: envelope(PairedDevice),
});

export const UnpairDeviceBody = z.strictObject({ deviceId: deviceId.optional() }).default({});
export const unpairDeviceRoute = defineRoute({
  method: 'POST',
  path: '/api/controller/device/unpairDevice',
  summary: "Unpairs one of the caller's displays ({deviceId}), or all of them ({}): tokens revoked, sockets closed",
  tags: ['devices'],
  access: access.roles('instructor', 'admin'),
  body: UnpairDeviceBody,
  response: envelope(z.object({ unpaired: z.number().int() })),
});

export const PairStatusQuery = z.strictObject({ deviceId: deviceId.optional() });
export const getPairDeviceStatusRoute = defineRoute({
  method: 'GET',
  path: '/api/controller/device/getPairDeviceStatus',
  summary:
    'message CONNECTED with data.deviceName when the caller has a paired display (the newest, or {deviceId}); else NOT_CONNECTED and null',
  tags: ['devices'],
  access: access.signedIn,
  query: PairStatusQuery,
  response: envelope(PairedDevice.nullable()),
});

export const listDevicesRoute = defineRoute({
  method: 'GET',
  path: '/api/controller/device/list',
  summary: "The caller's paired displays, newest first",
  tags: ['devices'],
  access: access.signedIn,
  response: envelope(z.object({ devices: z.array(PairedDevice) })),
});

// ---- Remote control ----

export const DISPLAY_VIEWS = ['IDLE', 'LESSON', 'LIVE_CLASS', 'LIVE_QUIZ', 'WHITEBOARD_CHAT'] as const;
export const DisplayMessage = z.object({ type: z.enum(DEVICE_MESSAGE_TYPES), message: z.string(), at: z.string() });
export const DisplayState = z
  .object({
    view: z.enum(DISPLAY_VIEWS),
    lessonId: z.string().nullable(),
    lessonName: z.string().nullable(),
    pageIds: z.array(z.string()),
    pageIndex: z.number().int(),
    present: z.boolean(),
    lastMessage: DisplayMessage.nullable(),
  })
  .meta({ id: 'DisplayState' });
export type DisplayState = z.infer<typeof DisplayState>;
export const IDLE_DISPLAY: DisplayState = {
  view: 'IDLE',
  lessonId: null,
  lessonName: null,
  pageIds: [],
  pageIndex: 0,
  present: true,
  lastMessage: null,
};

export const DisplayCommand = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('OPEN_LESSON'), lessonId: z.string().trim().min(1).max(100) }),
  z.strictObject({ type: z.literal('CLOSE_LESSON') }),
  z.strictObject({ type: z.literal('NEXT_PAGE') }),
  z.strictObject({ type: z.literal('PREVIOUS_PAGE') }),
  z.strictObject({ type: z.literal('GO_TO_PAGE'), pageIndex: z.number().int().min(0).max(1000) }),
  z.strictObject({ type: z.literal('SET_PRESENT'), present: z.boolean() }),
]);
export type DisplayCommand = z.infer<typeof DisplayCommand>;

export const DeviceCommandBody = z.strictObject({ deviceId, command: DisplayCommand });
export const deviceCommandRoute = defineRoute({
  method: 'POST',
  path: '/api/controller/device/command',
  summary:
    "Drives one of the caller's displays: open or close a lesson, turn pages, present mode; the display's new state",
  tags: ['devices'],
  access: access.roles('instructor', 'admin'),
  body: DeviceCommandBody,
  response: envelope(DisplayState),
});

export const deviceStateRoute = defineRoute({
  method: 'GET',
  path: '/api/controller/device/state',
  summary: "The state of one of the caller's displays",
  tags: ['devices'],
  access: access.roles('instructor', 'admin'),
  query: z.strictObject({ deviceId }),
  response: envelope(DisplayState),
});

export const SendMessageToDeviceBody = z.strictObject({
  userKneuraId: z.string().trim().min(1).max(100),
  instituteKneuraId: z.string().trim().min(1).max(100),
  type: z.enum(DEVICE_MESSAGE_TYPES, { error: `type must be one of ${DEVICE_MESSAGE_TYPES.join(', ')}` }),
  message: z.string().max(2000).default(''),
  deviceId: deviceId.optional(),
});
export const sendMessageToDeviceRoute = defineRoute({
  method: 'POST',
  path: '/api/device/send-message-to-device',
  summary:
    "Sends one of the thirteen message types to the caller's paired displays (or {deviceId}); data.delivered counts them",
  tags: ['devices'],
  access: access.roles('instructor', 'admin'),
  body: SendMessageToDeviceBody,
  response: envelope(z.object({ delivered: z.number().int() })),
});

/** The variant for devices not logged in: a display, with its own token (header device_token), to its owner. */
export const SendMessageFromDeviceBody = z.strictObject({
  type: z.enum(DEVICE_MESSAGE_TYPES, { error: `type must be one of ${DEVICE_MESSAGE_TYPES.join(', ')}` }),
  message: z.string().max(2000).default(''),
});
export const DEVICE_TOKEN_HEADER = 'device_token';
export const sendMessageFromDeviceRoute = defineRoute({
  method: 'POST',
  path: '/api/device/send-message-to-device/nologin',
  summary: "A paired display (header device_token) sends one of the thirteen message types to its owner's controllers",
  tags: ['devices'],
  access: access.public,
  body: SendMessageFromDeviceBody,
  response: envelope(z.object({ delivered: z.number().int() })),
});

export const DisplayLesson = z
  .object({
    lessonId: z.string(),
    name: z.string(),
    stages: z.array(z.object({ id: z.string(), items: z.array(z.unknown()), background: z.unknown() })),
  })
  .meta({ id: 'DisplayLesson' });
export const displayLessonRoute = defineRoute({
  method: 'GET',
  path: '/api/controller/device/lesson',
  summary: 'The lesson open on the calling display (header device_token): its pages, to show; nothing else',
  tags: ['devices'],
  access: access.public,
  response: envelope(DisplayLesson),
});

// ---- Sockets ----

/** Displays connect here, not signed in: `auth.pairingSecret` while waiting, `auth.deviceToken` once paired. */
export const DISPLAY_NAMESPACE = '/display';
export const displayRooms = {
  pairing: (secret: string) => `pair:${secret}`,
  device: (pairedDeviceId: string) => `display:${pairedDeviceId}`,
};

export interface PairSuccessful {
  deviceId: string;
  deviceName: string;
  ownerName: string;
  /** Only on /display, only once: the display's own token. */
  deviceToken?: string;
}
export interface DeviceRef {
  deviceId: string;
}
export interface DeliveredMessage {
  deviceId: string;
  type: DeviceMessageType;
  message: string;
}

export interface DisplayServerEvents extends CommonServerEvents {
  PAIR_SUCCESSFUL: (event: PairSuccessful) => void;
  UNPAIR_DEVICE: (event: DeviceRef) => void;
  'display:state': (state: DisplayState) => void;
  'device:message': (message: DeliveredMessage) => void;
}

/** What the teacher's sockets on /controller hear. */
export interface ControllerServerEvents extends CommonServerEvents {
  PAIR_SUCCESSFUL: (event: PairSuccessful) => void;
  UNPAIR_DEVICE: (event: DeviceRef) => void;
  OPEN_REMOTE_CONTROLLER: (event: DeviceRef) => void;
  'display:state': (event: DeviceRef & { state: DisplayState }) => void;
  'display:presence': (event: DeviceRef & { online: boolean }) => void;
  'device:message': (message: DeliveredMessage) => void;
}
