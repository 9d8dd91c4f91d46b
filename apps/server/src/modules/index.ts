import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { authRoutes } from './auth/auth.routes';
import { healthRoutes } from './health/health.routes';

/** Every feature module, registered in one place. */
export async function registerModules(app: FastifyInstance, options: { config: Config }) {
  await app.register(healthRoutes, options);
  await app.register(authRoutes, options);
}
