import type { RouteContract } from '@bright/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Actor } from './actor';
import { unauthenticated } from './app-error';

type Infer<T> = [T] extends [undefined] ? undefined : z.output<NonNullable<T> & z.ZodType>;

export interface RouteInput<R extends RouteContract> {
  body: Infer<R['body']>;
  query: Infer<R['query']>;
  params: Infer<R['params']>;
  request: FastifyRequest;
  reply: FastifyReply;
  /** The signed-in caller; throws 401 on a public route called without a session. */
  actor: () => Actor;
}

/** Registers a contract's route: its schemas (validation and OpenAPI) and its access policy. */
export function addRoute<R extends RouteContract>(
  app: FastifyInstance,
  contract: R,
  handler: (input: RouteInput<R>) => Promise<z.input<R['response']>>,
) {
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: { access: contract.access, media: contract.media },
    schema: {
      summary: contract.summary,
      tags: [...contract.tags],
      ...(contract.body ? { body: contract.body } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.params ? { params: contract.params } : {}),
      response: { 200: contract.response },
    },
    handler: async (request, reply) =>
      handler({
        body: request.body as Infer<R['body']>,
        query: request.query as Infer<R['query']>,
        params: request.params as Infer<R['params']>,
        request,
        reply,
        actor: () => {
          if (!request.actor) throw unauthenticated();
          return request.actor;
        },
      }),
  });
}
