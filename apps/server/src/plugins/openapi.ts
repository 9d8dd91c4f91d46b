import { type Access, type RouteMedia, errorBody, messageCatalogue } from '@bright/contracts';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { addErrorResponses, operationIdOf, securityOf, withMedia } from './openapi-operations';

/** The error body with every code of the catalogue, so a client can see which codes exist. */
function errorBodySchema() {
  const document = z.toJSONSchema(errorBody, { io: 'output' }) as unknown as { $defs: { ErrorBody: ErrorBodySchema } };
  const schema = document.$defs.ErrorBody;
  schema.properties.code = { type: 'string', enum: [...messageCatalogue().keys()].sort() };
  return schema;
}
type ErrorBodySchema = { properties: Record<string, object> };

/** The OpenAPI document is generated from the same zod schemas that validate requests. */
export default fp(
  async function openapiPlugin(app: FastifyInstance) {
    await app.register(swagger, {
      openapi: {
        info: {
          title: 'Bright Classroom API',
          description:
            'Every answer is `{message, data}`; errors are `{message, code, params?}` (ErrorBody) with the ' +
            'statuses of ARCHITECTURE.md §2. ' +
            'Send the session token as the `access_token` header or `Authorization: Bearer <token>`.',
          version: '0.1.0',
        },
        components: {
          schemas: { ErrorBody: errorBodySchema() },
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            accessToken: { type: 'apiKey', in: 'header', name: 'access_token' },
          },
        },
      },
      // Each operation gets an operationId and the security its access policy needs; the document, the
      // error answers every route can give.
      transform: (input) => {
        const { schema, url } = jsonSchemaTransform(input);
        const method = String(input.route.method);
        const config = input.route.config as { access?: Access; media?: RouteMedia } | undefined;
        const operation = { ...schema, operationId: operationIdOf(method, url), security: securityOf(config?.access) };
        return { schema: withMedia(operation, config?.media), url };
      },
      transformObject: (input) =>
        addErrorResponses(jsonSchemaTransformObject(input) as never) as ReturnType<typeof jsonSchemaTransformObject>,
    });
    app.get('/api/openapi.json', { config: { access: { kind: 'public' } }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
    await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  },
  { name: 'openapi' },
);
