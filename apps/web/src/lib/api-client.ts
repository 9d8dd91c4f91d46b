import { type MessageParams, REQUEST_TIMEOUT_MS, buildPath, type RouteContract } from '@bright/contracts';
import type { z } from 'zod';
import { errorText } from './error-text';
import { i18n } from './i18n';
import { emitLicenseEvent, licenseEventFrom } from './license-events';
import { navigateTo } from './navigation';
import { clearSession, readStoredSession } from './session-store';
import { hideSpinner, showSnackbar, showSpinner, startLoading, stopLoading } from './ui-store';

/** The envelope's `data` of a route's response. */
export type DataOf<R extends RouteContract> = z.infer<R['response']> extends { data: infer D } ? D : never;

/** A failed call: the status, the server's English `message`, and its catalogue `code` and `params`. */
export class ApiError extends Error {
  readonly code?: string;
  readonly params?: MessageParams;

  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'ApiError';
    if (typeof body.code === 'string') this.code = body.code;
    if (body.params && typeof body.params === 'object') this.params = body.params as MessageParams;
  }
}

/** No fields at all: `Empty extends T` when every field of T is optional. */
type Empty = Record<never, never>;

/**
 * One part of a call's input, typed by the route's schema: required unless every field is optional.
 * The entry's part is optional (`body?: Body`), hence NonNullable; no schema means no such part.
 */
type Part<Name extends string, Schema> = [NonNullable<Schema>] extends [never]
  ? { [K in Name]?: never }
  : [NonNullable<Schema>] extends [z.ZodType]
    ? Empty extends z.input<NonNullable<Schema>>
      ? { [K in Name]?: z.input<NonNullable<Schema>> }
      : { [K in Name]: z.input<NonNullable<Schema>> }
    : { [K in Name]?: never };

/** A route's own body, query and path params, from its contract entry: a wrong field fails the typecheck. */
export type CallInput<R extends RouteContract = RouteContract> = Part<'body', R['body']> &
  Part<'query', R['query']> &
  Part<'params', R['params']>;

/** The input and options of `callApi`; the input may be left out when the route needs none. */
export type CallArgs<R extends RouteContract> =
  Empty extends CallInput<R>
    ? [input?: CallInput<R>, options?: CallOptions]
    : [input: CallInput<R>, options?: CallOptions];

interface LooseInput {
  body?: unknown;
  query?: Record<string, unknown>;
  params?: Record<string, string | number>;
}

export interface CallOptions {
  /** The caller's message, shown where SPEC §8 says to (400/404 without a server message, 500, no response). */
  errorMessage?: string;
  /** Show nothing on failure; the caller handles it. */
  silent?: boolean;
  /** Codes of refusals the caller shows on a form field itself: no snackbar for those. */
  fieldCodes?: readonly string[];
  /** Show the overlay spinner with this tag while the call runs. */
  spinnerTag?: string;
  spinnerLabel?: string;
  /** false: a 401 is the caller's to handle (token sign-in pages), with no redirect to the login page. */
  handleUnauthorized?: boolean;
  /** Show the top loader bar (default true). */
  loader?: boolean;
  signal?: AbortSignal;
  /** Receives the success envelope's message (SPEC §7: some calls show the server's message). */
  onMessage?: (message: string) => void;
}

function toUrl(route: RouteContract, input: LooseInput) {
  const url = new URL(buildPath(route.path, input.params), window.location.origin);
  for (const [key, value] of Object.entries(input.query ?? {})) {
    if (value !== undefined) url.searchParams.set(key, String(value));
  }
  return url.pathname + url.search;
}

/**
 * SPEC §8 "HTTP handling", in one place. `sentToken` is the token the request carried: a 401 ends only
 * that session. A 401 that lands after sign-out (or after another sign-in) is for a session already
 * gone, so it clears, warns and redirects nothing.
 */
export function reportFailure(
  status: number,
  body: { message?: string; code?: string; params?: MessageParams; type?: string; feature?: string },
  options: CallOptions,
  sentToken: string | undefined,
) {
  if (status === 401 && options.handleUnauthorized !== false) {
    hideSpinner(options.spinnerTag);
    if (readStoredSession()?.token !== sentToken) return;
    clearSession();
    showSnackbar(i18n.t('errors.sessionExpired'), 'error');
    navigateTo('/login', { replace: true });
    return;
  }
  if (status === 401) return;
  if (status === 406) {
    const event = licenseEventFrom(body);
    if (event) emitLicenseEvent(event);
    return;
  }
  const licence = licenseEventFrom(body);
  if (licence) {
    emitLicenseEvent(licence);
    return;
  }
  if (options.silent || (body.code !== undefined && options.fieldCodes?.includes(body.code))) return;
  const fromServer = body.message ? errorText(i18n.t, { ...body, message: body.message }) : undefined;
  const shown = status >= 500 ? options.errorMessage : (fromServer ?? options.errorMessage);
  if (shown) showSnackbar(shown, 'error');
}

/** Calls one contract route with the stored token; resolves to the envelope's `data`. */
export async function callApi<R extends RouteContract>(route: R, ...args: CallArgs<R>): Promise<DataOf<R>> {
  const input = (args[0] ?? {}) as LooseInput;
  const options: CallOptions = args[1] ?? {};
  const session = readStoredSession();
  const headers: Record<string, string> = { accept: 'application/json' };
  if (session?.token) {
    headers.access_token = session.token;
    headers.authorization = `Bearer ${session.token}`;
  }
  const init: RequestInit = { method: route.method, headers };
  if (route.method === 'POST') {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(input.body ?? {});
  }
  const timeout = AbortSignal.timeout(REQUEST_TIMEOUT_MS);
  init.signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout;

  const useLoader = options.loader !== false;
  if (useLoader) startLoading();
  if (options.spinnerTag) showSpinner({ tag: options.spinnerTag, label: options.spinnerLabel });
  try {
    let response: Response;
    try {
      response = await fetch(toUrl(route, input), init);
    } catch (error) {
      if (!options.silent && options.errorMessage) showSnackbar(options.errorMessage, 'error');
      throw new ApiError(0, options.errorMessage ?? i18n.t('errors.noResponse'), { cause: String(error) });
    }
    const body = (await response.json().catch(() => ({}))) as { message?: string; code?: string; data?: unknown };
    if (!response.ok) {
      reportFailure(response.status, body, options, session?.token);
      throw new ApiError(response.status, body.message ?? options.errorMessage ?? response.statusText, body);
    }
    if (options.onMessage && body.message) options.onMessage(body.message);
    return body.data as DataOf<R>;
  } finally {
    if (useLoader) stopLoading();
    if (options.spinnerTag) hideSpinner(options.spinnerTag);
  }
}
