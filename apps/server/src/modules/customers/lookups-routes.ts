import { idParam } from '@brigade/domain/schemas/common';
import {
  addressResidents,
  customerAddressList,
  customerSummary,
  foundCustomers,
  lookupIdsQuery,
  postcodesQuery,
} from '@brigade/domain/schemas/lookups';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { CustomerLookupsService } from './lookups-service.ts';

const tags = ['customers'];
const config = { access: superAp };
const errors = errorResponses(400, 401, 403);

/** Address and customer look-ups (spec §7) and the customer's dashboard summary: level 0, as customers. */
export const lookupRoutes: FastifyPluginAsyncZod<{ lookups: CustomerLookupsService }> = async (
  app,
  { lookups },
) => {
  app.get(
    '/addresses',
    {
      config,
      schema: {
        tags,
        summary: 'Addresses by ids (?ids=1,2), each with its customer; unknown ids are left out',
        querystring: lookupIdsQuery,
        response: { 200: customerAddressList, ...errors },
      },
    },
    async (request) => lookups.addressesByIds(request.query.ids),
  );

  app.get(
    '/addresses/by-postcode',
    {
      config,
      schema: {
        tags,
        summary:
          'Addresses in the given postcodes (?postcodes=8001,8004), each with its customer (at most 1000)',
        querystring: postcodesQuery,
        response: { 200: customerAddressList, ...errors },
      },
    },
    async (request) => lookups.addressesByPostcodes(request.query.postcodes),
  );

  app.get(
    '/addresses/customers',
    {
      config,
      schema: {
        tags,
        summary: 'Addresses by ids with every customer in the same building (street and postcode)',
        querystring: lookupIdsQuery,
        response: { 200: addressResidents, ...errors },
      },
    },
    async (request) => lookups.residents(request.query.ids),
  );

  app.get(
    '/customers/find',
    {
      config,
      schema: {
        tags,
        summary: 'Customers by ids (?ids=1,2): name, e-mail, phone; unknown ids are left out',
        querystring: lookupIdsQuery,
        response: { 200: foundCustomers, ...errors },
      },
    },
    async (request) => lookups.customersByIds(request.query.ids),
  );

  app.get(
    '/customers/:id/summary',
    {
      config,
      schema: {
        tags,
        summary: "The customer's dashboard summary: orders running, ever and cancelled, dates, health counts",
        params: idParam,
        response: { 200: customerSummary, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => lookups.summary(sessionOf(request).user_id, request.params.id),
  );
};
