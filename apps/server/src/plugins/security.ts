import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyRequest } from 'fastify';
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

export const securityPlugin = fp(
  async (app: FastifyInstance, options: { cookieSecure: boolean }) => {
    await app.register(helmet, {
      global: true,
      contentSecurityPolicy: contentSecurityPolicy(options.cookieSecure),
      strictTransportSecurity: options.cookieSecure ? { maxAge: 31_536_000, includeSubDomains: true } : false,
      referrerPolicy: { policy: 'same-origin' },
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
