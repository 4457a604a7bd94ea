import {
  bulkSignUpRequest,
  newsletterContactList,
  newsletterContactQuery,
  signUpRun,
  signUpRunParams,
} from '@brigade/domain/schemas/newsletter';
import { jobQueued } from '@brigade/domain/schemas/shop';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { NewsletterModuleService } from './service.ts';

const tags = ['newsletter'];
// Customers' e-mail addresses and choices: the same access as the customers.
const config = { access: superAp };

export const newsletterRoutes: FastifyPluginAsyncZod<{ newsletter: NewsletterModuleService }> = async (
  app,
  { newsletter },
) => {
  app.get(
    '/newsletter/contacts',
    {
      config,
      schema: {
        tags,
        summary: 'Customers with an e-mail, their newsletter choice and last sign-up answer',
        querystring: newsletterContactQuery,
        response: { 200: newsletterContactList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => newsletter.contacts(request.query),
  );

  app.post(
    '/newsletter/sign-ups',
    {
      config,
      schema: {
        tags,
        summary: 'Sign chosen customers up for the newsletter (a job; only those who opted in are sent)',
        body: bulkSignUpRequest,
        response: { 202: jobQueued, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) =>
      reply
        .code(202)
        .send({ job_id: await newsletter.signUp(sessionOf(request).user_id, request.body.customer_ids) }),
  );

  app.get(
    '/newsletter/sign-ups/:jobId',
    {
      config,
      schema: {
        tags,
        summary: "A sign-up run: its state and each contact's answer",
        params: signUpRunParams,
        response: { 200: signUpRun, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => newsletter.runOf(request.params.jobId),
  );
};
