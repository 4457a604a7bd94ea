import type { FastifyInstance } from 'fastify';

/** Request helpers of the delivery tests: GET and writes with a session cookie. */
export function requests(app: FastifyInstance, defaultCookie: () => string) {
  const get = (url: string, cookie = defaultCookie()) =>
    app.inject({ method: 'GET', url, headers: { cookie } });
  const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, cookie = defaultCookie()) =>
    app.inject({ method, url, headers: { cookie }, ...(payload ? { payload } : {}) });
  return { get, send };
}

let sequence = 0;
export const unique = (prefix: string) => `${prefix} ${process.pid % 1000}x${++sequence}`;
