import { DomainError } from '../errors/domain-error.ts';

/** The old app's message: {first_last} is first and last name joined by an underscore. */
export const unableToFindIdMessage = (first: string, last: string): string =>
  `Unable to find id for ${first}_${last}.`;

/** Brigade's own message: two customers share the name, so the id cannot be chosen safely. */
export const ambiguousIdMessage = (first: string, last: string): string =>
  `More than one customer is called ${first} ${last}.`;

export interface NamedRow {
  readonly first_name: string;
  readonly last_name: string;
}

export interface KnownCustomer extends NamedRow {
  readonly customer_id: number;
}

const key = (first: string, last: string) =>
  `${first.trim().toLowerCase()}\u0000${last.trim().toLowerCase()}`;

/**
 * Gives each row the customer_id of the customer with the same first and last name
 * (case-insensitive, outer spaces ignored); a row without one fails with 'Unable to find id for
 * {first_last}.' — the first row that fails is reported. Two customers with the row's name also fail
 * (choice: a guessed id would put hours or analytics on the wrong person).
 * @public
 */
export function populateCustomerIds<R extends NamedRow>(
  rows: readonly R[],
  customers: readonly KnownCustomer[],
): (R & { customer_id: number })[] {
  const byName = new Map<string, number[]>();
  for (const c of customers) {
    const k = key(c.first_name, c.last_name);
    byName.set(k, [...(byName.get(k) ?? []), c.customer_id]);
  }
  return rows.map((row) => {
    const ids = [...new Set(byName.get(key(row.first_name, row.last_name)) ?? [])];
    const [first, last] = [row.first_name.trim(), row.last_name.trim()];
    if (ids.length === 0) throw new DomainError('CUSTOMER_ID_NOT_FOUND', unableToFindIdMessage(first, last));
    if (ids.length > 1) throw new DomainError('CUSTOMER_ID_AMBIGUOUS', ambiguousIdMessage(first, last));
    return { ...row, customer_id: ids[0] as number };
  });
}
