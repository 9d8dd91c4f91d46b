import {
  DEVICE_TOKEN_HEADER,
  DISPLAY_NAMESPACE,
  type DisplayServerEvents,
  type PairingTicket,
  REALTIME_PROTOCOL_VERSION,
  displayLessonRoute,
  startPairingRoute,
} from '@bright/contracts';
import { type Socket, io } from 'socket.io-client';

/**
 * The display is not signed in: it calls with its own token (device_token) and keeps its own socket on
 * /display, never the signed-in connections of lib/socket.
 */
export type DisplaySocket = Socket<DisplayServerEvents, Record<string, never>>;

export function openDisplaySocket(auth: { pairingSecret: string } | { deviceToken: string }): DisplaySocket {
  return io(DISPLAY_NAMESPACE, {
    path: '/socket.io',
    transports: ['websocket'],
    reconnectionDelay: 1_000,
    reconnectionDelayMax: 15_000,
    auth: { ...auth, protocol: REALTIME_PROTOCOL_VERSION },
  });
}

async function send<T>(path: string, init: RequestInit): Promise<T> {
  const response = await fetch(path, { ...init, headers: { accept: 'application/json', ...init.headers } });
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: T };
  if (!response.ok) throw Object.assign(new Error(body.message ?? response.statusText), { status: response.status });
  return body.data as T;
}

export const askPairingCode = (deviceId: string, deviceName?: string) =>
  send<PairingTicket>(startPairingRoute.path, {
    method: startPairingRoute.method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ deviceId, ...(deviceName ? { deviceName } : {}) }),
  });

export interface DisplayStage {
  id: string;
  items: unknown[];
}
export interface DisplayLessonPages {
  lessonId: string;
  name: string;
  stages: DisplayStage[];
}

export const fetchDisplayLesson = (deviceToken: string) =>
  send<DisplayLessonPages>(displayLessonRoute.path, {
    method: displayLessonRoute.method,
    headers: { [DEVICE_TOKEN_HEADER]: deviceToken },
  });
