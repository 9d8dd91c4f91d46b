import { LOCAL_STORAGE_KEYS, healthRoute, isSessionActiveRoute, loginRoute } from '@bright/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, callApi } from './api-client';
import { initI18n } from './i18n';
import { onLicenseEvent } from './license-events';
import { setNavigator } from './navigation';
import { clearSession } from './session-store';
import { useUiStore } from './ui-store';

const reply = (status: number, body: unknown) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

const snackbar = () => useUiStore.getState().snackbar;
const navigate = vi.fn();

beforeAll(async () => {
  await initI18n('en');
});

beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  useUiStore.setState({ snackbar: { ...snackbar(), isOpen: false, message: '' } });
});

afterEach(() => vi.unstubAllGlobals());

describe('callApi', () => {
  it('sends the stored token both ways and resolves to data', async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'tok-123');
    const fetch = reply(200, { message: 'ok', data: { userId: 'u1' } });
    vi.stubGlobal('fetch', fetch);
    await expect(callApi(isSessionActiveRoute)).resolves.toEqual({ userId: 'u1' });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/galileo/isSessionActive');
    expect(init.headers).toMatchObject({ access_token: 'tok-123', authorization: 'Bearer tok-123' });
  });

  it("hands the success envelope's message to onMessage (calls whose message the spec shows)", async () => {
    vi.stubGlobal('fetch', reply(200, { message: 'Attendance marked successfully', data: { userId: 'u1' } }));
    const onMessage = vi.fn();
    await expect(callApi(isSessionActiveRoute, {}, { onMessage })).resolves.toEqual({ userId: 'u1' });
    expect(onMessage).toHaveBeenCalledWith('Attendance marked successfully');
  });

  it("401 hides the loader, shows 'session expired', clears the session and goes to login", async () => {
    localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'old');
    useUiStore.setState({ spinner: { ...useUiStore.getState().spinner, visible: true, tag: 'page' } });
    vi.stubGlobal('fetch', reply(401, { message: 'session expired' }));
    await expect(callApi(isSessionActiveRoute, {}, { spinnerTag: 'page' })).rejects.toBeInstanceOf(ApiError);
    expect(useUiStore.getState().spinner.visible).toBe(false);
    expect(snackbar()).toMatchObject({ message: 'session expired', isOpen: true, duration: 6000 });
    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });

  it('a late 401 for a session already signed out (or replaced) clears, warns and redirects nothing', async () => {
    // The answer is held until the session has changed, as when a call is in flight during sign-out.
    let answer: (response: Response) => void = () => {};
    const held = () => new Promise<Response>((resolve) => (answer = resolve));
    const expired = () => new Response(JSON.stringify({ message: 'session expired' }), { status: 401 });
    vi.stubGlobal('fetch', vi.fn(held));

    localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'signed-out');
    const afterSignOut = callApi(isSessionActiveRoute);
    clearSession();
    answer(expired());
    await expect(afterSignOut).rejects.toMatchObject({ status: 401 });

    localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'first');
    const afterNewSignIn = callApi(isSessionActiveRoute);
    localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'second');
    answer(expired());
    await expect(afterNewSignIn).rejects.toMatchObject({ status: 401 });

    expect(localStorage.getItem(LOCAL_STORAGE_KEYS.token)).toBe('second');
    expect(snackbar().isOpen).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it("400 and 404 show the server's message, else the caller's", async () => {
    vi.stubGlobal('fetch', reply(400, { message: 'Wrong password' }));
    await expect(
      callApi(loginRoute, { body: { email: 'a@b.co', password: 'x' } }, { errorMessage: 'mine' }),
    ).rejects.toThrow('Wrong password');
    expect(snackbar().message).toBe('Wrong password');
    vi.stubGlobal('fetch', reply(404, {}));
    await expect(callApi(healthRoute, {}, { errorMessage: 'Could not load' })).rejects.toThrow();
    expect(snackbar().message).toBe('Could not load');
  });

  it('a refusal the caller shows on a form field (by its code) gets no snackbar; any other still does', async () => {
    const body = { email: 'a@b.co', password: 'x' };
    const options = { fieldCodes: ['error.wrongPassword'] };
    vi.stubGlobal('fetch', reply(400, { message: 'Wrong password', code: 'error.wrongPassword' }));
    await expect(callApi(loginRoute, { body }, options)).rejects.toMatchObject({ code: 'error.wrongPassword' });
    expect(snackbar().isOpen).toBe(false);
    vi.stubGlobal('fetch', reply(400, { message: 'Invalid credentials', code: 'error.invalidCredentials' }));
    await expect(callApi(loginRoute, { body }, options)).rejects.toThrow('Invalid credentials');
    expect(snackbar()).toMatchObject({ message: 'Invalid credentials', isOpen: true });
  });

  it("500 shows only the caller's message", async () => {
    vi.stubGlobal('fetch', reply(500, { message: 'Something went wrong' }));
    await expect(callApi(healthRoute)).rejects.toThrow();
    expect(snackbar().isOpen).toBe(false);
    await expect(callApi(healthRoute, {}, { errorMessage: 'Try later' })).rejects.toThrow();
    expect(snackbar().message).toBe('Try later');
  });

  it("no response shows the caller's message", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(callApi(healthRoute, {}, { errorMessage: 'Offline?' })).rejects.toMatchObject({ status: 0 });
    expect(snackbar().message).toBe('Offline?');
  });

  it('406 raises the licence event by its type', async () => {
    const events: unknown[] = [];
    const off = onLicenseEvent((event) => events.push(event));
    vi.stubGlobal(
      'fetch',
      reply(406, { message: 'License limit exhausted', type: 'NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED' }),
    );
    await expect(callApi(healthRoute)).rejects.toMatchObject({ status: 406 });
    expect(events).toEqual([{ type: 'NO_OF_SESSION_PER_DAY_LIMIT_EXHAUSTED', feature: 'liveConference' }]);
    off();
  });

  it('the signal aborts a call', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        (_url: string, init: RequestInit) =>
          new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))),
      ),
    );
    const controller = new AbortController();
    const call = callApi(healthRoute, {}, { signal: controller.signal, silent: true });
    controller.abort();
    await expect(call).rejects.toMatchObject({ status: 0 });
  });
});
