import { type ResponseOf, type RouteContract, VALIDATION_INVALID_CODE, codeMessage } from '@bright/contracts';
import { cleanup } from '@testing-library/react';
import { HttpResponse, delay, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { z } from 'zod';
import type { DataOf } from '../lib/api-client';

type BodyInput<R extends RouteContract> = R['body'] extends z.ZodType ? z.output<R['body']> : undefined;

export interface MockRequest<R extends RouteContract> {
  params: Record<string, string>;
  query: URLSearchParams;
  /** The request body, already checked against the route's body schema. */
  body: BodyInput<R>;
  request: Request;
}

/** A resolver answers with the route's own envelope (checked against its schema) or a raw Response. */
export type MockResolver<R extends RouteContract> = (
  request: MockRequest<R>,
) => ResponseOf<R> | Response | Promise<ResponseOf<R> | Response>;

/** Contract mismatches found while a test ran; the test fails on them in afterEach. */
const mismatches: string[] = [];

/** Takes the mismatches found so far (for the helper's own tests; others fail on them in afterEach). */
export const drainMismatches = () => mismatches.splice(0);

function mismatch(route: RouteContract, what: string, error: z.ZodError) {
  const issues = error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`).join('; ');
  mismatches.push(`${route.method} ${route.path}: the ${what} does not match the contract (${issues})`);
  return HttpResponse.json({ message: `mock ${what} breaks the contract` }, { status: 500 });
}

async function readBody(route: RouteContract, request: Request) {
  if (!route.body) return { ok: true as const, body: undefined };
  const parsed = route.body.safeParse(await request.json().catch(() => undefined));
  return parsed.success ? { ok: true as const, body: parsed.data } : { ok: false as const, error: parsed.error };
}

/**
 * An msw handler for one contract route: the same path and method `callApi` uses. The request body and
 * query are validated with the route's schemas and the mocked answer with its response schema, so a page that
 * sends a wrong body, or a mock that returns what the server never would, fails the test.
 */
export function handle<R extends RouteContract>(route: R, resolver: MockResolver<R>) {
  const method = route.method === 'GET' ? http.get : route.method === 'POST' ? http.post : http.delete;
  return method(route.path, async ({ request, params }) => {
    const read = await readBody(route, request.clone());
    if (!read.ok) return mismatch(route, 'request body', read.error);
    const query = new URL(request.url).searchParams;
    const queryCheck = route.query?.safeParse(Object.fromEntries(query));
    if (queryCheck && !queryCheck.success) return mismatch(route, 'query', queryCheck.error);
    const answer = await resolver({
      params: params as Record<string, string>,
      query,
      body: read.body as BodyInput<R>,
      request,
    });
    if (answer instanceof Response) return answer;
    const checked = route.response.safeParse(answer);
    if (!checked.success) return mismatch(route, 'response', checked.error);
    return HttpResponse.json(answer as Record<string, unknown>);
  });
}

/** The route answers 200 with this data. */
export const reply = <R extends RouteContract>(route: R, data: DataOf<R>, message = 'Success') =>
  handle(route, () => ({ message, data }) as ResponseOf<R>);

/** The route fails with this status and the server's message. */
export const fail = <R extends RouteContract>(route: R, status: number, message: string) =>
  handle(route, () => HttpResponse.json({ message }, { status }));

/** The route refuses as the server does: the message with its catalogue code (and params). */
export const refuse = <R extends RouteContract>(route: R, status: number, message: string) =>
  handle(route, () =>
    HttpResponse.json(codeMessage(message) ?? { message, code: VALIDATION_INVALID_CODE }, { status }),
  );

/** The route never answers, so the page stays in its loading state. */
export const pending = <R extends RouteContract>(route: R) =>
  handle(route, async () => {
    await delay('infinite');
    return HttpResponse.json({});
  });

/**
 * One msw server for a test file: an unmocked request fails the test (and gets a network error), handlers added by a test are dropped
 * after it, and a contract mismatch fails the test that caused it.
 */
export function setupApiMocks(...defaults: Parameters<typeof setupServer>) {
  const server = setupServer(...defaults);
  beforeAll(() =>
    server.listen({
      onUnhandledRequest: (request) => {
        const url = new URL(request.url);
        mismatches.push(`${request.method} ${url.pathname}: called by the page but not mocked by the test`);
      },
    }),
  );
  afterEach(() => {
    // Unmount first, so a request the page sends while it goes away is not blamed on the next test.
    cleanup();
    server.resetHandlers();
    const found = drainMismatches();
    if (found.length > 0) throw new Error(found.join('\n'));
  });
  afterAll(() => server.close());
  return server;
}
