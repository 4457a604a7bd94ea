import { kitchenEmailRequest, outboxList, outboxMessage } from '@brigade/domain/schemas/operations';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, sessionOf, superAp } from '../../plugins/access.ts';
import type { MailService } from './service.ts';

export const mailRoutes: FastifyPluginAsyncZod<{ mail: MailService }> = async (app, { mail }) => {
  app.post(
    '/mail/kitchen',
    {
      config: { access: level1Ap },
      schema: {
        tags: ['mail'],
        summary: 'Send a kitchen e-mail (kept in the outbox; sent through SMTP when configured)',
        body: kitchenEmailRequest,
        response: { 202: outboxMessage, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { to, cc, bcc, subject, text, html } = request.body;
      const queued = await mail.send(sessionOf(request).user_id, {
        kind: 'kitchen',
        to,
        cc,
        bcc,
        subject,
        text,
        html,
      });
      return reply.code(202).send(queued);
    },
  );

  app.get(
    '/mail/outbox',
    {
      config: { access: superAp },
      schema: {
        tags: ['mail'],
        summary: 'The newest 200 e-mails with their status (queued, sent, kept, failed)',
        response: { 200: outboxList, ...errorResponses(401, 403) },
      },
    },
    async () => ({ messages: await mail.outbox() }),
  );
};
