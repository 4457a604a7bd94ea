import { deliveryOption } from '../customers/delivery-option.ts';
import { spCustomerDefaults, type SpDefaultSource } from '../special-programmes/customer-defaults.ts';
import { customerLabel, fixOf, type Fix } from './fixes.ts';

/** A customer's entry on a special programme, with where it delivers now and the customer's defaults. */
export interface SpEntryPlace {
  readonly entryId: number;
  readonly programmeName: string;
  readonly customerId: number;
  readonly firstName: string;
  readonly lastName: string;
  /** The entry's address: null when it has none (a deleted address is unset). */
  readonly addressId: number | null;
  /** Whose that address is (null when there is none). */
  readonly addressOwnerId: number | null;
  readonly pickUpPointId: number | null;
  readonly defaults: SpDefaultSource;
}

/** One of the customers' addresses, as a change shows it. */
export interface SpAddress {
  readonly addressId: number;
  readonly customerId: number;
  readonly street: string;
  readonly postcode: string;
  readonly city: string;
}

const addressText = (a: SpAddress) => `${a.street}, ${a.postcode} ${a.city} (#${a.addressId})`;

/**
 * `update-special-programme-addresses`: an entry delivered to no address, or to an address that is not the
 * customer's (any more), gets the address the customer is delivered to (`spCustomerDefaults`: the default
 * delivery address, or the billing address when they use billing; the other when that one is unset). An entry
 * at a pick-up point, and the entry of a customer who picks up, are left alone; so is a customer without an
 * address of their own.
 */
export function spAddressFixes<T extends SpEntryPlace>(
  entries: readonly T[],
  addresses: readonly SpAddress[],
): Fix<T>[] {
  const byId = new Map(addresses.map((a) => [a.addressId, a]));
  return entries.flatMap((entry) => {
    if (entry.pickUpPointId !== null || deliveryOption(entry.defaults) === 'PICK_UP') return [];
    if (entry.addressId !== null && entry.addressOwnerId === entry.customerId) return [];
    const target = spCustomerDefaults(entry.defaults).address_id;
    const address = target === null ? undefined : byId.get(target);
    if (!address || address.customerId !== entry.customerId) return [];
    const before =
      entry.addressId === null
        ? ''
        : `#${entry.addressId} (${entry.addressOwnerId === null ? 'gone' : `customer #${entry.addressOwnerId}'s`})`;
    return fixOf({ ...entry, addressId: address.addressId, addressOwnerId: entry.customerId }, [
      {
        entity: 'special_programme_customer',
        id: entry.entryId,
        label: `${customerLabel(entry)} in ${entry.programmeName}`,
        field: 'address',
        before,
        after: addressText(address),
      },
    ]);
  });
}
