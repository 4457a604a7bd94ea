import {
  allergen,
  allergenList,
  allergenListQuery,
  createAllergenRequest,
  updateAllergenRequest,
} from '@brigade/domain/schemas/allergens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import type { AllergensService } from './service.ts';

/** Controls → Allergens & Dislikes (drawer level 0, spec §2); q searches the English and German names. */
export const allergensRoutes: FastifyPluginAsyncZod<{ allergens: AllergensService }> = async (
  app,
  { allergens },
) => {
  registerCrud(app, {
    path: '/allergens',
    tag: 'allergens',
    noun: 'allergen',
    item: allergen,
    list: allergenList,
    listQuery: allergenListQuery,
    create: createAllergenRequest,
    update: updateAllergenRequest,
    service: allergens,
    writeConfig: { bookingCache: ['ALLERGENS'] },
  });
};
