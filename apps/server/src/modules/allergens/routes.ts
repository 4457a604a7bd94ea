import {
  allergen,
  allergenList,
  allergenListQuery,
  createAllergenRequest,
  updateAllergenRequest,
} from '@brigade/domain/schemas/allergens';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerCrud } from '../../lib/crud-routes.ts';
import { level1Ap } from '../../plugins/access.ts';
import type { AllergensService } from './service.ts';

/** Controls → Allergens & Dislikes (drawer level 0; reads level 1); q searches EN and DE names. */
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
    // Reads are level 1 too: the ingredient editor tags ingredients with allergens (ADR 033).
    readAccess: level1Ap,
    writeConfig: { bookingCache: ['ALLERGENS'] },
  });
};
