import type { RouteContract } from '@bright/contracts';
import { ApiError, type DataOf, reportFailure } from './api-client';
import { i18n } from './i18n';
import { authHeaders, readStoredSession } from './session-store';

export interface UploadOptions {
  /** Called with 0..100 as the body goes out. */
  onProgress?: (percent: number) => void;
  /** The error's message when the server gives none (a proxy's page, no response). */
  failureMessage: string;
  signal?: AbortSignal;
}

export interface Uploaded<R extends RouteContract> {
  message: string;
  data: DataOf<R>;
}

/**
 * Sends multipart/form-data to one contract route through XHR, so progress can be shown (fetch has
 * no upload progress). Failures follow SPEC §8 like callApi's (a 401 ends the session it was sent
 * with, licence errors raise their dialogs); every other error is the caller's to show.
 */
export function uploadForm<R extends RouteContract>(route: R, form: FormData, options: UploadOptions) {
  return new Promise<Uploaded<R>>((resolve, reject) => {
    const sentToken = readStoredSession()?.token;
    const xhr = new XMLHttpRequest();
    xhr.open('POST', route.path);
    for (const [name, value] of Object.entries(authHeaders())) xhr.setRequestHeader(name, value);
    xhr.setRequestHeader('accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      let body: { message?: string; data?: unknown } = {};
      try {
        body = JSON.parse(xhr.responseText) as typeof body;
      } catch {
        // A proxy's HTML error page: the status says enough.
      }
      if (xhr.status >= 200 && xhr.status < 300 && body.data !== undefined) {
        resolve({ message: body.message ?? '', data: body.data as DataOf<R> });
        return;
      }
      reportFailure(xhr.status, body, { silent: true }, sentToken);
      reject(new ApiError(xhr.status, body.message ?? options.failureMessage, body));
    };
    xhr.onerror = () => reject(new ApiError(0, i18n.t('errors.noResponse')));
    xhr.onabort = () => reject(new DOMException('Upload cancelled', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
