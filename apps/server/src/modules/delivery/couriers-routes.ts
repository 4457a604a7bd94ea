import {
  courier,
  courierList,
  courierListQuery,
  createCourierRequest,
  updateCourierRequest,
} from '@brigade/domain/schemas/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CouriersService } from './couriers-service.ts';
import { registerCrud } from '../../lib/crud-routes.ts';

/** Couriers (used by delivery types and zones): Controls → Delivery Types, level 0. */
export const couriersRoutes: FastifyPluginAsyncZod<{ couriers: CouriersService }> = async (
  app,
  { couriers },
) => {
  registerCrud(app, {
    path: '/couriers',
    tag: 'delivery',
    noun: 'courier',
    item: courier,
    list: courierList,
    listQuery: courierListQuery,
    create: createCourierRequest,
    update: updateCourierRequest,
    service: couriers,
  });
};
