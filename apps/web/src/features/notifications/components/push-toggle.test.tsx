// The web push switch against the browser's push API (stood in for: jsdom has none) and the real routes'
// contracts (msw): permission asked first, the server's key used, the subscription saved and removed.
import { subscribePushRoute, unsubscribePushRoute, webPushKeyRoute } from '@bright/contracts';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../../../lib/i18n';
import { handle, reply, setupApiMocks } from '../../../test/api-mock';
import { keyBytes, renewWebPush } from '../api/web-push';
import { PushToggle } from './push-toggle';

const server = setupApiMocks();
const PUBLIC_KEY = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';
const SUBSCRIPTION = {
  endpoint: 'https://push.example/send/abc',
  expirationTime: null,
  keys: { p256dh: 'B'.repeat(87), auth: 'a'.repeat(22) },
};

beforeAll(async () => {
  await initI18n('en');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(window, 'isSecureContext');
});

/** A browser with web push: a service worker container, PushManager and Notification. */
function browserWithPush(options: { permission: NotificationPermission; subscribed?: boolean }) {
  let current: object | null = null;
  const subscription = {
    ...SUBSCRIPTION,
    toJSON: () => SUBSCRIPTION,
    unsubscribe: vi.fn(async () => {
      current = null;
      return true;
    }),
  };
  if (options.subscribed) current = subscription;
  const pushManager = {
    getSubscription: vi.fn(async () => current),
    subscribe: vi.fn(async () => {
      current = subscription;
      return subscription;
    }),
  };
  const registration = { pushManager };
  const container = {
    register: vi.fn(async () => registration),
    ready: Promise.resolve(registration),
    getRegistration: vi.fn(async () => (current || container.register.mock.calls.length ? registration : undefined)),
  };
  Object.defineProperty(window, 'isSecureContext', { value: true, configurable: true });
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.stubGlobal('PushManager', function PushManager() {});
  vi.stubGlobal('Notification', {
    permission: options.permission === 'denied' ? 'denied' : 'default',
    requestPermission: vi.fn(async () => options.permission),
  });
  return { container, pushManager, subscription };
}

describe('the web push switch', () => {
  it('says why where the page is not in a secure context, with no switch', async () => {
    render(<PushToggle />);
    expect(await screen.findByTestId('web-push-unavailable')).toHaveTextContent('secure (https) connection');
    expect(screen.queryByTestId('web-push-switch')).toBeNull();
  });

  it('asks permission, subscribes with the server key and saves the subscription', async () => {
    const browser = browserWithPush({ permission: 'granted' });
    const saved: unknown[] = [];
    server.use(
      reply(webPushKeyRoute, { publicKey: PUBLIC_KEY }),
      handle(subscribePushRoute, ({ body }) => {
        saved.push(body);
        return { message: 'ok', data: { subscribed: true as const } };
      }),
    );
    render(<PushToggle />);
    const toggle = await screen.findByTestId('web-push-switch');
    await waitFor(() => expect(toggle).toBeEnabled());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(browser.container.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.pushManager.subscribe).toHaveBeenCalledWith({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(PUBLIC_KEY),
    });
    expect(keyBytes(PUBLIC_KEY)).toHaveLength(65);
    expect(saved).toEqual([SUBSCRIPTION]);
  });

  it('says notifications are blocked when permission is refused, and subscribes nothing', async () => {
    const browser = browserWithPush({ permission: 'denied' });
    render(<PushToggle />);
    expect(await screen.findByTestId('web-push-problem')).toHaveTextContent('Notifications are blocked');
    const toggle = screen.getByTestId('web-push-switch');
    await userEvent.click(toggle);
    expect(await screen.findByTestId('web-push-problem')).toHaveTextContent('Notifications are blocked');
    expect(toggle).not.toBeChecked();
    expect(browser.pushManager.subscribe).not.toHaveBeenCalled();
  });

  it('turns off: unsubscribes the browser and forgets it on the server', async () => {
    const browser = browserWithPush({ permission: 'granted', subscribed: true });
    const removed: unknown[] = [];
    server.use(
      handle(unsubscribePushRoute, ({ body }) => {
        removed.push(body);
        return { message: 'ok', data: { subscribed: false as const } };
      }),
    );
    render(<PushToggle />);
    const toggle = await screen.findByTestId('web-push-switch');
    await waitFor(() => expect(toggle).toBeChecked());
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(browser.subscription.unsubscribe).toHaveBeenCalled();
    expect(removed).toEqual([{ endpoint: SUBSCRIPTION.endpoint }]);
  });
});

describe('renewing at start', () => {
  it("saves this browser's subscription again under the new session when permission stands", async () => {
    browserWithPush({ permission: 'granted', subscribed: true });
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    const saved: unknown[] = [];
    server.use(
      handle(subscribePushRoute, ({ body }) => {
        saved.push(body);
        return { message: 'ok', data: { subscribed: true as const } };
      }),
    );
    await renewWebPush();
    expect(saved).toEqual([SUBSCRIPTION]);
  });

  it('saves nothing without permission or without a subscription', async () => {
    browserWithPush({ permission: 'default', subscribed: true });
    await renewWebPush();
    browserWithPush({ permission: 'granted' });
    vi.stubGlobal('Notification', { permission: 'granted', requestPermission: vi.fn() });
    await renewWebPush();
    // An unmocked call would fail the test (setupApiMocks): none was made.
  });
});
