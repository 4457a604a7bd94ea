import { changePasswordRequest, loginRequest, loginResponse, me } from '@brigade/domain/schemas/auth';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { SESSION_COOKIE, ownAccount, sessionOf, tokenOf } from '../../plugins/access.ts';
import type { AuthService } from './service.ts';

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService; cookieSecure: boolean }> = async (
  app,
  { auth, cookieSecure },
) => {
  const cookieOptions = { path: '/', httpOnly: true, sameSite: 'strict', secure: cookieSecure } as const;

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'Log in (Administration or Logistics); sets the session cookie',
        description: 'Send header `x-brigade-token: 1` to also get the token for `Authorization: Bearer`.',
        body: loginRequest,
        response: { 200: loginResponse, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      const result = await auth.login(request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'],
      });
      reply.setCookie(SESSION_COOKIE, result.token, { ...cookieOptions, expires: result.expiresAt });
      // Browsers never see the token: it lives in the httpOnly cookie. Scripts and tools ask for it explicitly.
      const wantsToken = request.headers['x-brigade-token'] === '1';
      return wantsToken ? { user: result.me, token: result.token } : { user: result.me };
    },
  );

  app.post(
    '/auth/logout',
    {
      config: { access: ownAccount },
      schema: {
        tags: ['auth'],
        summary: 'Log out: revokes the session',
        response: { 204: noContent, ...errorResponses(401) },
      },
    },
    async (request, reply) => {
      await auth.logout(sessionOf(request));
      reply.clearCookie(SESSION_COOKIE, cookieOptions);
      return reply.code(204).send(null);
    },
  );

  // Who is logged in — the first question every screen asks. Without a live session (none, expired, revoked)
  // the answer is 204 No Content, not an error status: a visitor who has not logged in yet is not a failure, and
  // the login screen's first load then logs no error in the browser's console (issue 22). A stale session cookie
  // is cleared with it. Every other route still answers 401 to a missing or expired session.
  app.get(
    '/auth/me',
    {
      config: { access: 'public' },
      schema: {
        tags: ['auth'],
        summary: 'The logged-in user; 204 when there is no live session',
        response: { 200: me, 204: noContent },
      },
    },
    async (request, reply) => {
      const token = tokenOf(request);
      const session = token ? await auth.authenticate(token) : null;
      if (!session) {
        if (token) reply.clearCookie(SESSION_COOKIE, cookieOptions);
        return reply.code(204).send(null);
      }
      const { sessionId: _sessionId, ...user } = session;
      return user;
    },
  );

  app.post(
    '/auth/change-password',
    {
      config: { access: ownAccount },
      schema: {
        tags: ['auth'],
        summary: 'Change your own password; your other sessions end',
        body: changePasswordRequest,
        response: { 204: noContent, ...errorResponses(400, 401, 422) },
      },
    },
    async (request, reply) => {
      await auth.changePassword(sessionOf(request), request.body.current_password, request.body.new_password);
      return reply.code(204).send(null);
    },
  );
};
