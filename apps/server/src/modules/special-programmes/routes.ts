import { idParam, versionQuery } from '@brigade/domain/schemas/common';
import {
  addSpCustomerRequest,
  createDeliveryGroupRequest,
  createSpecialProgrammeRequest,
  deliveryGroup,
  deliveryGroupList,
  deliveryGroupParams,
  spAccountingRequest,
  spCustomer,
  spCustomerParams,
  spDeliveryGroupRequest,
  spDeliveryRequest,
  specialProgramme,
  specialProgrammeDetail,
  specialProgrammeList,
  specialProgrammeListQuery,
  spOrderCountRequest,
  spResetRequest,
  spValueRequest,
  updateDeliveryGroupRequest,
  updateSpecialProgrammeRequest,
} from '@brigade/domain/schemas/special-programmes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses, noContent } from '../../lib/http.ts';
import { sessionOf, superAp } from '../../plugins/access.ts';
import type { EntryChange, SpecialProgrammesService } from './service.ts';

const config = { access: superAp };
const tags = ['special-programmes'];
const base = '/special-programmes';
const customer = `${base}/:id/customers/:customerId`;

/** One PUT per spec §7 customer action: its body schema and how the body becomes a change. */
const customerUpdates: {
  path: string;
  summary: string;
  body: z.ZodType;
  change: (body: never) => EntryChange;
}[] = [
  {
    path: 'delivery',
    summary:
      "Deliver to one of the customer's addresses or a pick-up point (never both), in a delivery group",
    body: spDeliveryRequest,
    change: (b: z.output<typeof spDeliveryRequest>) => ({
      kind: 'delivery',
      address_id: b.address_id,
      pick_up_point_id: b.pick_up_point_id,
      delivery_group_id: b.delivery_group_id,
    }),
  },
  {
    path: 'delivery-group',
    summary: "Set the customer's delivery group (null: none)",
    body: spDeliveryGroupRequest,
    change: (b: z.output<typeof spDeliveryGroupRequest>) => ({
      kind: 'delivery_group',
      delivery_group_id: b.delivery_group_id,
    }),
  },
  {
    path: 'accounting',
    summary: 'Set the accounting type (is_bexio: billed through the accounting tool)',
    body: spAccountingRequest,
    change: (b: z.output<typeof spAccountingRequest>) => ({ kind: 'accounting', is_bexio: b.is_bexio }),
  },
  {
    path: 'value',
    summary: "Set the customer's price per order (null: the programme's price)",
    body: spValueRequest,
    change: (b: z.output<typeof spValueRequest>) => ({ kind: 'value', price_override: b.price_override }),
  },
  {
    path: 'order-count',
    summary: "Set the customer's order count",
    body: spOrderCountRequest,
    change: (b: z.output<typeof spOrderCountRequest>) => ({
      kind: 'order_count',
      order_count: b.order_count,
    }),
  },
  {
    path: 'reset',
    summary: 'Reset to defaults: default delivery place, no group, not accounting, no price override',
    body: spResetRequest,
    change: () => ({ kind: 'reset' }),
  },
];

/** Customers → Special programmes (drawer level 0; spec §7 special_programmes actions). */
export const specialProgrammesRoutes: FastifyPluginAsyncZod<{
  specialProgrammes: SpecialProgrammesService;
}> = async (app, { specialProgrammes: sp }) => {
  app.get(
    base,
    {
      config,
      schema: {
        tags,
        summary:
          'List special programmes with customer count, order count and value; q searches name and description',
        querystring: specialProgrammeListQuery,
        response: { 200: specialProgrammeList, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => sp.list(request.query),
  );

  app.get(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'One special programme with its customers and delivery groups',
        params: idParam,
        response: { 200: specialProgrammeDetail, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sp.get(request.params.id),
  );

  app.post(
    base,
    {
      config,
      schema: {
        tags,
        summary: 'Create a special programme (name and start date required)',
        body: createSpecialProgrammeRequest,
        response: { 201: specialProgramme, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => reply.code(201).send(await sp.create(sessionOf(request).user_id, request.body)),
  );

  app.put(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Edit name, description, start date and price; send the version you read',
        params: idParam,
        body: updateSpecialProgrammeRequest,
        response: { 200: specialProgramme, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => sp.update(sessionOf(request).user_id, request.params.id, request.body),
  );

  app.delete(
    `${base}/:id`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a special programme with its customer entries and delivery groups; ?version=',
        params: idParam,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      await sp.remove(sessionOf(request).user_id, request.params.id, request.query.version);
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${base}/:id/customers`,
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
      const { customer: added, created } = await sp.addCustomer(
        sessionOf(request).user_id,
        request.params.id,
        request.body,
      );
      return reply.code(created ? 201 : 200).send(added);
    },
  );

  app.delete(
    customer,
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
      await sp.removeCustomer(sessionOf(request).user_id, id, customerId, request.query.version);
      return reply.code(204).send(null);
    },
  );

  for (const update of customerUpdates) {
    app.put(
      `${customer}/${update.path}`,
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
        const body = request.body as { version: number };
        return sp.changeCustomer(
          sessionOf(request).user_id,
          id,
          customerId,
          body.version,
          update.change(body as never),
        );
      },
    );
  }

  app.get(
    `${base}/:id/delivery-groups`,
    {
      config,
      schema: {
        tags,
        summary: "The programme's delivery groups with their customers",
        params: idParam,
        response: { 200: deliveryGroupList, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => sp.listGroups(request.params.id),
  );

  app.post(
    `${base}/:id/delivery-groups`,
    {
      config,
      schema: {
        tags,
        summary: 'Add a delivery group (names unique within the programme)',
        params: idParam,
        body: createDeliveryGroupRequest,
        response: { 201: deliveryGroup, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await sp.createGroup(sessionOf(request).user_id, request.params.id, request.body.delivery_group),
        ),
  );

  app.put(
    `${base}/:id/delivery-groups/:groupId`,
    {
      config,
      schema: {
        tags,
        summary: 'Rename a delivery group; send the version you read',
        params: deliveryGroupParams,
        body: updateDeliveryGroupRequest,
        response: { 200: deliveryGroup, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      sp.updateGroup(sessionOf(request).user_id, request.params.id, request.params.groupId, request.body),
  );

  app.delete(
    `${base}/:id/delivery-groups/:groupId`,
    {
      config,
      schema: {
        tags,
        summary: 'Delete a delivery group (its customers stay on the programme, in no group); ?version=',
        params: deliveryGroupParams,
        querystring: versionQuery,
        response: { 204: noContent, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, groupId } = request.params;
      await sp.removeGroup(sessionOf(request).user_id, id, groupId, request.query.version);
      return reply.code(204).send(null);
    },
  );
};
