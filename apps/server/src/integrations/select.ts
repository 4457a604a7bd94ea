import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import { createLiveBooking } from './booking/live.ts';
import { createLocalBooking } from './booking/local.ts';
import type { BookingService } from './booking/port.ts';
import { createLiveRecipeData } from './recipe-data/live.ts';
import { createLocalRecipeData } from './recipe-data/local.ts';
import type { RecipeDataService } from './recipe-data/port.ts';
import { createLocalObjectStore } from './storage/local.ts';
import type { ObjectStore } from './storage/port.ts';
import { createS3ObjectStore } from './storage/s3.ts';

export interface Integrations {
  booking: BookingService;
  recipeData: RecipeDataService;
  store: ObjectStore;
}

/**
 * Each outside service is `live` when the configuration names it, otherwise the built-in `local` one; tests
 * may pass their own booking and recipe-data services.
 */
export function selectIntegrations(
  config: Config,
  given: Partial<Pick<Integrations, 'booking' | 'recipeData'>>,
  log: FastifyBaseLogger,
): Integrations {
  const booking =
    given.booking ??
    (config.bookingService
      ? createLiveBooking(config.bookingService)
      : createLocalBooking({ log: (keys) => log.info({ keys }, 'booking caches flushed (local)') }));
  const recipeData =
    given.recipeData ??
    (config.recipeData ? createLiveRecipeData(config.recipeData) : createLocalRecipeData());
  const store = config.s3 ? createS3ObjectStore(config.s3) : createLocalObjectStore(config.objectStoreDir);
  return { booking, recipeData, store };
}
