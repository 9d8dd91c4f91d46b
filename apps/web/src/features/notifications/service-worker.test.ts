// The service worker's push and notificationclick handlers (public/sw.js), run in a context of their own
// that stands in for the browser's ServiceWorkerGlobalScope. A real browser subscription needs the
// vendor's push service (FCM, Mozilla), which is out of reach here; the server's side of the protocol is
// tested against a push service on loopback (apps/server notifications.web-push.test.ts).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';

const source = readFileSync(path.resolve(__dirname, '../../../public/sw.js'), 'utf8');
const ORIGIN = 'https://school.example';

interface FakeWindow {
  url: string;
  focus: ReturnType<typeof vi.fn>;
  navigate: ReturnType<typeof vi.fn>;
}

function loadWorker(windows: FakeWindow[] = []) {
  const listeners = new Map<string, (event: unknown) => void>();
  const shown: Array<{ title: string; options: Record<string, unknown> }> = [];
  const opened: string[] = [];
  const self = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: (event: unknown) => void) => listeners.set(type, listener),
    skipWaiting: vi.fn(),
    registration: {
      showNotification: async (title: string, options: Record<string, unknown>) => {
        shown.push({ title, options });
      },
    },
    clients: {
      claim: vi.fn(async () => undefined),
      matchAll: vi.fn(async () => windows),
      openWindow: vi.fn(async (url: string) => {
        opened.push(url);
        return null;
      }),
    },
  };
  runInNewContext(source, { self, URL, Date });
  /** Fires an event the way the browser does and waits for what it handed to waitUntil. */
  async function fire(type: string, event: Record<string, unknown>) {
    let pending: Promise<unknown> = Promise.resolve();
    listeners.get(type)!({ ...event, waitUntil: (work: Promise<unknown>) => (pending = work) });
    await pending;
  }
  return { fire, shown, opened, self };
}

const pushData = (payload: unknown) => ({
  json: () => (typeof payload === 'string' ? JSON.parse(payload) : payload),
});

const payload = {
  id: 'n-1',
  type: 'ASSESSMENT_PUBLISHED',
  title: 'New test: Fractions',
  body: 'Due Friday',
  url: '/live/abc',
  createdAt: '2026-03-02T09:00:00.000Z',
};

describe('the push handler', () => {
  it('shows the notification the server sent, tagged by its id, with its path to open', async () => {
    const worker = loadWorker();
    await worker.fire('push', { data: pushData(payload) });
    expect(worker.shown).toHaveLength(1);
    expect(worker.shown[0]!.title).toBe('New test: Fractions');
    expect(worker.shown[0]!.options).toMatchObject({
      body: 'Due Friday',
      tag: 'n-1',
      dir: 'auto',
      timestamp: Date.parse(payload.createdAt),
      data: { url: '/live/abc', id: 'n-1' },
    });
  });

  it('still shows something for a push it cannot read, and never a path off the site', async () => {
    const worker = loadWorker();
    await worker.fire('push', { data: pushData('{not json') });
    await worker.fire('push', { data: null });
    await worker.fire('push', { data: pushData({ ...payload, url: '//evil.example/x' }) });
    expect(worker.shown.map((each) => each.title)).toEqual(['Bright', 'Bright', payload.title]);
    expect(worker.shown.map((each) => (each.options.data as { url: string }).url)).toEqual([
      '/dashboard/create',
      '/dashboard/create',
      '/dashboard/create',
    ]);
  });
});

describe('the notificationclick handler', () => {
  const click = (url: unknown) => ({ notification: { close: vi.fn(), data: { url } } });

  it('opens a window at the path when none of the app is open, and closes the notification', async () => {
    const worker = loadWorker();
    const event = click('/live/abc');
    await worker.fire('notificationclick', event);
    expect(event.notification.close).toHaveBeenCalled();
    expect(worker.opened).toEqual([`${ORIGIN}/live/abc`]);
  });

  it('focuses an open window of the app and moves it to the path', async () => {
    const open: FakeWindow = { url: `${ORIGIN}/dashboard/create`, focus: vi.fn(), navigate: vi.fn() };
    open.focus.mockResolvedValue(open);
    const other: FakeWindow = { url: 'https://elsewhere.example/', focus: vi.fn(), navigate: vi.fn() };
    const worker = loadWorker([other, open]);
    await worker.fire('notificationclick', click('/live/abc'));
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).toHaveBeenCalledWith(`${ORIGIN}/live/abc`);
    expect(other.focus).not.toHaveBeenCalled();
    expect(worker.opened).toEqual([]);
  });

  it('only focuses a window already at the path', async () => {
    const open: FakeWindow = { url: `${ORIGIN}/dashboard/create`, focus: vi.fn(), navigate: vi.fn() };
    open.focus.mockResolvedValue(open);
    const worker = loadWorker([open]);
    await worker.fire('notificationclick', click(undefined));
    expect(open.focus).toHaveBeenCalled();
    expect(open.navigate).not.toHaveBeenCalled();
  });
});
