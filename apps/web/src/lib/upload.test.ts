import { LOCAL_STORAGE_KEYS, uploadProfilePictureRoute } from '@bright/contracts';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-client';
import { initI18n } from './i18n';
import { setNavigator } from './navigation';
import { readStoredSession } from './session-store';
import { uploadForm } from './upload';

/** The browser's XHR as far as uploadForm uses it; `respond` plays the server's side. */
class FakeXhr {
  static last: FakeXhr;
  headers: Record<string, string> = {};
  upload: { onprogress?: (event: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  status = 0;
  responseText = '';
  onload?: () => void;
  onerror?: () => void;
  onabort?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open() {}
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send() {}
  abort() {
    this.onabort?.();
  }
  respond(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const navigate = vi.fn();
beforeAll(() => initI18n('en'));
beforeEach(() => {
  navigate.mockReset();
  setNavigator(navigate);
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'tok-1');
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadForm', () => {
  it('sends the token, reports progress and resolves to data and message', async () => {
    const progress: number[] = [];
    const sent = uploadForm(uploadProfilePictureRoute, new FormData(), {
      failureMessage: 'failed',
      onProgress: (p) => progress.push(p),
    });
    expect(FakeXhr.last.headers).toMatchObject({ access_token: 'tok-1', authorization: 'Bearer tok-1' });
    FakeXhr.last.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 4 });
    FakeXhr.last.respond(200, { message: 'Saved', data: { id: 'p1' } });
    await expect(sent).resolves.toEqual({ message: 'Saved', data: { id: 'p1' } });
    expect(progress).toEqual([25]);
  });

  it("rejects with the server's message and status", async () => {
    const sent = uploadForm(uploadProfilePictureRoute, new FormData(), { failureMessage: 'failed' });
    FakeXhr.last.respond(413, { message: 'File too large' });
    await expect(sent).rejects.toMatchObject({ status: 413, message: 'File too large' });
    await expect(sent).rejects.toBeInstanceOf(ApiError);
  });

  it('a 401 for the current session ends it; a late 401 after a new sign-in does not', async () => {
    const late = uploadForm(uploadProfilePictureRoute, new FormData(), { failureMessage: 'failed' });
    const lateXhr = FakeXhr.last;
    localStorage.setItem(LOCAL_STORAGE_KEYS.token, 'tok-2');
    lateXhr.respond(401, { message: 'session expired' });
    await expect(late).rejects.toMatchObject({ status: 401 });
    expect(readStoredSession()?.token).toBe('tok-2');
    expect(navigate).not.toHaveBeenCalled();

    const current = uploadForm(uploadProfilePictureRoute, new FormData(), { failureMessage: 'failed' });
    FakeXhr.last.respond(401, { message: 'session expired' });
    await expect(current).rejects.toMatchObject({ status: 401 });
    expect(readStoredSession()).toBeNull();
    expect(navigate).toHaveBeenCalledWith('/login', { replace: true });
  });
});
