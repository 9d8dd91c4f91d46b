import Fastify, { type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { REQUEST_TIMEOUT_MS } from '@bright/contracts';
import { type Config, redisTargetOf } from './config';
import type { Database } from './db/client';
import { OneLinePerRequest, loggerOptions } from './lib/logger';
import accessPlugin from './plugins/access';
import databasePlugin from './plugins/database';
import errorsPlugin from './plugins/errors';
import messagingPlugin from './plugins/messaging';
import openapiPlugin from './plugins/openapi';
import realtimePlugin from './plugins/realtime';
import securityPlugin from './plugins/security';
import webAppPlugin from './plugins/web-app';
import { registerModules } from './modules';

export interface AppOptions {
  config: Config;
  database: Database;
  /** false silences logs (tests); otherwise pino JSON at config.logLevel. */
  logger?: boolean;
  /** Where the logs go (default stdout); the benchmarks log as production does, into /dev/null. */
  logStream?: DestinationStream;
}

/**
 * Connections the kernel may hold for the server before it accepts them (Node's default is 511): a
 * class of 1,000 pressing Submit together opens 1,000 at once, and those past the queue were reset.
 */
export const LISTEN_BACKLOG = 4096;

/** Builds the whole app without listening, so tests can inject requests into it. */
export async function buildApp({ config, database, logger = true, logStream }: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? loggerOptions(config.logLevel, logStream) : false,
    logController: new OneLinePerRequest(),
    requestTimeout: REQUEST_TIMEOUT_MS,
    bodyLimit: 1024 * 1024,
    genReqId: () => crypto.randomUUID(),
    forceCloseConnections: true,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 500 },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(databasePlugin, { database });
  await app.register(messagingPlugin, { config });
  await app.register(accessPlugin);
  await app.register(securityPlugin, { rateLimitPerMinute: config.rateLimitPerMinute });
  await app.register(openapiPlugin);
  await app.register(realtimePlugin, { redis: redisTargetOf(config) });
  await app.register(registerModules, { config });
  await app.register(webAppPlugin, { root: config.webDistDir });
  return app;
}
