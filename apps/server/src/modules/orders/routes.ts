import { exportFormatField, idParam } from '@brigade/domain/schemas/common';
import {
  createOrderRequest,
  order,
  orderList,
  orderListQuery,
  programmeTypes,
  reassignOrderRequest,
  updateOrderRequest,
} from '@brigade/domain/schemas/orders';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sendExport } from '../../lib/export.ts';
import { errorResponses } from '../../lib/http.ts';
import { createRoute, deleteRoute, updateRoute } from '../../lib/record-routes.ts';
import { superAp } from '../../plugins/access.ts';
import { markBookingCacheStale } from '../../plugins/booking-cache.ts';
import type { OrderWriteEffects, OrdersService } from './service.ts';

const tags = ['orders'];
const config = { access: superAp };

type Options = { orders: OrdersService };

/** Orders (drawer level 0) and /orders/legacy (read-only order_version 2): the lists, exports and one order. */
export const ordersRoutes: FastifyPluginAsyncZod<Options> = async (app, { orders }) => {
  // /orders (current, order_version 3) and /orders/legacy (order_version 2, read-only): the same list and export.
  const lists = [
    {
      path: '/orders',
      what: 'current orders',
      list: orders.list,
      exportTable: orders.exportTable,
    },
    {
      path: '/orders/legacy',
      what: 'legacy orders (order_version 2, read-only)',
      list: orders.legacyList,
      exportTable: orders.legacyExportTable,
    },
  ];
  for (const { path, what, list, exportTable } of lists) {
    app.get(
      path,
      {
        config,
        schema: {
          tags,
          summary: `List ${what}; q searches customer name, e-mail and order id; customer_id, week (orders running that week), include_cancelled`,
          querystring: orderListQuery,
          response: { 200: orderList, ...errorResponses(400, 401, 403) },
        },
      },
      async (request) => list(request.query),
    );

    app.get(
      `${path}/export`,
      {
        config,
        schema: {
          tags,
          summary: `Download the list of ${what} (same filter and sort) as CSV or .xlsx`,
          querystring: orderListQuery.extend(exportFormatField),
          response: errorResponses(400, 401, 403),
        },
      },
      async (request, reply) => sendExport(reply, request.query.format, await exportTable(request.query)),
    );
  }

  app.get(
    '/orders/:id',
    {
      config,
      schema: {
        tags,
        summary: 'One order with its meals, resolved discount meals, price model, day rate and week price',
        params: idParam,
        response: { 200: order, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => orders.get(request.params.id),
  );
};

/** The booking funnel caches codes and, apart, the never-redeemed ones: an order redeeming or releasing one makes both stale. */
const discountCachesOf = (request: FastifyRequest): OrderWriteEffects => ({
  discountCodesChanged: () => markBookingCacheStale(request, ['DISCOUNTS', 'DISCOUNTS_UNREDEEMED']),
});

/** Creating, editing, reassigning and deleting an order (a legacy order is read-only: 422). */
export const orderWriteRoutes: FastifyPluginAsyncZod<Options> = async (app, { orders }) => {
  createRoute(app, {
    path: '/orders',
    tags,
    config,
    summary:
      "Create an order; addresses left out are the customer's defaults; a discount code is redeemed (422 when refused)",
    body: createOrderRequest,
    item: order,
    moreErrors: [422],
    create: (actorId, body, _params, request) =>
      orders.create(actorId, body, undefined, discountCachesOf(request)),
  });

  updateRoute(app, {
    path: '/orders/:id',
    tags,
    config,
    summary:
      'Edit an order; send the version you read (409 stale; 422 for a legacy order or a refused discount code; discount_code left out keeps the code, null removes it)',
    body: updateOrderRequest,
    item: order,
    moreErrors: [422],
    update: (actorId, { id }, body, request) => orders.update(actorId, id, body, discountCachesOf(request)),
  });

  updateRoute(app, {
    path: '/orders/:id/customer',
    tags,
    config,
    summary: "Reassign an order to another customer; its delivery becomes the new customer's defaults",
    body: reassignOrderRequest,
    item: order,
    moreErrors: [422],
    update: (actorId, { id }, body) => orders.reassign(actorId, id, body),
  });

  deleteRoute(app, {
    path: '/orders/:id',
    tags,
    config,
    summary:
      'Delete an order and release its discount code; ?version= is the version you read (422 for a legacy order)',
    moreErrors: [422],
    remove: (actorId, { id }, version, request) =>
      orders.remove(actorId, id, version, discountCachesOf(request)),
  });
};

/** The programme types customers order, with their meals and today's prices. */
export const programmeTypeRoutes: FastifyPluginAsyncZod<Options> = async (app, { orders }) => {
  app.get(
    '/programmes',
    {
      config,
      schema: {
        tags,
        summary: "The programme types with their meals and today's prices",
        response: { 200: programmeTypes, ...errorResponses(401, 403) },
      },
    },
    async () => orders.programmeTypes(),
  );
};
