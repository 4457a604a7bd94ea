import { spAddressFixes } from '@brigade/domain/maintenance/special-programmes';
import { messages } from '@brigade/domain/messages/catalogue';
import { conflict } from '../../lib/errors.ts';
import { maintenanceScript, type MaintenanceScript } from '../../lib/maintenance-script.ts';
import type { CoreDeps } from '../../lib/module.ts';
import { entryWrites, findAddresses } from './customers-repository.ts';
import * as repo from './maintenance-repository.ts';

/**
 * `update-special-programme-addresses` (ADR 060): a programme customer delivered to no address, or to one that
 * is not theirs, gets the address they are delivered to by default; one at a pick-up point stays there.
 */
export function createProgrammeMaintenance(deps: CoreDeps): MaintenanceScript[] {
  return [
    maintenanceScript<repo.EntryToCheck>(deps, {
      name: 'update-special-programme-addresses',
      description:
        'Gives programme customers whose address is gone or not theirs their default delivery (or billing) address',
      async plan(db) {
        const entries = await repo.entriesToCheck(db);
        const addresses = await findAddresses(db, [...new Set(entries.map((e) => e.customerId))]);
        return spAddressFixes(entries, addresses);
      },
      async write(tx, entry, now) {
        const updated = await entryWrites.updateIfVersion(
          tx,
          entry.entryId,
          entry.version,
          { addressId: entry.addressId },
          now,
        );
        // Changed (or removed) since the plan read it: the run rolls back and its job tries again.
        if (!updated) throw conflict(messages.staleVersion);
      },
    }),
  ];
}
