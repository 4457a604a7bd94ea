import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { responseSerializer } from './lib/response-serializer.ts';

type CompilersFactory = NonNullable<
  NonNullable<FastifyServerOptions['schemaController']>['compilersFactory']
>;

// An incoming x-request-id is kept (it ties our log lines to a proxy's) only when it is short and plain.
const requestIdPattern = /^[\w.:-]{1,128}$/;

/** Fastify's own options: logger, proxy trust, request ids and the zod validation and serialisation. */
export function serverOptions(config: Config, logger: FastifyServerOptions['logger']): FastifyServerOptions {
  return {
    logger: logger ?? false,
    // A hop count becomes a function: Fastify's types do not take the number its docs describe.
    trustProxy:
      typeof config.trustProxy === 'number'
        ? (
            (hops) => (_address: string, hop: number) =>
              hop < hops
          )(config.trustProxy)
        : config.trustProxy,
    // Bodies are checked and answers written by zod (ADR 015). Given here, Fastify does not load and build its
    // own JSON-schema compilers (Ajv, fast-json-stringify) that no route would use: ~13% of a start's set-up.
    // Fastify types these factories for JSON schemas; ours compile the routes' zod schemas.
    schemaController: {
      compilersFactory: {
        buildValidator: (() => validatorCompiler) as unknown as CompilersFactory['buildValidator'],
        buildSerializer: (() =>
          responseSerializer(config.responseCheck)) as unknown as CompilersFactory['buildSerializer'],
      },
    },
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
  };
}
