import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';
import fp from 'fastify-plugin';
import { forbidden } from '../lib/errors.ts';

/**
 * The CSP of the app and the API. No inline or remote scripts; inline styles are allowed because MUI (emotion)
 * injects <style> tags at runtime. HSTS and upgrade-insecure-requests only behind TLS (COOKIE_SECURE), since on
 * plain http they would break the intranet and development set-ups.
 */
export function contentSecurityPolicy(secure: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      connectSrc: ["'self'"],
      fontSrc: ["'self'", 'data:'],
      formAction: ["'self'"],
      frameAncestors: ["'none'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      manifestSrc: ["'self'"],
      objectSrc: ["'none'"],
      scriptSrc: ["'self'"],
      scriptSrcAttr: ["'none'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'"],
      upgradeInsecureRequests: secure ? [] : null,
    },
  };
}

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** CSRF defence in depth beside SameSite=Strict: a browser always sends Origin on cross-site unsafe requests. */
function originAllowed(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return true; // not a browser, or a same-origin GET-like navigation
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false; // "null" or garbage
  }
}

/**
 * Helmet's security headers, worked out once: they are the same for every answer. (@fastify/helmet built helmet's
 * middleware — options, CSP string — again on every request: ~5 % of an authenticated read's CPU in a profile.)
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const response = {
    setHeader: (name: string, value: unknown) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, () => undefined);
  return headers;
}

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { cookieSecure: boolean }) => {
    const headers = securityHeaders({
      contentSecurityPolicy: contentSecurityPolicy(options.cookieSecure),
      strictTransportSecurity: options.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'same-origin' },
    });
    app.addHook('onRequest', async (_request, reply) => {
      reply.headers(headers);
    });

    app.addHook('onRequest', async (request) => {
      if (unsafeMethods.has(request.method) && !originAllowed(request)) {
        request.log.warn(
          { origin: request.headers.origin, host: request.host },
          'cross-origin write refused',
        );
        throw forbidden();
      }
    });
  },
  { name: 'security' },
);
