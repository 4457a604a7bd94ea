import { idParam } from '@brigade/domain/schemas/common';
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
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../lib/http.ts';
import { deleteRoute, updateRoute } from '../../lib/record-routes.ts';
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
  updateRoute(app, {
    path: `${customerPath}/${update.path}`,
    tags,
    config,
    summary: `${update.summary}; send the entry version you read`,
    params: spCustomerParams,
    body: update.body,
    item: spCustomer,
    update: (actorId, { id, customerId }, body) =>
      customers.changeCustomer(actorId, id, customerId, body.version, update.change(body)),
  });
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

  deleteRoute(app, {
    path: customerPath,
    tags,
    config,
    summary: 'Remove a customer from the programme; ?version= is the entry version you read',
    params: spCustomerParams,
    remove: (actorId, { id, customerId }, version) =>
      customers.removeCustomer(actorId, id, customerId, version),
  });

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
