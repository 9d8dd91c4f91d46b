import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { authRoutes } from './auth/auth.routes';
import { emailVerificationRoutes } from './email-verification/email-verification.routes';
import { healthRoutes } from './health/health.routes';
import { passwordRoutes } from './passwords/passwords.routes';
import { signupRoutes } from './signup/signup.routes';

/** Every feature module, registered in one place. */
export async function registerModules(app: FastifyInstance, options: { config: Config }) {
  await app.register(healthRoutes, options);
  await app.register(authRoutes, options);
  await app.register(signupRoutes, options);
  await app.register(passwordRoutes, options);
  await app.register(emailVerificationRoutes, options);
}
