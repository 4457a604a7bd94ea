import {
  dateSlotParams,
  productionSlot,
  productionStageResponse,
  putProductionStageRequest,
  putQtyAdjustRequest,
} from '@brigade/domain/schemas/production';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/http.ts';
import { level1Ap, level2Ap, sessionOf } from '../../plugins/access.ts';
import type { ProductionService } from './service.ts';

/** A day's meal slot (ADR 046): chefs (level 2) set its production stage; planners (level 1) its quantity. */
export const slotsRoutes: FastifyPluginAsyncZod<{ production: ProductionService }> = async (
  app,
  { production },
) => {
  const tags = ['production'];
  const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);

  app.put(
    '/production/days/:date/slots/:slot/stage',
    {
      config: { access: level2Ap },
      schema: {
        tags,
        summary: "Set a meal's production stage (one update at a time per meal); is_done packs it",
        params: dateSlotParams,
        body: putProductionStageRequest,
        response: { 200: productionStageResponse, ...writeErrors },
      },
    },
    async (request) => {
      const { date, slot } = request.params;
      return production.setStage(sessionOf(request).user_id, date, slot, request.body);
    },
  );

  app.put(
    '/production/days/:date/slots/:slot/qty-adjust',
    {
      config: { access: level1Ap },
      schema: {
        tags,
        summary: 'Adjust the quantity to produce of a slot (a whole number, may be negative)',
        params: dateSlotParams,
        body: putQtyAdjustRequest,
        response: { 200: productionSlot, ...writeErrors },
      },
    },
    async (request) => {
      const { date, slot } = request.params;
      return production.setQtyAdjust(sessionOf(request).user_id, date, slot, request.body);
    },
  );
};
