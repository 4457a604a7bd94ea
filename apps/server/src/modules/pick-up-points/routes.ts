import {
  createPickUpPointRequest,
  pickUpPoint,
  pickUpPointList,
  pickUpPointListQuery,
  updatePickUpPointRequest,
} from '@brigade/domain/schemas/pick-up-points';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import type { PickUpPointsService } from './service.ts';

/** Controls → Pick up points (level-0 Administration): list, export, get, create, update, delete. */
export const pickUpPointsRoutes: FastifyPluginAsyncZod<{ pickUpPoints: PickUpPointsService }> = async (
  app,
  { pickUpPoints },
) => {
  registerCrud(app, {
    path: '/pick-up-points',
    tag: 'pick-up-points',
    noun: 'pick-up point',
    item: pickUpPoint,
    list: pickUpPointList,
    listQuery: pickUpPointListQuery,
    create: createPickUpPointRequest,
    update: updatePickUpPointRequest,
    service: pickUpPoints,
    writeConfig: { bookingCache: ['PICK_UP_POINTS'] },
  });
};
