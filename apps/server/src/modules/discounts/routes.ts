import {
  createDiscountRequest,
  discount,
  discountAutocomplete,
  discountAutocompleteQuery,
  discountList,
  discountListQuery,
  updateDiscountRequest,
} from '@brigade/domain/schemas/discounts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import { errorResponses } from '../../lib/http.ts';
import { superAp } from '../../plugins/access.ts';
import type { DiscountsService } from './service.ts';

// The booking funnel caches all codes and, apart, the never-redeemed ones.
const bookingCache = ['DISCOUNTS', 'DISCOUNTS_UNREDEEMED'] as const;

/** Controls → Discount codes (level-0 Administration): the list with sort_by, and the autocomplete. */
export const discountsRoutes: FastifyPluginAsyncZod<{ discounts: DiscountsService }> = async (
  app,
  { discounts },
) => {
  const tags = ['discounts'];
  registerCrud(app, {
    path: '/discounts',
    tag: 'discounts',
    noun: 'discount code',
    item: discount,
    list: discountList,
    listQuery: discountListQuery,
    create: createDiscountRequest,
    update: updateDiscountRequest,
    service: discounts,
    writeConfig: { bookingCache },
  });

  app.get(
    '/discounts/autocomplete',
    {
      config: { access: superAp },
      schema: {
        tags,
        summary: 'Up to 10 codes matching the query, those starting with it first',
        querystring: discountAutocompleteQuery,
        response: { 200: discountAutocomplete, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => discounts.autocomplete(request.query.query),
  );
};
