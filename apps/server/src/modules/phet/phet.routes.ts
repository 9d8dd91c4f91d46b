import { MESSAGES, phetDataRoute } from '@bright/contracts';
import type { FastifyInstance } from 'fastify';
import { addRoute } from '../../lib/route';
import { listSimulations } from './phet.service';

export async function phetRoutes(app: FastifyInstance) {
  addRoute(app, phetDataRoute, async ({ query }) => ({ message: MESSAGES.ok, data: listSimulations(query) }));
}
