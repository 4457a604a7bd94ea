import fp from 'fastify-plugin';

/**
 * Every answer names its request id (x-request-id), and a POST without a body is validated as an empty object
 * so the client learns which fields are missing.
 */
export const requestBasicsPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && request.routeOptions.schema?.body) request.body = {};
  });
});
