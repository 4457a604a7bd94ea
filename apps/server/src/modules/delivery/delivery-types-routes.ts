import {
  createDeliveryTypeRequest,
  deliveryType,
  deliveryTypeList,
  deliveryTypeListQuery,
  updateDeliveryTypeRequest,
} from '@brigade/domain/schemas/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import type { DeliveryTypesService } from './delivery-types-service.ts';

/** Controls → Delivery Types (`/delivery_types`, `/delivery_types/{id}`), level 0. */
export const deliveryTypesRoutes: FastifyPluginAsyncZod<{ deliveryTypes: DeliveryTypesService }> = async (
  app,
  { deliveryTypes },
) => {
  registerCrud(app, {
    path: '/delivery-types',
    tag: 'delivery',
    noun: 'delivery type',
    item: deliveryType,
    list: deliveryTypeList,
    listQuery: deliveryTypeListQuery,
    create: createDeliveryTypeRequest,
    update: updateDeliveryTypeRequest,
    service: deliveryTypes,
  });
};
