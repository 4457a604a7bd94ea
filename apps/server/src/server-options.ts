import { randomUUID } from 'node:crypto';
import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

// An incoming x-request-id is kept (it ties our log lines to a proxy's) only when it is short and plain.
const requestIdPattern = /^[\w.:-]{1,128}$/;

/** Fastify's own options: logger, proxy trust and request ids. */
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
    requestIdHeader: false,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && requestIdPattern.test(given) ? given : randomUUID();
    },
  };
}
