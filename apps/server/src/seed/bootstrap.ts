import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { AllergenBlocksService } from '../modules/allergens/blocks-service.ts';
import type { AllergensService } from '../modules/allergens/service.ts';
import type { SystemService } from '../modules/system/service.ts';
import type { UsersService } from '../modules/users/service.ts';
import { demoAllergenBlocks, demoPassword, demoUsers } from './demo.ts';
import { euAllergens } from './reference.ts';

export class BootstrapError extends Error {
  override name = 'BootstrapError';
}

const REFERENCE_SEEDED = 'seed:reference';

type BootstrapConfig = Pick<Config, 'demo' | 'nodeEnv' | 'initialSuper'>;

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

type DemoSeeds = Omit<BootstrapServices, 'users' | 'allergens' | 'blocks' | 'system'>;

/**
 * The demo seeds in the order they run, each with its own marker: a demo database made before a screen existed
 * still gets that screen's data at the next start.
 */
const demoSteps: readonly { seed: keyof DemoSeeds; marker: string; seeded: string }[] = [
  { seed: 'seedControlsDemo', marker: 'seed:controls-demo', seeded: 'seeded the Controls demo data' },
  { seed: 'seedDeliveryDemo', marker: 'seed:delivery-demo', seeded: 'seeded the delivery demo data' },
  { seed: 'seedRecipesDemo', marker: 'seed:recipes-demo', seeded: 'seeded the recipe demo data' },
  // After the recipes it assigns.
  { seed: 'seedKitchenDemo', marker: 'seed:kitchen-demo', seeded: 'seeded the kitchen demo data' },
  // After the Controls and delivery demo, whose rows the customers and orders refer to.
  { seed: 'seedCustomersDemo', marker: 'seed:customers-demo', seeded: 'seeded the customer demo data' },
];

/** Reference data once per database. */
async function seedReference(
  { allergens, system }: BootstrapServices,
  log: FastifyBaseLogger,
): Promise<void> {
  // A marker, not "the table is empty": an allergen an administrator deleted must stay deleted.
  if (await system.getConfigValue(REFERENCE_SEEDED)) return;
  if ((await allergens.count()) === 0) {
    for (const allergen of euAllergens) await allergens.create(null, allergen);
  }
  await system.setConfigValue(REFERENCE_SEEDED, 'eu-14');
  log.info('seeded the 14 EU allergens');
}

async function seedDemoUsers({ users, blocks }: BootstrapServices, log: FastifyBaseLogger): Promise<void> {
  let superId: number | null = null;
  for (const user of demoUsers) {
    const created = await users.create(null, { ...user, password: demoPassword(user.username) });
    if (user.username === 'super') superId = created.user_id;
  }
  for (const block of demoAllergenBlocks) await blocks.block(superId, block);
  log.info('seeded the demo users and allergen blocks');
}

/** The first users when there are none: the demo users in demo mode, else the INITIAL_SUPER_* user. */
async function seedFirstUsers(
  config: BootstrapConfig,
  services: BootstrapServices,
  log: FastifyBaseLogger,
): Promise<void> {
  const { users } = services;
  if ((await users.count()) > 0) return;
  if (config.demo) return seedDemoUsers(services, log);
  if (config.initialSuper) {
    await users.create(null, {
      username: config.initialSuper.username,
      email: config.initialSuper.email?.toLowerCase() ?? null,
      password: config.initialSuper.password,
      user_group: 'SUPER',
      user_category: 'AP',
      company_slug: 'default',
    });
    log.info({ username: config.initialSuper.username }, 'created the first SUPER user from INITIAL_SUPER_*');
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

/**
 * Runs at every start, after the migrations: reference data once per database, then the first users when
 * there are none (demo users in demo mode, else the INITIAL_SUPER_* user), then this server's version.
 * Deterministic: the same database gets the same rows in the same order.
 */
export async function bootstrap(
  config: BootstrapConfig,
  services: BootstrapServices,
  log: FastifyBaseLogger,
): Promise<void> {
  const { system } = services;
  await seedReference(services, log);
  await seedFirstUsers(config, services, log);
  if (config.demo) {
    for (const step of demoSteps) {
      const seed = services[step.seed];
      if (!seed || (await system.getConfigValue(step.marker))) continue;
      await seed();
      await system.setConfigValue(step.marker, 'v1');
      log.info(step.seeded);
    }
  }
  await system.storeOwnVersion();
}
