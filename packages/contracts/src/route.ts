import type { z } from 'zod';
import type { Access } from './access';

export type HttpMethod = 'GET' | 'POST' | 'DELETE';

/** What a route sends or takes besides JSON, so the OpenAPI document can say it truthfully. */
export interface RouteMedia {
  /** A download: the media types it answers with instead of the JSON envelope (ranges such as image/* allowed). */
  produces?: readonly string[];
  /** An upload: multipart/form-data with these file fields, and the other fields of `fields`. */
  multipart?: { files: readonly string[]; required?: boolean; fields?: z.ZodObject };
  /** A browser redirect (302): where it leads. */
  redirect?: string;
}

/** One API call: read by the server to register it and by the web to call it. */
export interface RouteContract<
  Body extends z.ZodType | undefined = z.ZodType | undefined,
  Query extends z.ZodType | undefined = z.ZodType | undefined,
  Params extends z.ZodType | undefined = z.ZodType | undefined,
  Response extends z.ZodType = z.ZodType,
> {
  method: HttpMethod;
  /** Full path under the server, Fastify style (`/api/galileo/loginViaToken/:token`). */
  path: string;
  summary: string;
  tags: readonly string[];
  access: Access;
  body?: Body;
  query?: Query;
  params?: Params;
  response: Response;
  media?: RouteMedia;
}

export const defineRoute = <
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
  Response extends z.ZodType = z.ZodType,
>(
  route: RouteContract<Body, Query, Params, Response>,
) => route;

/** Fills `:name` segments of a contract path. */
export const buildPath = (path: string, params: Record<string, string | number> = {}) =>
  path.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });

export type ResponseOf<R extends RouteContract> = z.infer<R['response']>;
export type BodyOf<R extends RouteContract> = R['body'] extends z.ZodType ? z.input<R['body']> : never;
export type QueryOf<R extends RouteContract> = R['query'] extends z.ZodType ? z.input<R['query']> : never;
