import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  addSpCustomerRequest,
  spAccountingRequest,
  spCustomer,
  spCustomerParams,
  spDeliveryGroupRequest,
  spDeliveryRequest,
  spOrderCountRequest,
  spResetRequest,
  spValueRequest,
} from '@brigade/domain/schemas/special-programmes';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { EntryChange, SpCustomersService } from './customers-service.ts';

const config = { access: superAp };
const tags = ['special-programmes'];
const customerPath = '/special-programmes/:id/customers/:customerId';

/** One PUT of a customer's entry: its path, summary, body schema and how the body becomes a change. */
function putEntry<S extends z.ZodType<{ version: number }>>(
  app: FastifyInstance,
  customers: SpCustomersService,
  update: { path: string; summary: string; body: S; change: (body: z.output<S>) => EntryChange },
) {
  app.withTypeProvider<ZodTypeProvider>().put(
    `${customerPath}/${update.path}`,
    {
      config,
      schema: {
        tags,
        summary: `${update.summary}; send the entry version you read`,
        params: spCustomerParams,
        body: update.body,
        response: { 200: spCustomer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, customerId } = request.params;
      // The body was parsed by `update.body`; the type provider cannot name a generic schema's output.
      const body = request.body as z.output<S>;
      return customers.changeCustomer(
        sessionOf(request).user_id,
        id,
        customerId,
        body.version,
        update.change(body),
      );
    },
  );
}

/** The customers of a special programme: added with the defaults, removed, and each setting changed alone. */
export const spCustomersRoutes: FastifyPluginAsyncZod<{ customers: SpCustomersService }> = async (
  app,
  { customers },
) => {
  app.post(
    '/special-programmes/:id/customers',
    {
      config,
      schema: {
        tags,
        summary: 'Add a customer with the defaults (201); already there: 409, or 200 reset with force_reset',
        params: idParam,
        body: addSpCustomerRequest,
        response: { 200: spCustomer, 201: spCustomer, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { customer: added, created } = await customers.addCustomer(
        sessionOf(request).user_id,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(added);
    },
  );

  app.delete(
    customerPath,
    {
      config,
      schema: {
        tags,
        summary: 'Remove a customer from the programme; ?version= is the entry version you read',
        params: spCustomerParams,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, customerId } = request.params;
      await customers.removeCustomer(sessionOf(request).user_id, id, customerId, request.query.version);
      return reply.code(204).send(null);
    },
  );

  putEntry(app, customers, {
    path: 'delivery',
    summary:
      "Deliver to one of the customer's addresses or a pick-up point (never both), in a delivery group",
    body: spDeliveryRequest,
    change: (b) => ({
      kind: 'delivery',
      address_id: b.address_id,
      pick_up_point_id: b.pick_up_point_id,
      delivery_group_id: b.delivery_group_id,
    }),
  });
  putEntry(app, customers, {
    path: 'delivery-group',
    summary: "Set the customer's delivery group (null: none)",
    body: spDeliveryGroupRequest,
    change: (b) => ({ kind: 'delivery_group', delivery_group_id: b.delivery_group_id }),
  });
  putEntry(app, customers, {
    path: 'accounting',
    summary: 'Set the accounting type (is_bexio: billed through the accounting tool)',
    body: spAccountingRequest,
    change: (b) => ({ kind: 'accounting', is_bexio: b.is_bexio }),
  });
  putEntry(app, customers, {
    path: 'value',
    summary: "Set the customer's price per order (null: the programme's price)",
    body: spValueRequest,
    change: (b) => ({ kind: 'value', price_override: b.price_override }),
  });
  putEntry(app, customers, {
    path: 'order-count',
    summary: "Set the customer's order count",
    body: spOrderCountRequest,
    change: (b) => ({ kind: 'order_count', order_count: b.order_count }),
  });
  putEntry(app, customers, {
    path: 'reset',
    summary: 'Reset to defaults: default delivery place, no group, not accounting, no price override',
    body: spResetRequest,
    change: () => ({ kind: 'reset' }),
  });
};
