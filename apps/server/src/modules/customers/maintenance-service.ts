import { addressFixes } from '@brigade/domain/maintenance/addresses';
import {
  correctAllergies,
  healthFixes,
  movePreferencesToDislikes,
  removeDuplicateAllergies,
  runAllAllergyFixes,
  type HealthFix,
} from '@brigade/domain/maintenance/allergies';
import { contactFixes } from '@brigade/domain/maintenance/contacts';
import type { MaintenanceScriptName } from '@brigade/domain/schemas/maintenance';
import { maintenanceScript, type MaintenanceScript } from '../../lib/maintenance-script.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { versionedRow } from '../../lib/versioned.ts';
import * as repo from './maintenance-repository.ts';
import { customerExists, updateIfVersion } from './repository.ts';

const allergyScripts: readonly [MaintenanceScriptName, string, HealthFix][] = [
  [
    'correct-allergies',
    'Other allergies that name an allergen of the list become that listed allergy',
    correctAllergies,
  ],
  [
    'move-hardcoded-to-dislikes',
    'Other allergies that are food preferences (coriander, onions, pork …) move to the dislikes; never an allergen',
    movePreferencesToDislikes,
  ],
  [
    'remove-duplicate-allergies',
    'Removes repeated other allergies and dislikes, and other allergies that repeat a listed allergy',
    removeDuplicateAllergies,
  ],
  [
    'run-all-allergy-scripts',
    'Corrects allergies, moves preferences to the dislikes and removes duplicates, in that order',
    runAllAllergyFixes,
  ],
];

/**
 * The customers' maintenance scripts (ADR 060): the allergy scripts, tidying addresses and filling contacts
 * from shop orders. Each write bumps the customer's (and the address's) version.
 */
export function createCustomerMaintenance(deps: CoreDeps): MaintenanceScript[] {
  const health = allergyScripts.map(([name, description, fix]) =>
    maintenanceScript<repo.HealthRow>(deps, {
      name,
      description,
      async plan(db) {
        const [rows, allergens] = await Promise.all([repo.healthRows(db), repo.knownAllergens(db)]);
        return healthFixes(rows, allergens, fix);
      },
      async write(tx, row, now) {
        const values = { otherAllergens: [...row.otherAllergens], dislikes: [...row.dislikes] };
        await versionedRow(await updateIfVersion(tx, row.customerId, row.version, values, now), () =>
          customerExists(tx, row.customerId),
        );
        await repo.addAllergies(tx, row.customerId, row.allergenIds);
      },
    }),
  );

  const addresses = maintenanceScript<repo.AddressRow>(deps, {
    name: 'correct-internal-addresses',
    description: 'Tidies addresses: stray spaces, postcodes written CH-8001, lower-case country codes',
    plan: async (db) => addressFixes(await repo.addressRows(db)),
    async write(tx, row, now) {
      const { street, city, name, company, co, postcode, countryCode } = row;
      const values = { street, city, name, company, co, postcode, countryCode };
      const updated = await repo.addressWrites.updateIfVersion(tx, row.addressId, row.version, values, now);
      await versionedRow(updated, () => repo.addressExists(tx, row.addressId));
      await repo.bumpCustomer(tx, row.customerId, now);
    },
  });

  const contacts = maintenanceScript<repo.ContactRow>(deps, {
    name: 'sync-customers',
    description:
      "Fills an empty e-mail or phone number from the customer's newest imported shop order; tidies e-mails",
    plan: async (db) => contactFixes(await repo.contactRows(db)),
    async write(tx, row, now) {
      const values = { email: row.email, phoneCc: row.phoneCc, phoneNumber: row.phoneNumber };
      await versionedRow(await updateIfVersion(tx, row.customerId, row.version, values, now), () =>
        customerExists(tx, row.customerId),
      );
    },
  });

  return [...health, addresses, contacts];
}
