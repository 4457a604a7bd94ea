import {
  createDayLabelsRequest,
  createPostalLabelRequest,
  dayLabelsResponse,
  postalAddressRequest,
  postalDateParams,
  postalDay,
  postalLabel,
  postalLabelParams,
  postalLabelsResponse,
  postalStatus,
  postalValidation,
} from '@brigade/domain/schemas/postal';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { PostalLabelsService } from './service.ts';

const tags = ['postal'];
// The postal service is a level-0 screen of Administration (the drawer's 'postal service').
const config = { access: superAp };

const sendPdf = (reply: FastifyReply, { filename, pdf }: { filename: string; pdf: Buffer }) =>
  reply
    .header('content-disposition', `inline; filename="${filename}"`)
    .header('cache-control', 'no-store')
    .type('application/pdf')
    .send(pdf);

type Options = { postal: PostalLabelsService };

/** The service's status, an address check and a date's parcels that go by post. */
export const postalRoutes: FastifyPluginAsyncZod<Options> = async (app, { postal }) => {
  app.get(
    '/postal/status',
    {
      config,
      schema: {
        tags,
        summary: 'The postal service: local or live, and whether an access token is held (never the token)',
        response: { 200: postalStatus, ...errorResponses(401, 403) },
      },
    },
    async () => postal.status(),
  );

  app.post(
    '/postal/address-validations',
    {
      config,
      schema: {
        tags,
        summary: "Check a Swiss address: the postal service's quality and the address as it would use it",
        body: postalAddressRequest,
        response: { 200: postalValidation, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => postal.validate(request.body),
  );

  app.get(
    '/postal/days/:date',
    {
      config,
      schema: {
        tags,
        summary: "The date's parcels that go by post (POST courier), each with its address check and label",
        params: postalDateParams,
        response: { 200: postalDay, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => postal.day(sessionOf(request), request.params.date),
  );
};

/** The labels: one order's, a whole day's, and their PDFs. */
export const postalLabelRoutes: FastifyPluginAsyncZod<Options> = async (app, { postal }) => {
  app.post(
    '/postal/days/:date/labels',
    {
      config,
      schema: {
        tags,
        summary: 'Labels for every parcel of the date that goes by post and has none yet',
        params: postalDateParams,
        body: createDayLabelsRequest,
        response: { 200: dayLabelsResponse, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (request) => postal.createDay(sessionOf(request), request.params.date, request.body.franking_zone),
  );

  app.get(
    '/postal/days/:date/labels/pdf',
    {
      config,
      schema: {
        tags,
        summary: "Every label of the date in one PDF (local mode; Swiss Post's labels are one PDF each)",
        params: postalDateParams,
        response: errorResponses(400, 401, 403, 422),
      },
    },
    async (request, reply) => sendPdf(reply, await postal.sheet(request.params.date)),
  );

  app.get(
    '/postal/labels',
    {
      config,
      schema: {
        tags,
        summary: 'The labels made for a date',
        querystring: postalDateParams,
        response: { 200: postalLabelsResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => postal.labels(request.query.date),
  );

  app.post(
    '/postal/labels',
    {
      config,
      schema: {
        tags,
        summary: "Make the A6 label of an order's parcel of a date (recipient: its delivery address)",
        body: createPostalLabelRequest,
        response: { 201: postalLabel, ...errorResponses(400, 401, 403, 409, 422) },
      },
    },
    async (request, reply) => reply.code(201).send(await postal.create(sessionOf(request), request.body)),
  );

  app.get(
    '/postal/labels/:id/pdf',
    {
      config,
      schema: {
        tags,
        summary: "A label's PDF, as it was made",
        params: postalLabelParams,
        response: errorResponses(400, 401, 403, 404),
      },
    },
    async (request, reply) => sendPdf(reply, await postal.pdf(request.params.id)),
  );
};
