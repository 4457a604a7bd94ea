import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { SESSION_COOKIE, registerPublic } from './access.ts';

/** OpenAPI generated from the routes' zod schemas: UI at /api/docs, document at /api/docs/json. */
export const openApiPlugin = fp(
  async (app: FastifyInstance, options: { version: string }) => {
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'Brigade API',
          description:
            'Back office of a meal-delivery kitchen. Errors: { error_code, error_message, details? }.',
          version: options.version,
        },
        components: {
          securitySchemes: {
            session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
            bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          },
        },
        security: [{ session: [] }, { bearer: [] }],
      },
      transform: jsonSchemaTransform,
      transformObject: jsonSchemaTransformObject,
    });
    await registerPublic(app, (scope) =>
      scope.register(swaggerUi, {
        routePrefix: '/api/docs',
        // The default validator badge loads an image from validator.swagger.io, which the CSP rightly blocks.
        uiConfig: { validatorUrl: null, deepLinking: true },
      }),
    );
  },
  { name: 'openapi', dependencies: ['access'] },
);
