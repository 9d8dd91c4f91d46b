import {
  type LiveQuizClientEvents,
  type LiveQuizServerEvents,
  REALTIME_PROTOCOL_VERSION,
  type SocketAck,
} from '@bright/contracts';
import { type Socket, io } from 'socket.io-client';
import { readStoredSession } from '../../../lib/session-store';

export type QuizSocket = Socket<LiveQuizServerEvents, LiveQuizClientEvents>;

/**
 * A connection of its own to `/live-quiz`: with the session's token when signed in (a student joins by
 * account, a teacher hosts), as a guest otherwise. WebSocket first, long-polling for school proxies that
 * block it.
 */
export function openQuizSocket(): QuizSocket {
  return io('/live-quiz', {
    path: '/socket.io',
    // A connection of its own: never multiplexed with the app's other namespaces, whose manager has other options.
    forceNew: true,
    transports: ['websocket', 'polling'],
    tryAllTransports: true,
    reconnectionDelay: 500,
    reconnectionDelayMax: 5_000,
    auth: (send) => {
      const token = readStoredSession()?.token;
      send(
        token ? { token, protocol: REALTIME_PROTOCOL_VERSION } : { guest: true, protocol: REALTIME_PROTOCOL_VERSION },
      );
    },
  });
}

/** Sends an event and resolves with its acknowledgement (a refusal when no answer comes in time). */
export async function askQuiz<T>(socket: QuizSocket, event: keyof LiveQuizClientEvents, payload: unknown) {
  try {
    return (await (socket.timeout(8_000) as unknown as Socket).emitWithAck(event, payload)) as SocketAck<T>;
  } catch {
    return { ok: false, code: 'error.somethingWentWrong', message: 'timeout' } as SocketAck<T>;
  }
}

/** The server's clock minus ours, from the question's serverNow: countdowns follow the server. */
export const clockOffset = (serverNow: number) => serverNow - Date.now();

const tokenKey = (code: string) => `bright.liveQuiz.${code}`;
/** The player token lives in the tab (sessionStorage): a reload rejoins, a new tab is a new player. */
export const playerTokens = {
  read: (code: string) => sessionStorage.getItem(tokenKey(code)),
  write: (code: string, token: string) => sessionStorage.setItem(tokenKey(code), token),
  forget: (code: string) => sessionStorage.removeItem(tokenKey(code)),
};
