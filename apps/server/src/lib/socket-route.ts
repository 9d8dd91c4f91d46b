import type { SocketEventContract } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import type { SocketHandler } from './realtime/socket-handlers';

/**
 * Registers a contract's client event on each of its namespaces: its payload schema, its access policy
 * and its handler, which returns the acknowledgement's data or throws an AppError (the refusal's code and
 * message). The socket twin of addRoute; registration fails for an event without a policy.
 */
export function addSocketHandler<C extends SocketEventContract>(
  app: FastifyInstance,
  contract: C,
  handler: SocketHandler<C>,
) {
  app.realtime.handlers.add(contract, handler);
}
