import { LOCAL_STORAGE_KEYS, REALTIME_PROTOCOL_VERSION, SOCKET_ERROR_CODES } from '@bright/contracts';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type Listener = (...args: unknown[]) => void;
class FakeSocket {
  connected = false;
  disconnected = true;
  listeners = new Map<string, Listener[]>();
  connect = vi.fn(() => {
    this.connected = true;
    this.disconnected = false;
  });
  disconnect = vi.fn(() => {
    this.connected = false;
    this.disconnected = true;
  });
  removeAllListeners = vi.fn();
  on(event: string, listener: Listener) {
    this.listeners.set(event, [...(this.listeners.get(event) ?? []), listener]);
    return this;
  }
  fire(event: string, ...args: unknown[]) {
    for (const listener of this.listeners.get(event) ?? []) listener(...args);
  }
}

const opened: Array<{
  namespace: string;
  options: { auth: (send: (auth: unknown) => void) => void };
  socket: FakeSocket;
}> = [];
vi.mock('socket.io-client', () => ({
  io: (namespace: string, options: { auth: (send: (auth: unknown) => void) => void }) => {
    const socket = new FakeSocket();
    opened.push({ namespace, options, socket });
    return socket;
  },
}));

const { closeAllSockets, getSocket } = await import('./socket');
const { clearSession, saveSession } = await import('./session-store');

const signIn = (token: string) =>
  saveSession({
    access_token: token,
    userId: 'u1',
    kneura_id: 'k1',
    first_name: 'Ada',
    last_name: null,
    instituteId: 'i1',
    instituteKneuraId: 'ik1',
    roles: ['learner'],
    notificationToken: token,
  } as Parameters<typeof saveSession>[0]);

beforeEach(() => {
  closeAllSockets();
  opened.length = 0;
  localStorage.clear();
});

describe('the socket client', () => {
  it('opens nothing while signed out, and one connection per namespace once signed in', () => {
    expect(getSocket('/notifications')).toBeNull();
    signIn('tok-1');
    const first = getSocket('/notifications');
    expect(getSocket('/notifications')).toBe(first);
    getSocket('/live', { flowID: 'f', device: 'WEB' });
    expect(opened.map((entry) => entry.namespace)).toEqual(['/notifications', '/live']);
    expect(opened[0]!.socket.connect).toHaveBeenCalledTimes(1);
  });

  it('sends the current token and the protocol version at each connection, and the namespace extras', () => {
    signIn('tok-1');
    getSocket('/live', { flowID: 'f', device: 'WEB' });
    const auth = vi.fn();
    localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'tok-2');
    opened[0]!.options.auth(auth);
    expect(auth).toHaveBeenCalledWith({
      token: 'tok-2',
      protocol: REALTIME_PROTOCOL_VERSION,
      flowID: 'f',
      device: 'WEB',
    });
  });

  it('stops after a refusal that retrying cannot fix, and reconnects after a change of roles', () => {
    vi.useFakeTimers();
    signIn('tok-1');
    const { socket } = (getSocket('/notifications'), opened[0]!);
    socket.fire('connect_error', Object.assign(new Error('x'), { data: { code: SOCKET_ERROR_CODES.sessionExpired } }));
    expect(socket.disconnect).toHaveBeenCalledTimes(1);
    socket.fire('session:closed', { ok: false, code: SOCKET_ERROR_CODES.accessChanged, message: '' });
    vi.advanceTimersByTime(600);
    expect(socket.connect).toHaveBeenCalledTimes(2);
    vi.useRealTimers();
  });

  it('pauses while offline, resumes online, and closes everything on sign-out', () => {
    signIn('tok-1');
    getSocket('/notifications');
    const { socket } = opened[0]!;
    window.dispatchEvent(new Event('offline'));
    expect(socket.disconnected).toBe(true);
    window.dispatchEvent(new Event('online'));
    expect(socket.connected).toBe(true);
    clearSession();
    expect(socket.disconnect).toHaveBeenCalledTimes(2);
    expect(getSocket('/notifications')).toBeNull();
  });
});
