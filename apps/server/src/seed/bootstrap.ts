import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { AllergenBlocksService } from '../modules/allergens/block-service.ts';
import type { AllergensService } from '../modules/allergens/service.ts';
import type { SystemService } from '../modules/system/service.ts';
import type { UsersService } from '../modules/users/service.ts';
import { demoAllergenBlocks, demoPassword, demoUsers } from './demo.ts';
import { euAllergens } from './reference.ts';

export class BootstrapError extends Error {
  override name = 'BootstrapError';
}

const REFERENCE_SEEDED = 'seed:reference';

export interface BootstrapServices {
  users: UsersService;
  allergens: AllergensService;
  blocks: AllergenBlocksService;
  system: SystemService;
  /** Demo mode: seeds the Controls demo data (pick-up points, chat preferences, discounts, blocked dates). */
  seedControlsDemo?: () => Promise<void>;
  /** Demo mode: seeds couriers, delivery types, Zürich-area zones and postcodes. */
  seedDeliveryDemo?: () => Promise<void>;
  /** Demo mode: seeds customers, orders and special programmes (only into a database without customers). */
  seedCustomersDemo?: () => Promise<void>;
  /** Demo mode: seeds suppliers, ingredients (USDA FoodData Central nutrients) and recipes. */
  seedRecipesDemo?: () => Promise<void>;
  /** Demo mode: assigns demo recipes to the past weeks and the default week, with notes and tasks. */
  seedKitchenDemo?: () => Promise<void>;
}

/**
 * Runs at every start, after the migrations: reference data once per database, then the first users when
 * there are none (demo users in demo mode, else the INITIAL_SUPER_* user), then this server's version.
 * Deterministic: the same database gets the same rows in the same order.
 */
export async function bootstrap(
  config: Pick<Config, 'demo' | 'nodeEnv' | 'initialSuper'>,
  services: BootstrapServices,
  log: FastifyBaseLogger,
): Promise<void> {
  const { users, allergens, blocks, system } = services;

  // A marker, not "the table is empty": an allergen an administrator deleted must stay deleted.
  if (!(await system.getConfigValue(REFERENCE_SEEDED))) {
    if ((await allergens.count()) === 0) {
      for (const allergen of euAllergens) await allergens.create(null, allergen);
    }
    await system.setConfigValue(REFERENCE_SEEDED, 'eu-14');
    log.info('seeded the 14 EU allergens');
  }

  if ((await users.count()) === 0) {
    if (config.demo) {
      let superId: number | null = null;
      for (const user of demoUsers) {
        const created = await users.create(null, { ...user, password: demoPassword(user.username) });
        if (user.username === 'super') superId = created.user_id;
      }
      for (const block of demoAllergenBlocks) await blocks.block(superId, block);
      log.info('seeded the demo users and allergen blocks');
    } else if (config.initialSuper) {
      await users.create(null, {
        username: config.initialSuper.username,
        email: config.initialSuper.email?.toLowerCase() ?? null,
        password: config.initialSuper.password,
        user_group: 'SUPER',
        user_category: 'AP',
        company_slug: 'default',
      });
      log.info(
        { username: config.initialSuper.username },
        'created the first SUPER user from INITIAL_SUPER_*',
      );
    } else if (config.nodeEnv === 'production') {
      throw new BootstrapError(
        'No users exist: set INITIAL_SUPER_USERNAME and INITIAL_SUPER_PASSWORD (12–128 characters) for the first SUPER user',
      );
    } else {
      log.warn(
        'no users exist and DEMO is off: set INITIAL_SUPER_USERNAME and INITIAL_SUPER_PASSWORD to log in',
      );
    }
  }

  // Its own marker, so a demo database made before these screens existed gets their data too.
  if (config.demo && services.seedControlsDemo && !(await system.getConfigValue('seed:controls-demo'))) {
    await services.seedControlsDemo();
    await system.setConfigValue('seed:controls-demo', 'v1');
    log.info('seeded the Controls demo data');
  }

  if (config.demo && services.seedDeliveryDemo && !(await system.getConfigValue('seed:delivery-demo'))) {
    await services.seedDeliveryDemo();
    await system.setConfigValue('seed:delivery-demo', 'v1');
    log.info('seeded the delivery demo data');
  }

  if (config.demo && services.seedRecipesDemo && !(await system.getConfigValue('seed:recipes-demo'))) {
    await services.seedRecipesDemo();
    await system.setConfigValue('seed:recipes-demo', 'v1');
    log.info('seeded the recipe demo data');
  }

  // After the recipes it assigns; its own marker, so a demo database made before the kitchen screens gets it.
  if (config.demo && services.seedKitchenDemo && !(await system.getConfigValue('seed:kitchen-demo'))) {
    await services.seedKitchenDemo();
    await system.setConfigValue('seed:kitchen-demo', 'v1');
    log.info('seeded the kitchen demo data');
  }

  // After the Controls and delivery demo, whose rows the customers and orders refer to.
  if (config.demo && services.seedCustomersDemo && !(await system.getConfigValue('seed:customers-demo'))) {
    await services.seedCustomersDemo();
    await system.setConfigValue('seed:customers-demo', 'v1');
    log.info('seeded the customer demo data');
  }

  await system.storeOwnVersion();
}
