import { idParam } from '@brigade/domain/schemas/common';
import {
  createCustomerRequest,
  customer,
  customerAutocompleteQuery,
  customerAutocompleteResponse,
  customerExportQuery,
  customerList,
  customerListQuery,
  updateCustomerRequest,
} from '@brigade/domain/schemas/customers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses } from '../../lib/http.ts';
import { createRoute, deleteRoute, updateRoute } from '../../lib/record-routes.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { CustomersService } from './service.ts';

const tags = ['customers'];
const config = { access: superAp };

type Options = { customers: CustomersService };

/** Customers by name or e-mail, for the pickers of other screens. */
export const autocompleteRoutes: FastifyPluginAsyncZod<Options> = async (app, { customers }) => {
  app.get(
    '/customers/autocomplete',
    {
      config,
      schema: {
        tags,
        summary: 'Up to 10 customers whose first name, last name, "first last" or e-mail contains q',
        querystring: customerAutocompleteQuery,
        response: { 200: customerAutocompleteResponse, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => ({ results: await customers.autocomplete(request.query.q) }),
  );
};

/** Customers → List (drawer level 0): the list, its export, one customer and their contact card. */
export const customerRoutes: FastifyPluginAsyncZod<Options> = async (app, { customers }) => {
  app.get(
    '/customers/:id/contact-card',
    {
      config,
      schema: {
        tags,
        summary: "The customer's contact card (vCard 3.0)",
        params: idParam,
        response: { 200: z.string(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const { filename, card } = await customers.contactCard(sessionOf(request).user_id, request.params.id);
      return reply
        .header('content-disposition', `attachment; filename="${filename}"`)
        .header('cache-control', 'no-store')
        .type('text/vcard; charset=utf-8')
        .send(card);
    },
  );

  app.get(
    '/customers',
    {
      config,
      schema: {
        tags,
        summary: 'List customers (q: names, e-mail, phone, postcode, city; active filter)',
        querystring: customerListQuery,
        response: { 200: customerList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => customers.list(sessionOf(request).user_id, request.query),
  );

  app.get(
    '/customers/export',
    {
      config,
      schema: {
        tags,
        summary: 'Download the customer list (same filter and sort) as CSV or .xlsx',
        querystring: customerExportQuery,
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) =>
      sendExport(
        reply,
        request.query.format,
        await customers.exportTable(sessionOf(request).user_id, request.query),
      ),
  );

  app.get(
    '/customers/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One customer with addresses, health and notes (the read of their health data is audited)',
        params: idParam,
        response: { 200: customer, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => customers.read(sessionOf(request).user_id, request.params.id),
  );
};

/** Adding, editing and deleting a customer (with their addresses and health). */
export const customerWriteRoutes: FastifyPluginAsyncZod<Options> = async (app, { customers }) => {
  createRoute(app, {
    path: '/customers',
    tags,
    config,
    summary: 'Add a customer with billing and delivery addresses',
    body: createCustomerRequest,
    item: customer,
    moreErrors: [409, 422],
    create: (actorId, body) => customers.create(actorId, body),
  });

  updateRoute(app, {
    path: '/customers/:id',
    tags,
    config,
    summary: 'Edit a customer; send the version you read (409 when someone changed it since)',
    body: updateCustomerRequest,
    item: customer,
    moreErrors: [422],
    update: (actorId, { id }, body) => customers.update(actorId, id, body),
  });

  deleteRoute(app, {
    path: '/customers/:id',
    tags,
    config,
    summary: 'Delete a customer without orders; ?version= is the version you read',
    moreErrors: [422],
    remove: (actorId, { id }, version) => customers.remove(actorId, id, version),
  });
};
