import { missingPostcodes, type NewPostcode } from '@brigade/domain/maintenance/addresses';
import { maintenanceScript, type MaintenanceScript } from '../../lib/maintenance-script.ts';
import type { CoreDeps } from '../../lib/module.ts';
import * as repo from './maintenance-repository.ts';

/**
 * `update-postcodes` (ADR 060): the Swiss postcodes that addresses use and the list lacks are added without a
 * zone, so they show in UNKNOWN until the office gives them one.
 */
export function createPostcodeMaintenance(deps: CoreDeps): MaintenanceScript[] {
  return [
    maintenanceScript<NewPostcode>(deps, {
      name: 'update-postcodes',
      description:
        'Adds the Swiss postcodes that addresses use and the postcode list lacks, without a zone (UNKNOWN)',
      async plan(db) {
        const [uses, known] = await Promise.all([repo.postcodeUses(db), repo.knownPostcodes(db)]);
        return missingPostcodes(uses, known);
      },
      write: (tx, postcode, now) => repo.insertWithoutZone(tx, postcode, now),
    }),
  ];
}
